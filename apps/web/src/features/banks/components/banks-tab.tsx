import { PlusOutlined } from "@ant-design/icons";
import type { BankListItem } from "@makon/shared";
import { App, Button, Checkbox } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../lib/api";
import { HistoryDrawer } from "../../../lib/history";
import { useNotice } from "../../../lib/notices";
import { SubmitSearch } from "../../../lib/ui/list-toolbar";
import { useAllBanks } from "../api/use-all-banks";
import { useBanks } from "../api/use-banks";
import { useDeleteBank } from "../api/use-delete-bank";
import { type BankFilters, DEFAULT_BANK_FILTERS } from "../bank-query";
import { BankFormModal } from "./bank-form-modal";
import { BanksTable } from "./banks-table";
import "../banks.css";
import { LoadFailed } from "../../../lib/ui/load-failed";

type Editing = { bank: BankListItem | null } | null;

/** The banks tab of /tashkilotlar; write actions need bank_edit (`canEdit`). */
export function BanksTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation("banks");
  const errorText = useErrorText();
  const { notify } = useNotice();
  const { message } = App.useApp();
  const [filters, setFilters] = useState<BankFilters>(DEFAULT_BANK_FILTERS);
  const [editing, setEditing] = useState<Editing>(null);
  const [historyOf, setHistoryOf] = useState<BankListItem | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const list = useBanks(filters);
  const all = useAllBanks();
  const remove = useDeleteBank();

  const change = (next: Partial<BankFilters>) => setFilters((current) => ({ ...current, ...next }));

  const deleteBank = (bank: BankListItem) =>
    remove.mutate(bank.id, {
      onSuccess: () => {
        notify("data_delete");
      },
      onError: (error) => void message.error(errorText(error)),
    });

  return (
    <section className="bank-panel" aria-busy={list.isFetching}>
      <div className="bank-toolbar">
        <SubmitSearch
          className="bank-toolbar-search"
          placeholder={t("search")}
          initial=""
          onSearch={(q) => change({ q, page: 1 })}
        />
        <Checkbox
          checked={filters.headOfficesOnly}
          onChange={(event) => change({ headOfficesOnly: event.target.checked, page: 1 })}
        >
          {t("headOfficesOnly")}
        </Checkbox>
        {canEdit && (
          <div className="bank-toolbar-actions">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ bank: null })}>
              {t("add")}
            </Button>
          </div>
        )}
      </div>
      {list.isError && (
        <LoadFailed
          className="bank-alert"
          title={t("loadFailed")}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      )}
      <BanksTable
        data={list.data}
        loading={list.isFetching}
        filters={filters}
        onChange={change}
        canEdit={canEdit}
        deletingId={remove.isPending ? (remove.variables ?? null) : null}
        onEdit={(bank) => setEditing({ bank })}
        onDelete={deleteBank}
        onHistory={(bank) => {
          setHistoryOf(bank);
          setHistoryOpen(true);
        }}
      />
      {editing && (
        <BankFormModal
          bank={editing.bank}
          banks={all.data ?? []}
          banksLoading={all.loading && all.data === undefined}
          onClose={() => setEditing(null)}
        />
      )}
      <HistoryDrawer
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
        url={historyOf ? `/api/bank/${historyOf.id}/history` : null}
        title={historyOf ? t("historyTitle", { name: historyOf.name }) : ""}
      />
    </section>
  );
}
