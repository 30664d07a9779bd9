import { FolderAddOutlined } from "@ant-design/icons";
import type { PropertyObject } from "@makon/shared";
import { App, Button } from "antd";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../../lib/api";
import { useCachedList } from "../../../../lib/cache";
import { formatMoney } from "../../../../lib/format-money";
import { useCurrentUser } from "../../../../lib/session";
import { ExportButton } from "../../../../lib/ui/list-toolbar";
import { useCollectors } from "../../api/use-collectors";
import { useDebtors, useExportDebtors } from "../../api/use-debtors";
import { type DebtorFilters, type DebtorParams, hasDebtorFilters } from "../../debtor-params";
import { BandCards } from "./band-cards";
import { DebtorsTable } from "./debtors-table";
import { DebtorsToolbar } from "./debtors-toolbar";
import { OpenCasesDialog } from "./open-cases-dialog";

interface DebtorsTabProps {
  params: DebtorParams;
  onParamsChange: (change: Partial<DebtorParams>) => void;
}

/** Band totals, filters, the debtors table, cases for the ticked ones and the Excel export. */
export function DebtorsTab({ params, onParamsChange }: DebtorsTabProps) {
  const { t } = useTranslation("collections");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const { data: user } = useCurrentUser();
  const list = useDebtors(params);
  const exporter = useExportDebtors();
  const objects = useCachedList<PropertyObject[]>("objects");
  const collectors = useCollectors(true);
  const [selected, setSelected] = useState<number[]>([]);
  const [bulkOpen, setBulkOpen] = useState(false);
  const canExport = user?.dostup.includes("export_excel") ?? false;
  const works = user ? user.dostup.includes("debt_work") || user.dostup.includes("debt_escalate") : false;
  const canOpen = works && (user?.pagesDostup.includes("undiruv-create") ?? false);

  const filters = useMemo<DebtorFilters>(() => {
    const { page: _p, size: _s, sort: _o, ...rest } = params;
    return rest;
  }, [params]);
  const changeFilters = useCallback(
    (next: Partial<DebtorFilters>) => {
      setSelected([]);
      onParamsChange({ ...next, page: 1 });
    },
    [onParamsChange],
  );

  const exportExcel = () =>
    exporter.mutate(
      { params, fallbackName: t("debtors.exportFile") },
      { onError: (error) => void message.error(errorText(error)) },
    );

  const totals = list.data?.totals;
  return (
    <div className="dc-tab" aria-busy={list.isFetching}>
      <BandCards totals={totals} band={params.band} onBand={(band) => changeFilters({ band })} />
      <DebtorsToolbar
        filters={filters}
        objects={objects.data ?? []}
        collectors={collectors.data}
        onChange={changeFilters}
      />
      <div className="dc-actions-bar">
        <span className="dc-muted" data-testid="dc-debtor-totals">
          {totals
            ? t("debtors.totals", {
                count: totals.count,
                amount: formatMoney(totals.overdueAmount),
                penalty: formatMoney(totals.penalty),
              })
            : "\u00a0"}
        </span>
        <span className="dc-actions-buttons">
          {canOpen && selected.length > 0 && (
            <Button type="primary" icon={<FolderAddOutlined />} onClick={() => setBulkOpen(true)}>
              {t("debtors.openCases")} ({selected.length})
            </Button>
          )}
          {canExport && <ExportButton onClick={exportExcel} loading={exporter.isPending} />}
        </span>
      </div>
      <DebtorsTable
        query={list}
        params={params}
        onParamsChange={onParamsChange}
        emptyText={hasDebtorFilters(filters) ? t("debtors.emptyFiltered") : t("debtors.empty")}
        selection={canOpen ? { selected, onChange: setSelected } : undefined}
        canOpen={canOpen}
      />
      {bulkOpen && (
        <OpenCasesDialog
          contractIds={selected}
          onClose={(done) => {
            setBulkOpen(false);
            if (done) setSelected([]);
          }}
        />
      )}
    </div>
  );
}
