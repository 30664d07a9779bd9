import {
  type HandoverListQuery,
  type HandoverPage,
  type HandoverPageOf,
  type HandoverTab,
  SEARCH_TOTAL_CAP,
  TOTAL_CAP,
  tashkentToday,
} from "@makon/shared";
import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/types";
import { cappedCount, capTotal, countUpTo, offsetOf } from "../../lib/paging";
import type { ScopedViewer } from "../../lib/record-scope";
import { contractsOfClients } from "../contracts/contract-list.service";
import { type HandoverFilter, handoverPageSql, handoverRowsSql } from "./handover-sql";

/** The most rows an export writes (the list's order, the rest left off), as the debtors' export. */
export const HANDOVER_EXPORT_LIMIT = 50_000;

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

async function rowsOf(db: Db, statement: SQL): Promise<RawRow[]> {
  const result = (await db.execute(statement)) as unknown as { rows: RawRow[] };
  return result.rows;
}

/** The contracts of the buyers a search finds, read once (as the contract list and debtors do). */
async function searched(db: Db, f: HandoverFilter): Promise<number[]> {
  const text = f.q?.trim();
  return text ? contractsOfClients(db, text) : [];
}

/**
 * One tab of /topshiruv, paged: one statement for the page and its total (counted up to the cap
 * beside it), a second only for a page past the end. Rows in the viewer's contract scope.
 */
export async function listHandover(
  db: Db,
  q: HandoverListQuery,
  viewer: ScopedViewer,
  today = tashkentToday(),
): Promise<HandoverPage> {
  const { page, size, ...f } = q;
  const found = await searched(db, f);
  const cap = f.q?.trim() ? SEARCH_TOTAL_CAP : TOTAL_CAP;
  const count = (rows: SQL) => cappedCount(rows, cap).getSQL();
  const statement = handoverPageSql(f, viewer, today, found, { limit: size, offset: offsetOf(q) }, count);
  const raw = await rowsOf(db, statement);
  // A page past the end has no row to carry the count: only then is it counted on its own.
  const first = raw[0];
  const counted = first
    ? Number(first._count)
    : page > 1
      ? await countUpTo(db, handoverRowsSql(f, viewer, today, found), cap)
      : 0;
  const items = raw.map((r) => toRow(f.tab, r));
  return { tab: f.tab, items, ...capTotal(counted, cap), page, size } as HandoverPage;
}

/** Every row of a tab's filter (up to HANDOVER_EXPORT_LIMIT) in the list's order, for the export. */
export async function handoverExportRows(
  db: Db,
  f: HandoverFilter,
  viewer: ScopedViewer,
  today = tashkentToday(),
): Promise<HandoverRows> {
  const found = await searched(db, f);
  const raw = await rowsOf(
    db,
    handoverPageSql(f, viewer, today, found, { limit: HANDOVER_EXPORT_LIMIT, offset: 0 }),
  );
  return { tab: f.tab, items: raw.map((r) => toRow(f.tab, r)) } as HandoverRows;
}
