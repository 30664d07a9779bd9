import { ClearOutlined, SearchOutlined } from "@ant-design/icons";
import { DEBT_CASE_STATUSES, type PropertyObject } from "@makon/shared";
import { Button, Checkbox, Input, Select } from "antd";
import { useTranslation } from "react-i18next";
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
  const { text: q, setText: setQ } = search;
  const set = (patch: Partial<DebtorFilters>) => onChange({ q, ...patch });
  const reset = () => {
    search.clear();
    onChange(EMPTY_DEBTOR_FILTERS);
  };

  return (
    <search className="dc-toolbar">
      <Input
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t("debtors.searchPlaceholder")}
        aria-label={t("debtors.search")}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        className="dc-search"
        maxLength={100}
      />
      <Select<number>
        aria-label={t("debtors.object")}
        className="dc-filter"
        allowClear
        showSearch={{ optionFilterProp: "label" }}
        placeholder={t("debtors.object")}
        value={filters.objectId}
        onChange={(objectId) => set({ objectId: objectId ?? undefined })}
        options={objects.map((o) => ({ value: o.id, label: o.name }))}
      />
      <Select<number>
        aria-label={t("common.collector")}
        className="dc-filter"
        allowClear
        showSearch={{ optionFilterProp: "label" }}
        placeholder={t("common.collector")}
        value={filters.assigneeId}
        onChange={(assigneeId) => set({ assigneeId: assigneeId ?? undefined })}
        options={collectors.map((c) => ({ value: c.id, label: c.name }))}
      />
      <Select<DebtorStatusFilter[]>
        mode="multiple"
        aria-label={t("debtors.status")}
        className="dc-filter dc-filter-wide"
        allowClear
        maxTagCount="responsive"
        placeholder={t("debtors.status")}
        value={filters.statuses}
        onChange={(statuses) => set({ statuses })}
        options={STATUS_OPTIONS.map((s) => ({ value: s, label: t(`status.${s}`) }))}
      />
      <Checkbox checked={filters.promiseBroken} onChange={(e) => set({ promiseBroken: e.target.checked })}>
        {t("debtors.promiseBroken")}
      </Checkbox>
      <Button icon={<ClearOutlined />} onClick={reset} disabled={!hasDebtorFilters({ ...filters, q })}>
        {t("common.reset")}
      </Button>
    </search>
  );
}
