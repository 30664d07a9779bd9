import { DEBT_CASE_STATUSES, type PropertyObject } from "@makon/shared";
import { Checkbox } from "antd";
import { useTranslation } from "react-i18next";
import {
  IdSelect,
  ObjectSelect,
  ResetButton,
  SearchBox,
  StatusesSelect,
} from "../../../../lib/ui/list-toolbar";
import { useSearchText } from "../../../../lib/ui/use-search-text";
import type { Collector } from "../../api/use-collectors";
import {
  type DebtorFilters,
  type DebtorStatusFilter,
  EMPTY_DEBTOR_FILTERS,
  hasDebtorFilters,
} from "../../debtor-params";

interface DebtorsToolbarProps {
  filters: DebtorFilters;
  objects: readonly PropertyObject[];
  collectors: readonly Collector[];
  /** Only what changed: the list lays it over its filters as they are by then. */
  onChange: (change: Partial<DebtorFilters>) => void;
}

const STATUS_OPTIONS: readonly DebtorStatusFilter[] = ["none", ...DEBT_CASE_STATUSES];

/** Search (applied once typing stops), object, collector, case status and broken promises. */
export function DebtorsToolbar({ filters, objects, collectors, onChange }: DebtorsToolbarProps) {
  const { t } = useTranslation("collections");
  const search = useSearchText(filters.q, (q) => onChange({ q }));
  const q = search.text;
  const set = (patch: Partial<DebtorFilters>) => onChange({ q, ...patch });
  const reset = () => {
    search.clear();
    onChange(EMPTY_DEBTOR_FILTERS);
  };

  return (
    <search className="dc-toolbar">
      <SearchBox search={search} placeholder={t("debtors.searchPlaceholder")} className="dc-search" />
      <ObjectSelect
        className="dc-filter"
        value={filters.objectId}
        onChange={(objectId) => set({ objectId })}
        options={objects}
      />
      <IdSelect
        label={t("common.collector")}
        className="dc-filter"
        value={filters.assigneeId}
        onChange={(assigneeId) => set({ assigneeId })}
        options={collectors}
      />
      <StatusesSelect
        label={t("debtors.status")}
        className="dc-filter dc-filter-wide"
        value={filters.statuses}
        onChange={(statuses) => set({ statuses })}
        options={STATUS_OPTIONS.map((s) => ({ value: s, label: t(`status.${s}`) }))}
      />
      <Checkbox checked={filters.promiseBroken} onChange={(e) => set({ promiseBroken: e.target.checked })}>
        {t("debtors.promiseBroken")}
      </Checkbox>
      <ResetButton onClick={reset} disabled={!hasDebtorFilters({ ...filters, q })} />
    </search>
  );
}
