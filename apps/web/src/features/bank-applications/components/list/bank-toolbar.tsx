import { BANK_APPLICATION_STATUSES, type BankLevel, type PropertyObject } from "@makon/shared";
import { InputNumber } from "antd";
import { useTranslation } from "react-i18next";
import {
  IdSelect,
  ListToolbar,
  ManagerSelect,
  type NamedOption,
  ObjectSelect,
  ResetButton,
  SearchBox,
  StatusesSelect,
} from "../../../../lib/ui/list-toolbar";
import { useSearchText } from "../../../../lib/ui/use-search-text";
import { type BankFilters, EMPTY_BANK_FILTERS, hasFilters } from "../../bank-params";

export type BankOption = NamedOption;

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
  const q = search.text;
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
    <ListToolbar className="ba-toolbar">
      <SearchBox search={search} placeholder={t("list.searchPlaceholder")} className="ba-search" />
      <StatusesSelect
        label={t("list.status")}
        className="ba-filter ba-filter-wide"
        value={filters.statuses}
        onChange={(next) => set({ statuses: next })}
        options={statuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
      />
      <IdSelect
        label={t("list.bank")}
        className="ba-filter"
        value={filters.bankId}
        onChange={(bankId) => set({ bankId })}
        options={banks}
      />
      <ObjectSelect
        className="ba-filter"
        value={filters.objectId}
        onChange={(objectId) => set({ objectId })}
        options={objects}
      />
      <ManagerSelect
        className="ba-filter"
        value={filters.managerId}
        onChange={(managerId) => set({ managerId })}
        options={managers}
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
      <ResetButton onClick={reset} disabled={!hasFilters({ ...filters, q }) && days.text === ""} />
    </ListToolbar>
  );
}
