import { SearchOutlined } from "@ant-design/icons";
import { type Building, type PropertyObject, UNIT_STATUSES } from "@makon/shared";
import { Input, InputNumber, Select, Switch } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ObjectSelect, ResetButton, StatusesSelect } from "../../../../lib/ui/list-toolbar";
import { MoneyInput } from "../../../../lib/ui/money-input";
import { useDebouncedValue } from "../../../../lib/ui/use-debounced-value";
import { type BazaFilters, DEFAULT_BAZA_PARAMS } from "../baza-params";

interface BazaToolbarProps {
  filters: BazaFilters;
  objects: readonly PropertyObject[];
  buildings: readonly Building[];
  /**
   * Only the filters that changed, for the list to lay over its filters as they are by then;
   * any filter change starts again at page 1.
   */
  onChange: (change: Partial<BazaFilters>) => void;
}

/** The typed filters: applied once typing stops, so a number is not asked for digit by digit. */
type Typed = Pick<BazaFilters, "q" | "priceMin" | "priceMax" | "areaMin" | "areaMax">;

const ROOM_COUNTS = [1, 2, 3, 4, 5, 6] as const;

const typedOf = (f: BazaFilters): Typed => ({
  q: f.q,
  priceMin: f.priceMin,
  priceMax: f.priceMax,
  areaMin: f.areaMin,
  areaMax: f.areaMax,
});

const sameTyped = (a: Typed, b: Typed) =>
  a.q === b.q &&
  a.priceMin === b.priceMin &&
  a.priceMax === b.priceMax &&
  a.areaMin === b.areaMin &&
  a.areaMax === b.areaMax;

/** Search, object → building, status, rooms, price and area ranges, and the archive switch. */
export function BazaToolbar({ filters, objects, buildings, onChange }: BazaToolbarProps) {
  const { t } = useTranslation("baza");
  const { t: tc } = useTranslation();
  const [typed, setTyped] = useState<Typed>(() => typedOf(filters));
  const debounced = useDebouncedValue(typed, 400);

  // Only a new debounced value is applied: a reset or a changed address must not bring back
  // what was typed before it.
  const latest = useRef({ filters, onChange });
  latest.current = { filters, onChange };
  const applied = useRef(debounced);
  useEffect(() => {
    if (sameTyped(debounced, applied.current)) return;
    applied.current = debounced;
    const current = latest.current;
    if (!sameTyped(debounced, typedOf(current.filters))) current.onChange({ ...debounced });
  }, [debounced]);

  // The address changed from outside (back button, the menu's link): show its values.
  const { q, priceMin, priceMax, areaMin, areaMax } = filters;
  useEffect(() => {
    const outside = { q, priceMin, priceMax, areaMin, areaMax };
    if (sameTyped(outside, applied.current)) return;
    applied.current = outside;
    setTyped(outside);
  }, [q, priceMin, priceMax, areaMin, areaMax]);

  const set = (patch: Partial<BazaFilters>) => onChange({ ...typed, ...patch });
  const type = (patch: Partial<Typed>) => setTyped((current) => ({ ...current, ...patch }));
  const num = (value: number | string | null) => (typeof value === "number" ? value : undefined);

  const shownObjects = objects.filter(
    (o) => filters.includeArchived || !o.archivedAt || o.id === filters.objectId,
  );
  const shownBuildings = buildings.filter(
    (b) => filters.objectId === undefined || b.objectId === filters.objectId,
  );
  const objectName = new Map(objects.map((o) => [o.id, o.name]));

  const reset = () => {
    const { page: _p, size: _s, sort: _o, ...empty } = DEFAULT_BAZA_PARAMS;
    applied.current = typedOf(empty);
    setTyped(applied.current);
    onChange(empty);
  };

  return (
    <search className="baza-toolbar">
      <Input
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t("searchPlaceholder")}
        aria-label={t("search")}
        value={typed.q}
        onChange={(e) => type({ q: e.target.value })}
        className="baza-search"
        maxLength={100}
      />
      <ObjectSelect
        className="baza-filter"
        value={filters.objectId}
        onChange={(objectId) => set({ objectId, buildingId: undefined })}
        options={shownObjects}
      />
      <Select
        aria-label={t("filters.building")}
        className="baza-filter"
        allowClear
        placeholder={t("filters.building")}
        value={filters.buildingId}
        onChange={(value?: number) => set({ buildingId: value ?? undefined })}
        options={shownBuildings.map((b) => ({
          value: b.id,
          label: filters.objectId === undefined ? `${objectName.get(b.objectId) ?? ""} · ${b.name}` : b.name,
        }))}
        showSearch={{ optionFilterProp: "label" }}
      />
      <StatusesSelect
        label={t("filters.status")}
        className="baza-filter baza-filter-status"
        value={filters.statuses}
        onChange={(value) => set({ statuses: value })}
        options={UNIT_STATUSES.map((s) => ({ value: s, label: tc(`unitStatus.${s}`) }))}
      />
      <Select
        aria-label={t("filters.rooms")}
        className="baza-filter baza-filter-rooms"
        allowClear
        placeholder={t("filters.rooms")}
        value={filters.rooms}
        onChange={(value?: number) => set({ rooms: value ?? undefined })}
        options={ROOM_COUNTS.map((n) => ({ value: n, label: t("filters.roomsOption", { count: n }) }))}
      />
      <fieldset className="baza-range">
        <legend>{t("filters.price")}</legend>
        <MoneyInput
          style={undefined}
          aria-label={t("filters.priceMin")}
          placeholder={t("filters.priceMin")}
          min={0}
          step={1_000_000}
          value={typed.priceMin ?? null}
          onChange={(v) => type({ priceMin: num(v) })}
        />
        <span aria-hidden>–</span>
        <MoneyInput
          style={undefined}
          aria-label={t("filters.priceMax")}
          placeholder={t("filters.priceMax")}
          min={0}
          step={1_000_000}
          value={typed.priceMax ?? null}
          onChange={(v) => type({ priceMax: num(v) })}
        />
      </fieldset>
      <fieldset className="baza-range baza-range-area">
        <legend>{t("filters.area")}</legend>
        <InputNumber<number>
          aria-label={t("filters.areaMin")}
          placeholder={t("filters.areaMin")}
          min={0}
          value={typed.areaMin ?? null}
          onChange={(v) => type({ areaMin: num(v) })}
        />
        <span aria-hidden>–</span>
        <InputNumber<number>
          aria-label={t("filters.areaMax")}
          placeholder={t("filters.areaMax")}
          min={0}
          value={typed.areaMax ?? null}
          onChange={(v) => type({ areaMax: num(v) })}
        />
      </fieldset>
      <label className="baza-archived" htmlFor="baza-archived">
        <Switch
          id="baza-archived"
          size="small"
          checked={filters.includeArchived}
          onChange={(checked) => set({ includeArchived: checked })}
        />
        {t("filters.archived")}
      </label>
      <ResetButton onClick={reset} className="baza-reset" />
    </search>
  );
}
