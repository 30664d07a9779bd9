import {
  CONTRACT_PAPERS,
  type ContractPapers,
  type ContractStatus,
  PAYMENT_TYPES,
  type PaymentType,
  type PropertyObject,
} from "@makon/shared";
import { Select, Switch } from "antd";
import { useTranslation } from "react-i18next";
import {
  ListToolbar,
  ManagerSelect,
  ObjectSelect,
  ResetButton,
  SearchBox,
  StatusesSelect,
} from "../../../lib/ui/list-toolbar";
import { useSearchText } from "../../../lib/ui/use-search-text";
import type { ManagerOption } from "../../clients";
import { type ContractFilters, EMPTY_CONTRACT_FILTERS } from "../contract-params";

interface ContractsToolbarProps {
  filters: ContractFilters;
  /** The screen's statuses: the status filter offers only these. */
  statuses: readonly ContractStatus[];
  managers: readonly ManagerOption[];
  objects: readonly PropertyObject[];
  /** Refused contracts owe nothing on schedule: their screen has no overdue switch. */
  showOverdue: boolean;
  /** The contracts in progress: the desk's work filter (no scan yet, ready to conclude). */
  showPapers: boolean;
  /**
   * Only the filters that changed, for the list to lay over its filters as they are by then;
   * any filter change starts again at page 1.
   */
  onChange: (change: Partial<ContractFilters>) => void;
}

/** Search (applied once typing stops), status, manager, object, payment type and overdue. */
export function ContractsToolbar(props: ContractsToolbarProps) {
  const { filters, statuses, managers, objects, showOverdue, showPapers, onChange } = props;
  const { t } = useTranslation("contracts");
  const search = useSearchText(filters.q, (q) => onChange({ q }));
  const q = search.text;

  const set = (patch: Partial<ContractFilters>) => onChange({ q, ...patch });
  const filtered =
    q !== "" ||
    filters.statuses.length > 0 ||
    filters.managerId !== undefined ||
    filters.objectId !== undefined ||
    filters.paymentType !== undefined ||
    filters.overdue ||
    filters.papers !== undefined;

  const reset = () => {
    search.clear();
    onChange(EMPTY_CONTRACT_FILTERS);
  };

  return (
    <ListToolbar className="ct-toolbar">
      <SearchBox search={search} placeholder={t("list.searchPlaceholder")} className="ct-search" />
      {statuses.length > 1 && (
        <StatusesSelect
          label={t("list.status")}
          className="ct-filter ct-filter-wide"
          value={filters.statuses}
          onChange={(next) => set({ statuses: next })}
          options={statuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
      )}
      <ManagerSelect
        className="ct-filter"
        value={filters.managerId}
        onChange={(managerId) => set({ managerId })}
        options={managers}
      />
      <ObjectSelect
        className="ct-filter"
        searchable={false}
        value={filters.objectId}
        onChange={(objectId) => set({ objectId })}
        options={objects}
      />
      <Select<PaymentType>
        aria-label={t("list.paymentType")}
        className="ct-filter"
        allowClear
        placeholder={t("list.paymentType")}
        value={filters.paymentType}
        onChange={(paymentType) => set({ paymentType: paymentType ?? undefined })}
        options={PAYMENT_TYPES.map((p) => ({ value: p, label: t(`paymentType.${p}`) }))}
      />
      {showPapers && (
        <Select<ContractPapers>
          aria-label={t("list.papers")}
          className="ct-filter"
          allowClear
          placeholder={t("list.papers")}
          value={filters.papers}
          onChange={(papers) => set({ papers: papers ?? undefined })}
          options={CONTRACT_PAPERS.map((p) => ({ value: p, label: t(`list.papersOf.${p}`) }))}
        />
      )}
      {showOverdue && (
        <label className="ct-switch" htmlFor="ct-overdue">
          <Switch
            id="ct-overdue"
            size="small"
            checked={filters.overdue}
            onChange={(overdue) => set({ overdue })}
          />
          {t("list.overdue")}
        </label>
      )}
      <ResetButton onClick={reset} disabled={!filtered} />
    </ListToolbar>
  );
}
