import { CLIENT_STEPS, type ClientStep, DEBT_BANDS, type DebtBand, tashkentToday } from "@makon/shared";
import { type SQL, sql } from "drizzle-orm";
import { queryRows } from "../../db/raw";
import type { Db } from "../../db/types";
import { clientScopeSql, contractScopeSql, type ScopedViewer } from "../../lib/record-scope";
import { bandCondition, debtorsCte } from "../collections";
import { periodInstants, type StatsPeriod } from "./stats-period";

export * from "./stats-period";

/**
 * The one SQL definition of each figure (decision 19, STATS_FIGURES): the summary, the series, the
 * home's tiles, the rows behind a figure and their Excel all select from these sources, so a figure
 * is one number everywhere. Each source selects at least
 *   id, contract_id, unit_id, day (date), amount (bigint, signed as it counts), area (numeric)
 * and a few columns of its own (named beside each); totalSql / monthsSql sum any of them.
 */
export interface FigureFilter {
  period: StatsPeriod;
  /** The unit's object (contracts) — clients have no object: the funnel ignores it. */
  objectId?: number;
  /** The contract's manager; for the funnel, the client's. */
  managerId?: number;
  /** Record scope: the viewer's contracts (and clients for the funnel). */
  viewer: ScopedViewer;
}

/** Contracts of the filter: scope, object, manager. Table named `contracts` (the scope's condition). */
function contractWhere(f: Omit<FigureFilter, "period">): SQL[] {
  const where: SQL[] = [];
  const scope = contractScopeSql(f.viewer);
  if (scope) where.push(scope);
  if (f.objectId !== undefined)
    where.push(sql`contracts.unit_id in (select u.id from units u where u.object_id = ${f.objectId})`);
  if (f.managerId !== undefined) where.push(sql`contracts.manager_id = ${f.managerId}`);
  return where;
}

const and = (parts: SQL[]) => sql.join(parts, sql` and `);

/** A timestamp's Tashkent day. */
export const tashkentDay = (column: SQL) => sql`(${column} at time zone 'Asia/Tashkent')::date`;

/** A timestamp column within the period: the half-open range of instants, on the column's index. */
function inPeriod(column: SQL, p: StatsPeriod): SQL {
  const { start, end } = periodInstants(p);
  return sql`${column} >= ${start}::timestamptz and ${column} < ${end}::timestamptz`;
}

/** A date column within the period, both ends included. */
function daysIn(column: SQL, p: StatsPeriod): SQL {
  return sql`${column} between ${p.from}::date and ${p.to}::date`;
}

/** Contracts on the day an instant column falls (sales: concluded_at; refused: refused_at). */
function contractsBy(column: "concluded_at" | "refused_at", f: FigureFilter): SQL {
  const at = sql.raw(`contracts.${column}`);
  return sql`select contracts.id, contracts.id as contract_id, contracts.unit_id,
      ${tashkentDay(at)} as day, contracts.total::bigint as amount, contracts.area_m2 as area
    from contracts where ${and([inPeriod(at, f.period), ...contractWhere(f)])}`;
}

/** Sales: contracts first concluded (concluded_at) on a day of the period; a refusal later keeps it. */
export const salesSource = (f: FigureFilter): SQL => contractsBy("concluded_at", f);

/** Refusals: contracts refused (refused_at) on a day of the period. */
export const refusedSource = (f: FigureFilter): SQL => contractsBy("refused_at", f);

/**
 * Money in: the payments on their day (paid_at) in the period, cancelled ones left out; with
 * `refundsOnly`, the refunds alone. Both positive: a refund is never a negative "received" (a
 * director read a bank transfer of −200 000 000 as money received); the screens show the net
 * beside them under its own name. Own columns: kind, method.
 */
export function paymentsSource(f: FigureFilter, refundsOnly = false): SQL {
  const where = [
    daysIn(sql`p.paid_at`, f.period),
    sql`p.cancelled_at is null`,
    refundsOnly ? sql`p.kind = 'refund'` : sql`p.kind = 'payment'`,
    ...contractWhere(f),
  ];
  const amount = sql`p.amount`;
  return sql`select p.id, p.contract_id, contracts.unit_id, p.paid_at as day, (${amount})::bigint as amount,
      0::numeric as area, p.kind, p.method
    from payments p join contracts on contracts.id = p.contract_id
    where ${and(where)}`;
}
export const receivedSource = (f: FigureFilter): SQL => paymentsSource(f, false);
export const refundedSource = (f: FigureFilter): SQL => paymentsSource(f, true);

/** Live contracts: neither a draft nor refused. */
const LIVE = sql.raw(`contracts.status not in ('draft', 'refused')`);

/**
 * Due: the current schedule version's rows of live contracts falling due on a day of `days`, at
 * their full amount (the bank's part included). Own columns: number, paid.
 */
function scheduleRows(days: SQL, f: Omit<FigureFilter, "period">): SQL {
  return sql`select si.id, si.contract_id, contracts.unit_id, si.due_date as day, si.amount::bigint as amount,
      0::numeric as area, si.number, si.paid::bigint as paid
    from schedule_items si join contracts on contracts.id = si.contract_id
    where ${and([days, sql`si.version = contracts.schedule_version`, LIVE, ...contractWhere(f)])}`;
}
export const dueSource = (f: FigureFilter): SQL => scheduleRows(daysIn(sql`si.due_date`, f.period), f);

/**
 * The forecast: the unpaid remainder of the same rows due from the first day of `fromMonth`
 * ("YYYY-MM") up to (not including) the first of `untilMonth`. amount is what is still owed.
 */
export function forecastSource(f: Omit<FigureFilter, "period">, fromMonth: string, untilMonth: string): SQL {
  const days = sql`si.due_date >= ${`${fromMonth}-01`}::date and si.due_date < ${`${untilMonth}-01`}::date and si.paid < si.amount`;
  return sql`select s.id, s.contract_id, s.unit_id, s.day, (s.amount - s.paid)::bigint as amount, s.area
    from (${scheduleRows(days, f)}) s`;
}

/** The band of a days_overdue (column `d.days_overdue`), by the collections' own band ranges. */
const BAND = sql`case ${sql.join(
  DEBT_BANDS.map((b) => sql`when ${bandCondition(b)} then ${b}`),
  sql` `,
)} end`;

/**
 * Overdue: the collections' debtors today (their own SQL, debtors-sql.ts), whatever the period.
 * day is the oldest unpaid row's due date, amount the overdue amount. Own columns: days_overdue,
 * band. The manager filter is applied here: the debtors list has none.
 */
export function overdueSource(f: Omit<FigureFilter, "period">, today = tashkentToday()): SQL {
  const manager = f.managerId === undefined ? sql`true` : sql`oc.manager_id = ${f.managerId}`;
  return sql`select d.contract_id as id, d.contract_id, oc.unit_id, d.oldest_due_date as day,
      d.overdue_amount::bigint as amount, 0::numeric as area, d.days_overdue, ${BAND} as band
    from (${debtorsCte({ objectId: f.objectId }, f.viewer, today, [])}) d
    join contracts oc on oc.id = d.contract_id
    where ${manager}`;
}

/**
 * The funnel: live clients (not in the basket) registered in the period, with their current step —
 * the client list's own filters (from, to, step, managerId, its record scope). No object: clients
 * have none. amount 0. Own columns: step, source, manager_id.
 */
export function funnelSource(f: FigureFilter, step?: ClientStep): SQL {
  const where = [sql`clients.deleted_at is null`, inPeriod(sql`clients.created_at`, f.period)];
  const scope = clientScopeSql(f.viewer);
  if (scope) where.push(scope);
  if (f.managerId !== undefined) where.push(sql`clients.manager_id = ${f.managerId}`);
  if (step) where.push(sql`clients.step = ${step}`);
  return sql`select clients.id, null::int as contract_id, null::int as unit_id,
      ${tashkentDay(sql`clients.created_at`)} as day, 0::bigint as amount, 0::numeric as area,
      clients.step, clients.source, clients.manager_id
    from clients where ${and(where)}`;
}

/** count, amount (signed sum) and area of a source, one row. */
export const totalSql = (source: SQL): SQL =>
  sql`select count(*)::int as count, coalesce(sum(s.amount), 0)::bigint as amount,
    coalesce(sum(s.area), 0)::float8 as area from (${source}) s`;

/** The same per month ("YYYY-MM") of the day; months without rows are absent (fill them in). */
export const monthsSql = (source: SQL): SQL =>
  sql`select to_char(s.day, 'YYYY-MM') as month, count(*)::int as count,
    coalesce(sum(s.amount), 0)::bigint as amount, coalesce(sum(s.area), 0)::float8 as area
    from (${source}) s group by 1 order by 1`;

/** The same per value of one of the source's own columns (step, band, method, unit's object…). */
export const groupSql = (source: SQL, by: SQL): SQL =>
  sql`select ${by} as key, count(*)::int as count, coalesce(sum(s.amount), 0)::bigint as amount,
    coalesce(sum(s.area), 0)::float8 as area from (${source}) s group by 1`;

export interface FigureTotal {
  count: number;
  amount: number;
  /** m², 2 decimals (sales and refusals; 0 for the others). */
  area: number;
}

type Raw = Record<string, unknown>;

const toTotal = (r: Raw | undefined): FigureTotal => ({
  count: Number(r?.count ?? 0),
  amount: Number(r?.amount ?? 0),
  area: Math.round(Number(r?.area ?? 0) * 100) / 100,
});

/** A source's total. */
export async function figureTotal(db: Db, source: SQL): Promise<FigureTotal> {
  return toTotal((await queryRows(db, totalSql(source)))[0]);
}

/** A source's totals per key of `by` (the key as text). */
export async function figureGroups(db: Db, source: SQL, by: SQL): Promise<Map<string, FigureTotal>> {
  const rows = await queryRows(db, groupSql(source, by));
  return new Map(rows.map((r) => [String(r.key), toTotal(r)]));
}

/** A source's totals per month, for the given months in order, zeros included. */
export async function figureMonths(
  db: Db,
  source: SQL,
  months: readonly string[],
): Promise<{ month: string; total: FigureTotal }[]> {
  const rows = await queryRows(db, monthsSql(source));
  const byMonth = new Map(rows.map((r) => [String(r.month), toTotal(r)]));
  return months.map((month) => ({ month, total: byMonth.get(month) ?? toTotal(undefined) }));
}

/** The funnel: every step, zeros included, in CLIENT_STEPS order. */
export async function funnelCounts(db: Db, f: FigureFilter): Promise<{ step: ClientStep; count: number }[]> {
  const byStep = await figureGroups(db, funnelSource(f), sql`s.step`);
  return CLIENT_STEPS.map((step) => ({ step, count: byStep.get(step)?.count ?? 0 }));
}

/** Overdue today: the count, the amount and every band, zeros included. */
export async function overdueFigures(db: Db, f: Omit<FigureFilter, "period">, today = tashkentToday()) {
  const source = overdueSource(f, today);
  const byBand = await figureGroups(db, source, sql`s.band`);
  const bands = DEBT_BANDS.map((band: DebtBand) => {
    const t = byBand.get(band);
    return { band, count: t?.count ?? 0, amount: t?.amount ?? 0 };
  });
  return {
    count: bands.reduce((n, b) => n + b.count, 0),
    amount: bands.reduce((n, b) => n + b.amount, 0),
    byBand: bands,
  };
}
