import { CLIENT_SOURCES, CLIENT_STEPS, type ClientSource, type ClientStep } from "@makon/shared";
import { DatePicker, Select, Switch } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { ListToolbar, ResetButton, SearchBox } from "../../../lib/ui/list-toolbar";
import { useSearchText } from "../../../lib/ui/use-search-text";
import { type ClientFilters, EMPTY_CLIENT_FILTERS } from "../client-params";

interface ClientsToolbarProps {
  filters: ClientFilters;
  /**
   * Only the filters that changed, for the list to lay over its filters as they are by then;
   * any filter change starts again at page 1.
   */
  onChange: (change: Partial<ClientFilters>) => void;
}

/** Tashkent days travel as plain YYYY-MM-DD: no time zone to shift them. */
const DAY = "YYYY-MM-DD";

/** Search (applied once typing stops), step, source, registration days, blacklist and basket. */
export function ClientsToolbar({ filters, onChange }: ClientsToolbarProps) {
  const { t } = useTranslation("clients");
  const search = useSearchText(filters.q, (q) => onChange({ q }));
  const q = search.text;

  const set = (patch: Partial<ClientFilters>) => onChange({ q, ...patch });
  const range: [Dayjs, Dayjs] | null =
    filters.from && filters.to ? [dayjs(filters.from, DAY), dayjs(filters.to, DAY)] : null;
  const filtered =
    q !== "" ||
    filters.step !== undefined ||
    filters.source !== undefined ||
    filters.from !== undefined ||
    filters.blacklisted ||
    filters.basket;

  const reset = () => {
    search.clear();
    onChange(EMPTY_CLIENT_FILTERS);
  };

  return (
    <ListToolbar className="cl-toolbar">
      <SearchBox search={search} placeholder={t("list.searchPlaceholder")} className="cl-search" />
      <Select<ClientStep>
        aria-label={t("list.step")}
        className="cl-filter"
        allowClear
        placeholder={t("list.step")}
        value={filters.step}
        onChange={(step) => set({ step: step ?? undefined })}
        options={CLIENT_STEPS.map((s) => ({ value: s, label: t(`steps.${s}`) }))}
      />
      <Select<ClientSource>
        aria-label={t("list.source")}
        className="cl-filter"
        allowClear
        placeholder={t("list.source")}
        value={filters.source}
        onChange={(source) => set({ source: source ?? undefined })}
        options={CLIENT_SOURCES.map((s) => ({ value: s, label: t(`sources.${s}`) }))}
      />
      <DatePicker.RangePicker
        aria-label={t("list.dates")}
        className="cl-dates"
        format="DD.MM.YYYY"
        placeholder={[t("list.from"), t("list.to")]}
        value={range}
        onChange={(dates) =>
          set({
            from: dates?.[0] ? dates[0].format(DAY) : undefined,
            to: dates?.[1] ? dates[1].format(DAY) : undefined,
          })
        }
      />
      <label className="cl-switch" htmlFor="cl-blacklisted">
        <Switch
          id="cl-blacklisted"
          size="small"
          checked={filters.blacklisted}
          onChange={(blacklisted) => set({ blacklisted })}
        />
        {t("list.blacklisted")}
      </label>
      <label className="cl-switch" htmlFor="cl-basket">
        <Switch id="cl-basket" size="small" checked={filters.basket} onChange={(basket) => set({ basket })} />
        {t("list.basket")}
      </label>
      <ResetButton onClick={reset} disabled={!filtered} />
    </ListToolbar>
  );
}
