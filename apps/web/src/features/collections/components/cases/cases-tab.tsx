import { DEBT_CASE_STATUSES, DEBT_CASE_VIEWS, type DebtCaseStatus } from "@makon/shared";
import { Segmented, Select } from "antd";
import { useTranslation } from "react-i18next";
import { IdSelect, ResetButton, SearchBox } from "../../../../lib/ui/list-toolbar";
import { useSearchText } from "../../../../lib/ui/use-search-text";
import { useCollectors } from "../../api/use-collectors";
import { useDebtCases } from "../../api/use-debt-cases";
import type { CaseParams, DebtCaseView } from "../../case-params";
import { CasesTable } from "./cases-table";

interface CasesTabProps {
  params: CaseParams;
  onParamsChange: (change: Partial<CaseParams>) => void;
}

/** The cases: a view (mine, open, with the director, closed, all), filters and the table. */
export function CasesTab({ params, onParamsChange }: CasesTabProps) {
  const { t } = useTranslation("collections");
  const list = useDebtCases(params);
  const collectors = useCollectors(true);
  const set = (patch: Partial<CaseParams>) => onParamsChange({ ...patch, page: 1 });
  const search = useSearchText(params.q, (q) => set({ q }));
  const filtered = params.q.trim() !== "" || params.status !== undefined || params.assigneeId !== undefined;

  let emptyText: string = t("cases.empty");
  if (filtered) emptyText = t("cases.emptyFiltered");
  else if (params.view === "mine") emptyText = t("cases.emptyMine");

  return (
    <div className="dc-tab" aria-busy={list.isFetching}>
      <Segmented<DebtCaseView>
        className="dc-views"
        value={params.view}
        onChange={(view) => set({ view })}
        options={DEBT_CASE_VIEWS.map((v) => ({ value: v, label: t(`cases.views.${v}`) }))}
      />
      <search className="dc-toolbar">
        <SearchBox search={search} placeholder={t("cases.searchPlaceholder")} className="dc-search" />
        <Select<DebtCaseStatus>
          aria-label={t("cases.status")}
          className="dc-filter"
          allowClear
          placeholder={t("cases.status")}
          value={params.status}
          onChange={(status) => set({ status: status ?? undefined, q: search.text })}
          options={DEBT_CASE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
        <IdSelect
          label={t("common.collector")}
          className="dc-filter"
          value={params.assigneeId}
          onChange={(assigneeId) => set({ assigneeId, q: search.text })}
          options={collectors.data}
        />
        <ResetButton
          disabled={!filtered && search.text === ""}
          onClick={() => {
            search.clear();
            set({ q: "", status: undefined, assigneeId: undefined });
          }}
        />
      </search>
      <CasesTable query={list} params={params} onParamsChange={onParamsChange} emptyText={emptyText} />
    </div>
  );
}
