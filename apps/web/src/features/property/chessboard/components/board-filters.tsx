import { UNIT_STATUSES, type UnitStatus } from "@makon/shared";
import { Button, InputNumber, Select, Space } from "antd";
import { useTranslation } from "react-i18next";
import { type BoardFilter, EMPTY_FILTER, isFilterEmpty } from "../board-model";

interface BoardFiltersProps {
  value: BoardFilter;
  onChange: (next: BoardFilter) => void;
  rooms: number[];
  matched: number;
  total: number;
}

const MLN = 1_000_000;
const toMln = (sum: number | null) => (sum === null ? null : sum / MLN);
const fromMln = (mln: number | null) => (mln === null ? null : Math.round(mln * MLN));

/** Status, rooms, price and area filters; cells that do not match are dimmed, not hidden. */
export function BoardFilters({ value, onChange, rooms, matched, total }: BoardFiltersProps) {
  const { t } = useTranslation("chessboard");
  const set = (patch: Partial<BoardFilter>) => onChange({ ...value, ...patch });
  return (
    <div className="cb-filters">
      <Select<UnitStatus[]>
        mode="multiple"
        allowClear
        className="cb-filter-status"
        placeholder={t("filters.status")}
        aria-label={t("filters.status")}
        value={value.statuses}
        onChange={(statuses) => set({ statuses })}
        options={UNIT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        maxTagCount="responsive"
      />
      <Select<number[]>
        mode="multiple"
        allowClear
        className="cb-filter-rooms"
        placeholder={t("filters.rooms")}
        aria-label={t("filters.rooms")}
        value={value.rooms}
        onChange={(r) => set({ rooms: r })}
        options={rooms.map((r) => ({ value: r, label: t("filters.roomsOption", { count: r }) }))}
        maxTagCount="responsive"
      />
      <Space.Compact className="cb-filter-range">
        <InputNumber<number>
          min={0}
          placeholder={t("filters.priceFrom")}
          aria-label={`${t("filters.price")} ${t("filters.from")}`}
          value={toMln(value.priceMin)}
          onChange={(v) => set({ priceMin: fromMln(v) })}
        />
        <InputNumber<number>
          min={0}
          placeholder={t("filters.to")}
          aria-label={`${t("filters.price")} ${t("filters.to")}`}
          value={toMln(value.priceMax)}
          onChange={(v) => set({ priceMax: fromMln(v) })}
        />
      </Space.Compact>
      <Space.Compact className="cb-filter-range">
        <InputNumber<number>
          min={0}
          placeholder={t("filters.areaFrom")}
          aria-label={`${t("filters.area")} ${t("filters.from")}`}
          value={value.areaMin}
          onChange={(v) => set({ areaMin: v })}
        />
        <InputNumber<number>
          min={0}
          placeholder={t("filters.to")}
          aria-label={`${t("filters.area")} ${t("filters.to")}`}
          value={value.areaMax}
          onChange={(v) => set({ areaMax: v })}
        />
      </Space.Compact>
      <Button disabled={isFilterEmpty(value)} onClick={() => onChange(EMPTY_FILTER)}>
        {t("filters.reset")}
      </Button>
      <span className="cb-matched" data-matched={matched}>
        {t("filters.matched", { count: matched, total })}
      </span>
    </div>
  );
}
