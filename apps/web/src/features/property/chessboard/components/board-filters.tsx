import { UNIT_STATUSES, type UnitStatus } from "@makon/shared";
import { Button, InputNumber, Select, Space } from "antd";
import { memo, type ReactNode, useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { type BoardFilter, EMPTY_FILTER, isFilterEmpty } from "../board-model";

/** The filter's new value from the one it replaces (React's state updater). */
type FilterUpdate = (update: (prev: BoardFilter) => BoardFilter) => void;

interface BoardFiltersProps {
  value: BoardFilter;
  onChange: FilterUpdate;
  rooms: number[];
  matched: number;
  total: number;
}

const MLN = 1_000_000;
const toMln = (sum: number | null) => (sum === null ? null : sum / MLN);
const fromMln = (mln: number | null) => (mln === null ? null : Math.round(mln * MLN));
const same = (n: number | null) => n;

interface ChoiceProps<T> {
  value: T[];
  options: { value: T; label: string }[];
  label: string;
  className: string;
  onChange: (value: T[]) => void;
}

/**
 * Each control is memoised and gets its own part of the filter and a stable callback: a legend
 * click changes the statuses only, and the rooms, price and area controls (antd's Select and
 * InputNumber) are then not rendered again. They were about half of the script a click ran on a
 * 2,000-unit board.
 */
const Choice = memo(function Choice<T extends string | number>({
  value,
  options,
  label,
  className,
  onChange,
}: ChoiceProps<T>) {
  return (
    <Select<T[]>
      mode="multiple"
      allowClear
      className={className}
      placeholder={label}
      aria-label={label}
      value={value}
      onChange={onChange}
      options={options}
      maxTagCount="responsive"
    />
  );
}) as <T extends string | number>(props: ChoiceProps<T>) => ReactNode;

interface RangeProps {
  min: number | null;
  max: number | null;
  /** Its name ("Narx") and the first field's placeholder ("Narx dan"). */
  label: string;
  fromPlaceholder: string;
  /** Shown value from the filter's (millions of so'm for a price) and back. */
  show: (n: number | null) => number | null;
  keep: (n: number | null) => number | null;
  onChange: (end: "min" | "max", value: number | null) => void;
}

const Range = memo(function Range({ min, max, label, fromPlaceholder, show, keep, onChange }: RangeProps) {
  const { t } = useTranslation("chessboard");
  return (
    <Space.Compact className="cb-filter-range">
      <InputNumber<number>
        min={0}
        placeholder={fromPlaceholder}
        aria-label={`${label} ${t("filters.from")}`}
        value={show(min)}
        onChange={(v) => onChange("min", keep(v))}
      />
      <InputNumber<number>
        min={0}
        placeholder={t("filters.to")}
        aria-label={`${label} ${t("filters.to")}`}
        value={show(max)}
        onChange={(v) => onChange("max", keep(v))}
      />
    </Space.Compact>
  );
});

/** Status, rooms, price and area filters; cells that do not match are dimmed, not hidden. */
export function BoardFilters({ value, onChange, rooms, matched, total }: BoardFiltersProps) {
  const { t } = useTranslation("chessboard");
  const statusOptions = useMemo(() => UNIT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })), [t]);
  const roomOptions = useMemo(
    () => rooms.map((r) => ({ value: r, label: t("filters.roomsOption", { count: r }) })),
    [rooms, t],
  );
  const setStatuses = useCallback(
    (statuses: UnitStatus[]) => onChange((f) => ({ ...f, statuses })),
    [onChange],
  );
  const setRooms = useCallback((r: number[]) => onChange((f) => ({ ...f, rooms: r })), [onChange]);
  const setPrice = useCallback(
    (end: "min" | "max", v: number | null) =>
      onChange((f) => (end === "min" ? { ...f, priceMin: v } : { ...f, priceMax: v })),
    [onChange],
  );
  const setArea = useCallback(
    (end: "min" | "max", v: number | null) =>
      onChange((f) => (end === "min" ? { ...f, areaMin: v } : { ...f, areaMax: v })),
    [onChange],
  );
  const reset = useCallback(() => onChange(() => EMPTY_FILTER), [onChange]);
  return (
    <div className="cb-filters">
      <Choice
        className="cb-filter-status"
        label={t("filters.status")}
        value={value.statuses}
        options={statusOptions}
        onChange={setStatuses}
      />
      <Choice
        className="cb-filter-rooms"
        label={t("filters.rooms")}
        value={value.rooms}
        options={roomOptions}
        onChange={setRooms}
      />
      <Range
        min={value.priceMin}
        max={value.priceMax}
        label={t("filters.price")}
        fromPlaceholder={t("filters.priceFrom")}
        show={toMln}
        keep={fromMln}
        onChange={setPrice}
      />
      <Range
        min={value.areaMin}
        max={value.areaMax}
        label={t("filters.area")}
        fromPlaceholder={t("filters.areaFrom")}
        show={same}
        keep={same}
        onChange={setArea}
      />
      <ResetButton disabled={isFilterEmpty(value)} onClick={reset} label={t("filters.reset")} />
      <span className="cb-matched" data-matched={matched}>
        {t("filters.matched", { count: matched, total })}
      </span>
    </div>
  );
}

const ResetButton = memo(function ResetButton({
  disabled,
  onClick,
  label,
}: {
  disabled: boolean;
  onClick: () => void;
  label: string;
}) {
  return (
    <Button disabled={disabled} onClick={onClick}>
      {label}
    </Button>
  );
});
