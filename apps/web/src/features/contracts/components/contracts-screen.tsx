import { DollarOutlined } from "@ant-design/icons";
import type { ContractStatus, PropertyObject } from "@makon/shared";
import { App, Button, Space } from "antd";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../lib/api";
import { useCachedList } from "../../../lib/cache";
import { useCurrentUser } from "../../../lib/session";
import { ExportButton } from "../../../lib/ui/list-toolbar";
import { PageHeader } from "../../../lib/ui/page-header";
import { useAddressSearch } from "../../../lib/ui/use-address-search";
import { useManagers } from "../../clients";
import { useContracts, useExportContracts } from "../api/use-contracts";
import {
  type ContractFilters,
  type ContractListParams,
  contractParamsFromSearch,
  contractSearch,
} from "../contract-params";
import { ContractsTable, type ContractsVariant } from "./contracts-table";
import { ContractsToolbar } from "./contracts-toolbar";
import { PaymentsExportModal } from "./payments-export-modal";
import "../contracts.css";

/** Pages allowed to read GET /api/client/managers (the API's CLIENT_PAGES that hold contracts). */
const MANAGER_PAGES = ["contract", "shartnoma_jarayon", "baza"];

interface ContractsScreenProps {
  title: string;
  /** The statuses this screen lists; the status filter narrows within them. */
  statuses: readonly ContractStatus[];
  variant: ContractsVariant;
}

/** A contracts list: toolbar, server-paged table, export. Filters and page live in the address. */
export function ContractsScreen({ title, statuses, variant }: ContractsScreenProps) {
  const { t } = useTranslation("contracts");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const { data: user } = useCurrentUser();
  const [search, setSearch] = useAddressSearch();
  const params = useMemo(() => contractParamsFromSearch(search, statuses), [search, statuses]);
  const list = useContracts(params, statuses);
  const exporter = useExportContracts();
  const objects = useCachedList<PropertyObject[]>("objects");
  const managers = useManagers(user?.pagesDostup.some((p) => MANAGER_PAGES.includes(p)) ?? false);
  const canExport = user?.dostup.includes("export_excel") ?? false;
  const [paymentsOpen, setPaymentsOpen] = useState(false);

  // A change is laid over the address as it is when applied, not as this render saw it.
  const setParams = useCallback(
    (change: Partial<ContractListParams>) =>
      setSearch((current) => contractSearch({ ...contractParamsFromSearch(current, statuses), ...change }), {
        replace: true,
      }),
    [setSearch, statuses],
  );
  const changeFilters = useCallback(
    (filters: Partial<ContractFilters>) => setParams({ ...filters, page: 1 }),
    [setParams],
  );
  const filters = useMemo<ContractFilters>(() => {
    const { page: _page, size: _size, sort: _sort, ...rest } = params;
    return rest;
  }, [params]);
  const searching =
    filters.q.trim() !== "" ||
    filters.statuses.length > 0 ||
    filters.managerId !== undefined ||
    filters.objectId !== undefined ||
    filters.paymentType !== undefined ||
    filters.overdue;

  const exportExcel = () =>
    exporter.mutate(
      { params, statuses, fallbackName: t("list.exportFile") },
      { onError: (error) => void message.error(errorText(error)) },
    );

  return (
    <>
      <PageHeader
        title={title}
        extra={
          canExport && (
            <Space wrap>
              <Button icon={<DollarOutlined />} onClick={() => setPaymentsOpen(true)}>
                {t("paymentsExport.button")}
              </Button>
              <ExportButton onClick={exportExcel} loading={exporter.isPending} />
            </Space>
          )
        }
      />
      {paymentsOpen && (
        <PaymentsExportModal objects={objects.data ?? []} onClose={() => setPaymentsOpen(false)} />
      )}
      <section className="ct-panel" aria-label={title} aria-busy={list.isFetching}>
        <ContractsToolbar
          filters={filters}
          statuses={statuses}
          managers={managers.data ?? []}
          objects={objects.data ?? []}
          showOverdue={variant !== "refused"}
          showPapers={statuses.includes("in_process")}
          onChange={changeFilters}
        />
        <ContractsTable
          variant={variant}
          query={list}
          params={params}
          onParamsChange={setParams}
          emptyText={searching ? t("list.emptyFiltered") : t("list.empty")}
        />
      </section>
    </>
  );
}
