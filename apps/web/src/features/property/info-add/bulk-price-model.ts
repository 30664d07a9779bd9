import { type BulkPriceBody, bulkPriceBodySchema, type Unit } from "@makon/shared";

export type PriceMode = BulkPriceBody["mode"];

export interface BulkPriceFormValues {
  objectId?: number | null;
  buildingId?: number | null;
  entrances?: number[];
  floorFrom?: number | null;
  floorTo?: number | null;
  rooms?: number[];
  mode: PriceMode;
  value?: number | null;
}

export const DEFAULT_BULK_VALUES: BulkPriceFormValues = { mode: "percent", entrances: [], rooms: [] };

/** Statuses whose price the API changes; a booked or sold unit keeps the price of its deal. */
export const FREE_STATUSES: readonly Unit["status"][] = ["available", "not_for_sale"];

export type BulkProblem = "building" | "value" | "range" | "floors";

/** The body of POST /api/bino/{id}/prices, or what is missing or wrong. */
export function toBulkBody(
  values: BulkPriceFormValues,
): { ok: true; buildingId: number; body: BulkPriceBody } | { ok: false; problem: BulkProblem } {
  if (!values.buildingId) return { ok: false, problem: "building" };
  if (values.value === null || values.value === undefined) return { ok: false, problem: "value" };
  const from = values.floorFrom ?? undefined;
  const to = values.floorTo ?? undefined;
  if (from !== undefined && to !== undefined && from > to) return { ok: false, problem: "floors" };
  const parsed = bulkPriceBodySchema.safeParse({
    mode: values.mode,
    value: values.value,
    ...(values.entrances?.length ? { entrances: values.entrances } : {}),
    ...(from !== undefined ? { floorFrom: from } : {}),
    ...(to !== undefined ? { floorTo: to } : {}),
    ...(values.rooms?.length ? { rooms: values.rooms } : {}),
  });
  if (!parsed.success) return { ok: false, problem: "range" };
  return { ok: true, buildingId: values.buildingId, body: parsed.data };
}

/**
 * What the selection covers in the cached units list: how many free units change and how many
 * booked or sold ones are left alone. An estimate for the confirmation; the API's count is final.
 */
export function selectionCounts(
  units: readonly Unit[],
  entranceNumber: ReadonlyMap<number, number>,
  buildingId: number,
  body: BulkPriceBody,
): { free: number; locked: number } {
  let free = 0;
  let locked = 0;
  for (const u of units) {
    if (u.buildingId !== buildingId) continue;
    const entrance = entranceNumber.get(u.entranceId);
    if (body.entrances?.length && (entrance === undefined || !body.entrances.includes(entrance))) continue;
    if (body.floorFrom !== undefined && u.floor < body.floorFrom) continue;
    if (body.floorTo !== undefined && u.floor > body.floorTo) continue;
    if (body.rooms?.length && !body.rooms.includes(u.rooms)) continue;
    if (FREE_STATUSES.includes(u.status)) free++;
    else locked++;
  }
  return { free, locked };
}
