import {
  DEBT_BANDS,
  type DebtBand,
  type DebtCaseStatus,
  type DebtorListQuery,
  type DebtorPage,
  type DebtorRow,
  type DebtorTotals,
  debtBandOf,
  tashkentToday,
} from "@makon/shared";
import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/types";
import type { ScopedViewer } from "../../lib/record-scope";
import { contractsOfClients } from "../contracts/contract-list.service";
import { type DebtorFilter, debtorPageSql, debtorsCte } from "./debtors-sql";

/** One contract's figures (overdue rows, days, penalty) live in overdue.ts; the write side uses them. */
export { type OverdueFigures, overdueOf } from "./overdue";

/** The most rows an export writes (the list's order, the rest left off). */
export const DEBTOR_EXPORT_LIMIT = 50_000;

/** A row as the statement's JSON gives it: the same fields, a moment as Postgres wrote it. */
type RawRow = Omit<DebtorRow, "band" | "lastActionAt" | "caseStatus"> & {
  caseStatus: string | null;
  lastActionAt: string | null;
};

interface RawPage {
  total: number;
  overdue_amount: string | number;
  penalty: string | number;
  bands: { band: DebtBand; count: number; overdueAmount: number }[];
  items: RawRow[];
}

function toRow(r: RawRow): DebtorRow {
  return {
    ...r,
    caseStatus: r.caseStatus as DebtCaseStatus | null,
    lastActionType: r.lastActionType,
    lastActionAt: r.lastActionAt === null ? null : new Date(r.lastActionAt).toISOString(),
    band: debtBandOf(r.daysOverdue),
  };
}

function toTotals(raw: RawPage): DebtorTotals {
  const byBand = new Map(raw.bands.map((b) => [b.band, b]));
  return {
    count: raw.total,
    overdueAmount: Number(raw.overdue_amount),
    penalty: Number(raw.penalty),
    bands: DEBT_BANDS.map((band) => ({
      band,
      count: byBand.get(band)?.count ?? 0,
      overdueAmount: Number(byBand.get(band)?.overdueAmount ?? 0),
    })),
  };
}

async function runPage(db: Db, statement: SQL): Promise<RawPage> {
  const result = (await db.execute(statement)) as unknown as { rows: RawPage[] };
  const row = result.rows[0];
  if (!row) throw new Error("the debtors statement returned no row");
  return row;
}

/** The contracts of the clients a search finds (read first, as the contract list does). */
async function searchedContracts(db: Db, f: DebtorFilter): Promise<number[]> {
  const text = f.q?.trim();
  return text ? contractsOfClients(db, text) : [];
}

/**
 * The debtors, paged: every contract with an overdue row of its current schedule on Tashkent's
 * today, in one statement (two round trips with a client search), with the band totals. Not
 * remembered between requests: the figures move with the day and with tables that keep no
 * change counter (promises, waivers).
 */
export async function listDebtors(
  db: Db,
  q: DebtorListQuery,
  viewer: ScopedViewer,
  today = tashkentToday(),
): Promise<DebtorPage> {
  const { page, size, sort, band, ...rest } = q;
  const cte = debtorsCte(rest, viewer, today, await searchedContracts(db, rest));
  const raw = await runPage(db, debtorPageSql(cte, band, sort, size, (page - 1) * size));
  return { items: raw.items.map(toRow), total: raw.total, page, size, totals: toTotals(raw) };
}

/** The filtered debtors for Excel, in the list's order (bounded), with the totals. */
export async function exportDebtors(
  db: Db,
  q: Omit<DebtorListQuery, "page" | "size">,
  viewer: ScopedViewer,
  today = tashkentToday(),
): Promise<{ rows: DebtorRow[]; totals: DebtorTotals }> {
  const { sort, band, ...rest } = q;
  const cte = debtorsCte(rest, viewer, today, await searchedContracts(db, rest));
  const raw = await runPage(db, debtorPageSql(cte, band, sort, DEBTOR_EXPORT_LIMIT, 0));
  return { rows: raw.items.map(toRow), totals: toTotals(raw) };
}

/** Every debtor's totals and bands in the viewer's scope (the boss's view), without rows. */
export async function debtorTotals(
  db: Db,
  viewer: ScopedViewer,
  today = tashkentToday(),
): Promise<DebtorTotals> {
  const cte = debtorsCte({}, viewer, today, []);
  return toTotals(await runPage(db, debtorPageSql(cte, undefined, "-days", 0, 0)));
}
