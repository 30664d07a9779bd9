import {
  type HandoverListQuery,
  type HandoverPage,
  type HandoverPageOf,
  type HandoverTab,
  SEARCH_TOTAL_CAP,
  TOTAL_CAP,
  tashkentToday,
} from "@makon/shared";
import { queryRows } from "../../db/raw";
import type { Db } from "../../db/types";
import { EXPORT_MAX_ROWS } from "../../lib/excel";
import { cappedCount, capTotal, countUpTo, offsetOf } from "../../lib/paging";
import { rawStatement } from "../../lib/prepared";
import { type ScopedViewer, scopeKey } from "../../lib/record-scope";
import { knownFigures, rememberedFigures, rememberFigures } from "../../lib/remembered-figures";
import { countersOf } from "../../lib/version-cache";
import { searchedContractIds } from "../collections";
import {
  type HandoverFilter,
  handoverIdsSql,
  handoverPageSql,
  handoverRowsByIdsSql,
  handoverRowsSql,
} from "./handover-sql";

type Items<T extends HandoverTab> = HandoverPageOf<T>["items"];
export type HandoverRows = { [T in HandoverTab]: { tab: T; items: Items<T> } }[HandoverTab];

/** A row as the statement gives it: moments as epoch milliseconds, money as float8. */
type RawRow = Record<string, unknown> & { _count?: number | string };

const iso = (ms: unknown) => (ms === null || ms === undefined ? null : new Date(Number(ms)).toISOString());

/** The statement's row as the answer's: moments to ISO, the rest as the SQL named and cast it. */
function toRow(tab: HandoverTab, raw: RawRow): Record<string, unknown> {
  const { _count, ...row } = raw;
  if (tab === "ready") return { ...row, appointmentAt: iso(row.appointmentAt) };
  if (tab === "appointments") return { ...row, scheduledAt: iso(row.scheduledAt) };
  return row;
}

/** The contracts a search finds by number or buyer, read once (as the debtors and cases do). */
async function searched(db: Db, f: HandoverFilter): Promise<number[]> {
  const text = f.q?.trim();
  return text ? searchedContractIds(db, text) : [];
}

/** The tables a tab's filter reads: their change counters tag its remembered total. */
const HANDOVER_TABLES = [
  "contracts",
  "units",
  "buildings",
  "handover_permits",
  "handover_appointments",
  "handovers",
  "handover_defects",
  "clients",
  "users",
] as const;

const rowsOfTab = (tab: HandoverTab) =>
  rawStatement<RawRow>(`handover_${tab}_rows_by_ids`, handoverRowsByIdsSql(tab));
/** Each tab's rows by id: one statement prepared per tab (its plan made once per connection). */
const rowsByIds: Record<HandoverTab, ReturnType<typeof rowsOfTab>> = {
  ready: rowsOfTab("ready"),
  appointments: rowsOfTab("appointments"),
  handed: rowsOfTab("handed"),
  defects: rowsOfTab("defects"),
};

/**
 * One tab of /topshiruv, paged: the page's row ids in the asked order (the tab's own tables, the
 * contract and the unit), then those rows by a prepared statement. The filter's total is counted up
 * to the cap once and remembered under the change counters of the tables it reads, as a list's
 * total (lib/remembered-figures.ts; the day is part of the key, for the views by day): when not known,
 * it is counted in the ids' own statement. The ready tab's deals are contracts of finished
 * buildings, a few among all the concluded ones that no index of contracts holds in order: the
 * filter's ids in the asked order are worked out once and remembered the same way (up to the cap),
 * and a page is a slice of them. Rows in the viewer's contract scope.
 */
export async function listHandover(
  db: Db,
  q: HandoverListQuery,
  viewer: ScopedViewer,
  counters: string | null = null,
  today = tashkentToday(),
): Promise<HandoverPage> {
  const { page, size, ...f } = q;
  // Seen before anything is read: a write in between only makes the next request count again.
  // `counters`: every counter, as the session lookup brought them (lib/version-cache countersOf).
  const seen = await countersOf(db, HANDOVER_TABLES, counters);
  const found = await searched(db, f);
  const cap = f.q?.trim() ? SEARCH_TOTAL_CAP : TOTAL_CAP;
  const offset = offsetOf(q);
  const { sort: _sort, ...filter } = f;
  const key = `topshiruv:${today}:${scopeKey(viewer, "contract")}:${JSON.stringify(filter)}`;
  let counted: number;
  let ids: number[];
  if (f.tab === "ready" && offset + size <= cap + 1) {
    const ordered = await rememberedFigures(
      db,
      `${key}:${f.sort ?? ""}`,
      seen,
      async () =>
        (
          await queryRows<RawRow>(db, handoverIdsSql(f, viewer, today, found, { limit: cap + 1, offset: 0 }))
        ).map((r) => Number(r.id)),
      (list) => list.length,
    );
    counted = ordered.length;
    ids = ordered.slice(offset, offset + size);
  } else {
    const known = knownFigures<number>(db, key, seen);
    const read =
      known !== undefined && offset >= known
        ? []
        : await queryRows<RawRow>(
            db,
            handoverIdsSql(
              f,
              viewer,
              today,
              found,
              { limit: size, offset },
              known === undefined ? (rows) => cappedCount(rows, cap).getSQL() : undefined,
            ),
          );
    ids = read.map((r) => Number(r.id));
    counted =
      known ??
      (read[0]
        ? Number(read[0].total)
        : offset > 0
          ? await countUpTo(db, handoverRowsSql(f, viewer, today, found), cap)
          : 0);
    if (known === undefined) rememberFigures(db, key, seen, counted);
  }
  const rows = ids.length ? await rowsByIds[f.tab](db, { ids, today }) : [];
  const byId = new Map(rows.map((r) => [Number(r.id ?? r.contractId), r]));
  const items = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toRow(f.tab, row)] : [];
  });
  return { tab: f.tab, items, ...capTotal(counted, cap), page, size } as HandoverPage;
}

/** Every row of a tab's filter (up to EXPORT_MAX_ROWS) in the list's order, for the export. */
export async function handoverExportRows(
  db: Db,
  f: HandoverFilter,
  viewer: ScopedViewer,
  today = tashkentToday(),
): Promise<HandoverRows> {
  const found = await searched(db, f);
  const raw = await queryRows<RawRow>(
    db,
    handoverPageSql(f, viewer, today, found, { limit: EXPORT_MAX_ROWS, offset: 0 }),
  );
  return { tab: f.tab, items: raw.map((r) => toRow(f.tab, r)) } as HandoverRows;
}
