import { ClearOutlined, SearchOutlined } from "@ant-design/icons";
import {
  BANK_APPLICATION_STATUSES,
  type BankApplicationStatus,
  type BankLevel,
  type PropertyObject,
} from "@makon/shared";
import { Button, Input, InputNumber, Select } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchText } from "../../../../lib/ui/use-search-text";
import { type BankFilters, EMPTY_BANK_FILTERS, hasFilters } from "../../bank-params";

export interface BankOption {
  id: number;
  name: string;
}

interface BankToolbarProps {
  level: BankLevel;
  filters: BankFilters;
  banks: readonly BankOption[];
  objects: readonly PropertyObject[];
  managers: readonly BankOption[];
  /**
   * Only the filters that changed, for the list to lay over its filters as they are by then;
   * any filter change starts again at page 1.
   */
  onChange: (change: Partial<BankFilters>) => void;
}

/** Search (applied once typing stops), status, bank, object, manager and days in status. */
export function BankToolbar({ level, filters, banks, objects, managers, onChange }: BankToolbarProps) {
  const { t } = useTranslation("bankApplications");
  const search = useSearchText(filters.q, (q) => onChange({ q }));
  const { text: q, setText: setQ } = search;
  const set = (patch: Partial<BankFilters>) => onChange({ q, ...patch });
  // The days box too is applied once typing stops: "30" is not first a list of "3".
  const days = useSearchText(filters.minDays === undefined ? "" : String(filters.minDays), (v) =>
    set({ minDays: v === "" ? undefined : Number(v) }),
  );
  // Only head office sends money: a branch's list never shows "funded".
  const statuses = BANK_APPLICATION_STATUSES.filter((s) => level === "upper" || s !== "funded");

  const reset = () => {
    search.clear();
    days.clear();
    onChange(EMPTY_BANK_FILTERS);
  };

  return (
    <search className="ba-toolbar">
      <Input
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t("list.searchPlaceholder")}
        aria-label={t("list.search")}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        className="ba-search"
        maxLength={100}
      />
      <Select<BankApplicationStatus[]>
        mode="multiple"
        aria-label={t("list.status")}
        className="ba-filter ba-filter-wide"
        allowClear
        maxTagCount="responsive"
        placeholder={t("list.status")}
        value={filters.statuses}
        onChange={(next) => set({ statuses: next })}
        options={statuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
      />
      <Select<number>
        aria-label={t("list.bank")}
        className="ba-filter"
        allowClear
        showSearch={{ optionFilterProp: "label" }}
        placeholder={t("list.bank")}
        value={filters.bankId}
        onChange={(bankId) => set({ bankId: bankId ?? undefined })}
        options={banks.map((b) => ({ value: b.id, label: b.name }))}
      />
      <Select<number>
        aria-label={t("list.object")}
        className="ba-filter"
        allowClear
        showSearch={{ optionFilterProp: "label" }}
        placeholder={t("list.object")}
        value={filters.objectId}
        onChange={(objectId) => set({ objectId: objectId ?? undefined })}
        options={objects.map((o) => ({ value: o.id, label: o.name }))}
      />
      <Select<number>
        aria-label={t("list.manager")}
        className="ba-filter"
        allowClear
        showSearch={{ optionFilterProp: "label" }}
        placeholder={t("list.manager")}
        value={filters.managerId}
        onChange={(managerId) => set({ managerId: managerId ?? undefined })}
        options={managers.map((m) => ({ value: m.id, label: m.name }))}
      />
      <label className="ba-days" htmlFor="ba-min-days">
        <span>{t("list.minDays")}</span>
        <InputNumber<number>
          id="ba-min-days"
          min={0}
          max={3650}
          precision={0}
          placeholder={t("list.minDaysPlaceholder")}
          value={days.text === "" ? null : Number(days.text)}
          onChange={(minDays) => days.setText(minDays === null ? "" : String(minDays))}
          className="ba-days-input"
        />
      </label>
      <Button
        icon={<ClearOutlined />}
        onClick={reset}
        disabled={!hasFilters({ ...filters, q }) && days.text === ""}
      >
        {t("list.reset")}
      </Button>
    </search>
  );
}
