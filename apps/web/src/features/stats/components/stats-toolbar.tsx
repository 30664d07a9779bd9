import { ReloadOutlined } from "@ant-design/icons";
import type { PropertyObject } from "@makon/shared";
import { Button, DatePicker, Select } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import type { ManagerOption } from "../../clients";
import { defaultPeriod, hasStatsFilters, periodPresets, type StatsFilterParams } from "../stats-params";

interface StatsToolbarProps {
  filters: StatsFilterParams;
  today: string;
  objects: readonly PropertyObject[];
  /** Undefined when the viewer cannot read the managers: no manager picker then. */
  managers: readonly ManagerOption[] | undefined;
  /** Only what changed: the screen lays it over its filters as they are by then. */
  onChange: (change: Partial<StatsFilterParams>) => void;
}

/** Tashkent days travel as plain YYYY-MM-DD: no time zone to shift them. */
const DAY = "YYYY-MM-DD";

/** The period (this month so far by default), the object and the manager of every view. */
export function StatsToolbar({ filters, today, objects, managers, onChange }: StatsToolbarProps) {
  const { t } = useTranslation("stats");
  const set = (patch: Partial<StatsFilterParams>) => onChange(patch);
  const range: [Dayjs, Dayjs] = [dayjs(filters.from, DAY), dayjs(filters.to, DAY)];
  const reset = () => onChange({ ...defaultPeriod(today), objectId: undefined, managerId: undefined });

  return (
    <search className="st-toolbar" aria-label={t("filters.label")}>
      <DatePicker.RangePicker
        aria-label={t("filters.period")}
        className="st-dates"
        format="DD.MM.YYYY"
        allowClear={false}
        placeholder={[t("filters.from"), t("filters.to")]}
        value={range}
        presets={periodPresets(today).map((p) => ({
          label: t(`filters.presets.${p.key}`),
          value: [dayjs(p.from, DAY), dayjs(p.to, DAY)] as [Dayjs, Dayjs],
        }))}
        onChange={(dates) => {
          const [from, to] = dates ?? [];
          if (from && to) set({ from: from.format(DAY), to: to.format(DAY) });
        }}
      />
      <Select<number>
        aria-label={t("filters.object")}
        className="st-filter"
        allowClear
        showSearch={{ optionFilterProp: "label" }}
        placeholder={t("filters.object")}
        value={filters.objectId}
        onChange={(objectId) => set({ objectId: objectId ?? undefined })}
        options={objects.map((o) => ({ value: o.id, label: o.name }))}
      />
      {managers && (
        <Select<number>
          aria-label={t("filters.manager")}
          className="st-filter"
          allowClear
          showSearch={{ optionFilterProp: "label" }}
          placeholder={t("filters.manager")}
          value={filters.managerId}
          onChange={(managerId) => set({ managerId: managerId ?? undefined })}
          options={managers.map((m) => ({ value: m.id, label: m.name }))}
        />
      )}
      <Button icon={<ReloadOutlined />} onClick={reset} disabled={!hasStatsFilters(filters, today)}>
        {t("filters.reset")}
      </Button>
    </search>
  );
}
