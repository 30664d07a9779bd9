import {
  DEBT_BANDS,
  type DebtBand,
  type DebtCaseStatus,
  type DebtorListQuery,
  type DebtorPage,
  type DebtorRow,
  type DebtorSort,
  type DebtorTotals,
  debtBandOf,
  tashkentToday,
} from "@makon/shared";
import { type SQL, sql } from "drizzle-orm";
import { queryRow, queryRows } from "../../db/raw";
import type { Db } from "../../db/types";
import { EXPORT_MAX_ROWS } from "../../lib/excel";
import { nearestAnchor, rememberAnchor } from "../../lib/page-anchors";
import { rawStatement } from "../../lib/prepared";
import { contractScopeSql, type ScopedViewer, scopeKey } from "../../lib/record-scope";
import {
  afterWorkUnderWay,
  knownFigures,
  markUnderWay,
  rememberedFigures,
  rememberFigures,
} from "../../lib/remembered-figures";
import { countersOf, readVersions } from "../../lib/version-cache";
import { searchedContractIds } from "./contract-search";
import {
  DEBTOR_TABLES,
  type DebtorFilter,
  debtorBandsSql,
  debtorIdsSql,
  debtorOrderSql,
  debtorPageSql,
  debtorRowsSql,
  debtorsCte,
  type IndexedDebtorSort,
  isIndexedSort,
  type RememberedDebtorOrder,
  rememberedOrderOf,
} from "./debtors-sql";

/** One contract's figures (overdue rows, days, penalty) live in overdue.ts; the write side uses them. */
export { type OverdueFigures, overdueOf } from "./overdue";

/** A row as the statement's JSON gives it: the same fields, a moment as Postgres wrote it. */
type RawRow = Omit<DebtorRow, "band" | "lastActionAt" | "caseStatus"> & {
  caseStatus: string | null;
  lastActionAt: string | null;
};

interface RawPage {
  total: number;
  overdue_amount: string | number;
  penalty: string | number;
  bands: { band: DebtBand; count: number; overdueAmount: number | string; penalty: number | string }[];
  items: RawRow[];
  /** With a remembered order asked (debtorPageSql's `order`): the filter's debtors in it. */
  order_ids?: number[];
  order_bands?: number[];
}

/** A moment as either driver or Postgres's JSON gives it, as the answer's ISO text. */
const isoOf = (at: Date | string | null): string | null => (at === null ? null : new Date(at).toISOString());

/**
 * The answer's row, field by field: from the first page's JSON (its ordinal `ord` left out) or the
 * prepared statement's row (sums as the driver gives a bigint). One object of the answer's exact
 * fields, built once: written as it is (lib/answer-serializer).
 */
function toRow(r: RawRow | PlainRow): DebtorRow {
  return {
    contractId: r.contractId,
    contractNumber: r.contractNumber,
    contractStatus: r.contractStatus,
    clientId: r.clientId,
    clientName: r.clientName,
    clientPhone: r.clientPhone,
    unitId: r.unitId,
    unitNumber: r.unitNumber,
    objectId: r.objectId,
    objectName: r.objectName,
    buildingName: r.buildingName,
    managerId: r.managerId,
    managerName: r.managerName,
    overdueAmount: Number(r.overdueAmount),
    overdueRows: r.overdueRows,
    oldestDueDate: r.oldestDueDate,
    daysOverdue: r.daysOverdue,
    band: debtBandOf(r.daysOverdue),
    penalty: Number(r.penalty),
    caseId: r.caseId,
    caseStatus: r.caseStatus as DebtCaseStatus | null,
    assigneeId: r.assigneeId,
    assigneeName: r.assigneeName,
    lastActionType: r.lastActionType,
    lastActionAt: isoOf(r.lastActionAt),
    promisedDate: r.promisedDate,
    promiseBroken: r.promiseBroken,
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
  const row = await queryRow<RawPage>(db, statement);
  if (!row) throw new Error("the debtors statement returned no row");
  return row;
}

/** The contracts a search finds (read first, as the contract list does). */
async function searchedContracts(db: Db, f: DebtorFilter): Promise<number[]> {
  const text = f.q?.trim();
  return text ? searchedContractIds(db, text) : [];
}

/** Each band's debtors (in DEBT_BANDS order): how many, what they owe, their penalty. */
type BandFigures = { count: number; amount: number; penalty: number }[];

/** A filter's debtors in a remembered order: their contract ids and each one's band (its index). */
interface DebtorOrder {
  ids: number[];
  bands: number[];
}

const orderFrom = (ids: readonly unknown[] = [], bands: readonly unknown[] = []): DebtorOrder => ({
  ids: ids.map(Number),
  bands: bands.map(Number),
});

/**
 * A filter narrower than being a debtor: an object, a collector, a case status or a broken promise.
 * Its pages are slices of its remembered order: walking the index of next due dates would test
 * the filter on every debtor before the page (an object's units, a case each) for each page.
 */
const narrowFilter = (f: DebtorFilter) =>
  f.objectId !== undefined || f.assigneeId !== undefined || Boolean(f.status) || Boolean(f.promiseBroken);

/** What the debtors' remembered figures depend on besides the tables: the day, the scope, the filter. */
function figuresKey(f: DebtorFilter, viewer: ScopedViewer, today: string, what: string): string {
  const { band: _band, ...filter } = f;
  return `undiruv:${what}:${today}:${scopeKey(viewer, "contract")}:${JSON.stringify(filter)}`;
}

/** The bands of a statement's `bands` (debtorPageSql's), in DEBT_BANDS order. */
function bandsOf(raw: RawPage["bands"]): BandFigures {
  return DEBT_BANDS.map((band) => {
    const b = raw.find((x) => x.band === band);
    return { count: b?.count ?? 0, amount: Number(b?.overdueAmount ?? 0), penalty: Number(b?.penalty ?? 0) };
  });
}

/**
 * Every band's count and sums under the filter (its band aside), remembered per filter and scope
 * under the change counters of the debtors' tables (`seen`): a list's total, for a list whose
 * total is four (decision 11; docs/performance.md).
 */
function bandFigures(
  db: Db,
  f: DebtorFilter,
  viewer: ScopedViewer,
  today: string,
  found: readonly number[],
  seen: string,
): Promise<BandFigures> {
  return rememberedFigures(db, figuresKey(f, viewer, today, "bands"), seen, async () => {
    const rows = await queryRows<{
      band: number;
      count: number;
      amount: string | number;
      penalty: string | number;
    }>(db, debtorBandsSql(debtorsCte(f, viewer, today, found)));
    const figures: BandFigures = DEBT_BANDS.map(() => ({ count: 0, amount: 0, penalty: 0 }));
    for (const r of rows)
      figures[Number(r.band)] = { count: r.count, amount: Number(r.amount), penalty: Number(r.penalty) };
    return figures;
  });
}

/** The filter's debtors in a remembered order (its band aside), remembered as the bands are. */
function debtorOrder(
  db: Db,
  f: DebtorFilter,
  viewer: ScopedViewer,
  today: string,
  found: readonly number[],
  seen: string,
  by: RememberedDebtorOrder,
): Promise<DebtorOrder> {
  return rememberedFigures(
    db,
    figuresKey(f, viewer, today, by),
    seen,
    async () => {
      const [row] = await queryRows<{ order_ids: number[]; order_bands: number[] }>(
        db,
        debtorOrderSql(debtorsCte(f, viewer, today, found), by),
      );
      return orderFrom(row?.order_ids, row?.order_bands);
    },
    (order) => order.ids.length,
  );
}

/** What a page of the debtors is read with. */
interface PageAsk {
  f: DebtorFilter;
  viewer: ScopedViewer;
  today: string;
  /** The contracts the search found. */
  found: readonly number[];
  /** The counters of DEBTOR_TABLES, read before anything else. */
  seen: string;
  sort: DebtorSort;
  band: DebtBand | undefined;
  page: { page: number; size: number };
}

/**
 * A page of the filter's debtors: a slice of its remembered order, the band's own (ascending orders
 * are the descending ones read backwards, the contract id's tie-break with it).
 */
async function orderedPageIds(db: Db, ask: PageAsk): Promise<number[]> {
  const { f, viewer, today, found, seen, sort, band, page } = ask;
  const order = await debtorOrder(db, f, viewer, today, found, seen, rememberedOrderOf(sort));
  const wanted = band === undefined ? -1 : DEBT_BANDS.indexOf(band);
  const ids = wanted < 0 ? order.ids : order.ids.filter((_, k) => order.bands[k] === wanted);
  const backwards = sort !== "contract" && !sort.startsWith("-");
  const from = (page.page - 1) * page.size;
  if (!backwards) return ids.slice(from, from + page.size);
  // Read from the end: the page without reversing the whole list.
  const end = Math.max(0, ids.length - from);
  return ids.slice(Math.max(0, end - page.size), end).reverse();
}

/**
 * A page of the filter's debtors read off the index of an indexed order, from the remembered start
 * of a page before it under the same counters and day (lib/page-anchors.ts): page 150 then steps
 * over the rows of one page, not of 149.
 */
async function indexedPageIds(db: Db, ask: PageAsk & { sort: IndexedDebtorSort }): Promise<number[]> {
  const { f, viewer, today, found, seen, sort, band, page } = ask;
  const key = figuresKey(f, viewer, today, `starts:${sort}:${band ?? ""}`);
  const offset = (page.page - 1) * page.size;
  const anchor = offset > 0 ? nearestAnchor(db, key, seen, offset) : undefined;
  const rows = await queryRows<{ id: number; k0: string; k1: string }>(
    db,
    debtorIdsSql(f, viewer, today, found, band, sort, page.size, offset, anchor),
  );
  const first = rows[0];
  if (first) rememberAnchor(db, key, seen, { offset, values: [first.k0, first.k1] });
  return rows.map((r) => r.id);
}

/** Whoever may see every contract: the page's rows are read by ids already in the viewer's filter. */
const EVERY_CONTRACT: ScopedViewer = {
  id: 0,
  dostup: [],
  clientScope: "all",
  contractScope: "all",
  sectionId: null,
};

/** A row as the prepared statement gives it: sums as the driver gives a bigint, a moment as a Date or text. */
type PlainRow = Omit<RawRow, "overdueAmount" | "penalty" | "lastActionAt"> & {
  overdueAmount: string | number;
  penalty: string | number;
  lastActionAt: Date | string | null;
};

/**
 * A page's rows by contract id, with their figures: one statement prepared once per connection,
 * debtorsCte kept to the ids (the filter chose them); the caller puts them in the ids' order.
 */
const rowsByIds = rawStatement<PlainRow>(
  "debtor_rows_by_ids",
  debtorRowsSql(debtorsCte({}, EVERY_CONTRACT, sql.placeholder("today"), [], sql.placeholder("ids"))),
);

/** The page's rows in the order of its ids. */
async function pageRows(db: Db, ids: number[], today: string): Promise<DebtorRow[]> {
  if (!ids.length) return [];
  const rows = await rowsByIds(db, { ids, today });
  const byId = new Map(rows.map((r) => [r.contractId, r]));
  const page: DebtorRow[] = [];
  for (const id of ids) {
    const r = byId.get(id);
    if (r) page.push(toRow(r));
  }
  return page;
}

/** A filter that is a search and nothing else (its band and order aside). */
const searchOnly = (f: DebtorFilter) =>
  Boolean(f.q?.trim()) &&
  f.objectId === undefined &&
  f.assigneeId === undefined &&
  !f.status &&
  !f.promiseBroken;

const missing = (): never => {
  throw new Error("the debtors statement returned no row");
};

type PageStatement = (db: Db, values: Record<string, unknown>) => Promise<RawPage[]>;
const searchPages = new Map<string, PageStatement>();

/**
 * A search's first page (debtorPageSql over the contracts it found, as debtorsCte's `only`), one
 * statement prepared per order and band: a search is a new filter every time, and the plan of
 * that statement costs more than running it over a search's few debtors.
 */
function searchPage(sort: DebtorSort, band: DebtBand | undefined): PageStatement {
  const name = `debtor_search_${sort.replace("-", "desc_")}_${band ?? "all"}`;
  let statement = searchPages.get(name);
  if (!statement) {
    const cte = debtorsCte({}, EVERY_CONTRACT, sql.placeholder("today"), [], sql.placeholder("ids"));
    statement = rawStatement<RawPage>(
      name,
      debtorPageSql(cte, band, sort, sql.placeholder("limit"), sql.placeholder("offset")),
    );
    searchPages.set(name, statement);
  }
  return statement;
}

/**
 * A filter's first page: every debtor's figures, the bands and the page in one statement —
 * prepared for a search alone in a scope of every contract, its found contracts a parameter; with
 * the filter's order (`by`) for its next pages when they slice one. Remembers the bands and that
 * order under the counters read before it.
 */
async function firstPage(db: Db, ask: PageAsk, by: RememberedDebtorOrder | undefined): Promise<DebtorPage> {
  const { f, viewer, today, found, seen, sort, band, page } = ask;
  const offset = (page.page - 1) * page.size;
  const raw =
    searchOnly(f) && !contractScopeSql(viewer)
      ? ((await searchPage(sort, band)(db, { ids: found, today, limit: page.size, offset }))[0] ?? missing())
      : await runPage(
          db,
          debtorPageSql(debtorsCte(f, viewer, today, found), band, sort, page.size, offset, by),
        );
  const figures = bandsOf(raw.bands);
  rememberFigures(db, figuresKey(f, viewer, today, "bands"), seen, figures);
  if (by && raw.order_ids) {
    const order = orderFrom(raw.order_ids, raw.order_bands);
    rememberFigures(db, figuresKey(f, viewer, today, by), seen, order, order.ids.length);
  }
  const totals = totalsOf(figures, band);
  return { items: raw.items.map(toRow), total: totals.count, page: page.page, size: page.size, totals };
}

/**
 * The debtors, paged: every contract with an overdue row of its current schedule on Tashkent's
 * today, with the band totals. The first page of a filter works out every debtor's figures, its
 * bands and its page in one statement (debtorPageSql), and the bands are remembered per filter and
 * scope under the change counters of the debtors' tables; requests of the filter that come while it
 * runs wait for it and read as next pages. The next pages are their contract ids —
 * read off contracts_next_due_idx for the orders by days of a list no narrower than a band or a
 * search (off the contract number's index for that order), else a slice of the filter's order,
 * remembered as the bands are (from the first page's statement when it asked for it) — and then
 * the figures of those contracts alone, by a prepared statement. Three round trips at most (the
 * counters, the ids, the rows), a search one more.
 */
export async function listDebtors(
  db: Db,
  q: DebtorListQuery,
  viewer: ScopedViewer,
  counters: string | null = null,
  today = tashkentToday(),
): Promise<DebtorPage> {
  const { page, size, sort, band, ...rest } = q;
  // Seen before anything is read: a write in between only makes the next request count again.
  // `counters`: every counter, as the session lookup brought them (lib/version-cache countersOf).
  const seen = await countersOf(db, DEBTOR_TABLES, counters);
  const found = await searchedContracts(db, rest);
  const bandsKey = figuresKey(rest, viewer, today, "bands");
  let known = knownFigures<BandFigures>(db, bandsKey, seen);
  // A first page of this filter under way (everyone opens it after a payment): its figures, not
  // ours. Nothing awaited between this look and marking our own first page below.
  const waiting = known === undefined ? afterWorkUnderWay<BandFigures>(db, bandsKey, seen) : undefined;
  if (waiting) known = await waiting;
  // Pages that slice a remembered order: the orders by sums, and every order of a narrow filter.
  const sliced = !isIndexedSort(sort) || narrowFilter(rest);
  const ask: PageAsk = { f: rest, viewer, today, found, seen, sort, band, page: { page, size } };
  if (known === undefined)
    return markUnderWay(db, bandsKey, seen, firstPage(db, ask, sliced ? rememberedOrderOf(sort) : undefined));
  const ids =
    !sliced && isIndexedSort(sort)
      ? await indexedPageIds(db, { ...ask, sort })
      : await orderedPageIds(db, ask);
  const totals = totalsOf(known, band);
  return { items: await pageRows(db, ids, today), total: totals.count, page, size, totals };
}

/** The page's totals (its band's, or every band's) and every band's count and amount. */
function totalsOf(figures: BandFigures, band: DebtBand | undefined): DebtorTotals {
  const counted =
    band === undefined ? figures : [figures[DEBT_BANDS.indexOf(band)] ?? { count: 0, amount: 0, penalty: 0 }];
  return {
    count: counted.reduce((n, b) => n + b.count, 0),
    overdueAmount: counted.reduce((n, b) => n + b.amount, 0),
    penalty: counted.reduce((n, b) => n + b.penalty, 0),
    bands: DEBT_BANDS.map((b, k) => ({
      band: b,
      count: figures[k]?.count ?? 0,
      overdueAmount: figures[k]?.amount ?? 0,
    })),
  };
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
  const raw = await runPage(db, debtorPageSql(cte, band, sort, EXPORT_MAX_ROWS, 0));
  return { rows: raw.items.map(toRow), totals: toTotals(raw) };
}

/** Every debtor's totals and bands in the viewer's scope (the boss's view), without rows: remembered as the list's. */
export async function debtorTotals(
  db: Db,
  viewer: ScopedViewer,
  today = tashkentToday(),
): Promise<DebtorTotals> {
  const seen = await readVersions(db, DEBTOR_TABLES);
  return totalsOf(await bandFigures(db, {}, viewer, today, [], seen), undefined);
}
