import {
  CLOSED_DEBT_STATUSES,
  type DebtCaseListQuery,
  type DebtCaseRow,
  type DebtCaseStatus,
  debtBandOf,
  tashkentToday,
} from "@makon/shared";
import { type SQL, sql } from "drizzle-orm";
import { queryRows } from "../../db/raw";
import type { Db } from "../../db/types";
import { rawStatement } from "../../lib/prepared";
import { contractScopeSql, scopeKey } from "../../lib/record-scope";
import { lastFigures, rememberFigures } from "../../lib/remembered-figures";
import { isoSql } from "../../lib/sql-json";
import { versionsSql } from "../../lib/version-cache";
import type { DebtViewer } from "./collections.access";
import { searchedContractsSql } from "./contract-search";
import { type Day, debtBandSql, OPEN_CASE } from "./debtors-sql";

type Filter = Omit<DebtCaseListQuery, "page" | "size" | "sort">;
type Sort = DebtCaseListQuery["sort"];

const CLOSED = sql.raw(CLOSED_DEBT_STATUSES.map((s) => `'${s}'`).join(","));

function viewCondition(view: Filter["view"], me: number): SQL | undefined {
  switch (view) {
    case "mine":
      // A collector's working list: their cases still open.
      return sql`dc.assignee_id = ${me} and ${OPEN_CASE}`;
    case "open":
      return OPEN_CASE;
    case "with_director":
      return sql`dc.status = 'with_director'`;
    case "closed":
      return sql`dc.status in (${CLOSED})`;
    default:
      return undefined;
  }
}

/** The overdue figures of the contract `c` on `today`, as a lateral subquery named `o`. */
function overdueLateral(c: string, today: Day): SQL {
  const contract = sql.raw(c);
  return sql`cross join lateral (
    select coalesce(sum(si.amount - si.paid), 0)::bigint as overdue_amount,
      coalesce(${today}::date - min(si.due_date), 0) as days_overdue
    from schedule_items si
    where si.contract_id = ${contract}.id and si.version = ${contract}.schedule_version
      and si.paid < si.amount and si.due_date < ${today}::date
  ) o`;
}

/**
 * The orders of the cases' ids, the case's id last so a page is stable. Days overdue is today −
 * contracts.next_due_date where that is before today (the earliest unpaid row, decision 9), else 0:
 * most days first is the earliest such date first, the cases owing nothing last. Most owed first
 * sums each case's overdue rows (overdueLateral's amount) for the sort.
 */
function orderOf(sort: Sort, today: string): { order: SQL; byFigures: boolean } {
  switch (sort) {
    case "-opened":
      return { order: sql`dc.created_at desc, dc.id desc`, byFigures: false };
    case "opened":
      return { order: sql`dc.created_at asc, dc.id asc`, byFigures: false };
    case "nextAction":
      return { order: sql`dc.next_action_at asc nulls last, dc.id asc`, byFigures: false };
    case "-days":
      return {
        order: sql`(case when contracts.next_due_date < ${today}::date then contracts.next_due_date end) asc nulls last, dc.id desc`,
        byFigures: true,
      };
    case "-amount":
      return {
        order: sql`(select coalesce(sum(si.amount - si.paid), 0) from schedule_items si
          where si.contract_id = contracts.id and si.version = contracts.schedule_version
            and si.paid < si.amount and si.due_date < ${today}::date) desc, dc.id desc`,
        byFigures: true,
      };
  }
}

function filterConditions(f: Filter, viewer: DebtViewer): SQL[] {
  const where: SQL[] = [];
  const view = viewCondition(f.view, viewer.id);
  if (view) where.push(view);
  const scope = contractScopeSql(viewer);
  if (scope) where.push(scope);
  if (f.status) where.push(sql`dc.status = ${f.status}`);
  if (f.assigneeId !== undefined) where.push(sql`dc.assignee_id = ${f.assigneeId}`);
  const text = f.q?.trim();
  if (text) {
    // The contracts the search finds, looked up inside the statement: the filter's ids in order
    // are worked out once, so the search runs once. As an array worked out first, the cases are
    // read by their contract index with no join order to plan (half the planning of a search).
    const found = searchedContractsSql(text);
    where.push(found ? sql`dc.contract_id = any(array(${found}))` : sql`false`);
  }
  return where;
}

/** The filtered cases (`dc`, with their contract as `contracts` where `withContract`). */
function casesSql(columns: SQL, where: SQL[], withContract: boolean): SQL {
  const from = withContract
    ? sql`debt_cases dc join contracts on contracts.id = dc.contract_id`
    : sql`debt_cases dc`;
  return sql`select ${columns} from ${from} ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}`;
}

/** Cases' rows by id, with today's overdue figures of their contracts (in no order), and `extra`. */
function caseRowsSql(extra: SQL): SQL {
  return sql`select dc.id, dc.status, dc.contract_id as "contractId", c.number as "contractNumber",
      c.client_id as "clientId", cl.full_name as "clientName", cl.phone as "clientPhone",
      o.overdue_amount as "overdueAmount", o.days_overdue as "daysOverdue",
      dc.assignee_id as "assigneeId", asg.name as "assigneeName", dc.auto_opened as "autoOpened",
      dc.created_at as "openedAt", dc.status_changed_at as "statusChangedAt",
      dc.closed_at as "closedAt", dc.last_action_type as "lastActionType",
      dc.last_action_at as "lastActionAt", dc.next_action_at as "nextActionAt"${extra}
    from debt_cases dc
    join contracts c on c.id = dc.contract_id
    join clients cl on cl.id = c.client_id
    left join users asg on asg.id = dc.assignee_id
    ${overdueLateral("c", sql.placeholder("today"))}
    where dc.id = any(${sql.placeholder("ids")}::int[])`;
}

/** Cases' rows by id: one statement prepared once per connection. */
const rowsByIds = rawStatement<RawCase>("debt_case_rows_by_ids", caseRowsSql(sql``));

/**
 * A page's rows as the JSON text of debtCaseRowSchema's objects, in the order of `ids`, with the
 * change counters of `tables` read in the same snapshot (as readVersions writes them): a page of
 * a remembered order is then one round trip, exact when the counters are those the order was
 * worked out under. The database writes the rows as toCaseRow would (its test holds the two
 * alike), so no row is parsed, checked and written again here.
 */
const rowsJson = rawStatement<{ seen: string | null; items: string }>(
  "debt_case_rows_json",
  sql`select ${versionsSql(sql.placeholder("tables"))} as seen,
      coalesce(array_to_json(array_agg(row_to_json(r) order by array_position(${sql.placeholder("ids")}::int[], r.id))), '[]')::text as items
    from (select dc.id, dc.status, dc.contract_id as "contractId", c.number as "contractNumber",
        c.client_id as "clientId", cl.full_name as "clientName", cl.phone as "clientPhone",
        o.overdue_amount as "overdueAmount", o.days_overdue as "daysOverdue",
        case when o.overdue_amount > 0 then ${debtBandSql("o.days_overdue")} end as band,
        dc.assignee_id as "assigneeId", asg.name as "assigneeName", dc.auto_opened as "autoOpened",
        ${isoSql(sql`dc.created_at`)} as "openedAt", ${isoSql(sql`dc.status_changed_at`)} as "statusChangedAt",
        ${isoSql(sql`dc.closed_at`)} as "closedAt", dc.last_action_type as "lastActionType",
        ${isoSql(sql`dc.last_action_at`)} as "lastActionAt", ${isoSql(sql`dc.next_action_at`)} as "nextActionAt"
      from debt_cases dc
      join contracts c on c.id = dc.contract_id
      join clients cl on cl.id = c.client_id
      left join users asg on asg.id = dc.assignee_id
      ${overdueLateral("c", sql.placeholder("today"))}
      where dc.id = any(${sql.placeholder("ids")}::int[])) r`,
);

type RawCase = Omit<DebtCaseRow, "band" | "status" | "openedAt" | "statusChangedAt"> & {
  status: string;
  openedAt: string;
  statusChangedAt: string;
};

const iso = (v: string | null) => (v === null ? null : new Date(v).toISOString());

function toCaseRow(r: RawCase): DebtCaseRow {
  const days = Number(r.daysOverdue);
  const amount = Number(r.overdueAmount);
  return {
    ...r,
    status: r.status as DebtCaseStatus,
    overdueAmount: amount,
    daysOverdue: days,
    band: amount > 0 ? debtBandOf(days) : null,
    openedAt: new Date(r.openedAt).toISOString(),
    statusChangedAt: new Date(r.statusChangedAt).toISOString(),
    closedAt: iso(r.closedAt),
    lastActionAt: iso(r.lastActionAt),
    nextActionAt: iso(r.nextActionAt),
  };
}

/** The tables a case list's filter reads: their change counters tag its remembered total. */
const CASE_TABLES = ["debt_cases", "contracts", "clients", "users"] as const;
/** The orders by today's figures read the schedule too. */
const FIGURE_TABLES = [...CASE_TABLES, "schedule_items"] as const;

/**
 * The cases, paged, with today's overdue figures of their contracts: the filter's case ids in the
 * asked order, then the page's cases' rows and figures by a prepared statement. The ids in order
 * are worked out once per filter and order — off debt_cases' indexes for the orders by dates, with
 * every case's figures for the orders by them — and remembered under the change counters of the
 * tables they read (lib/remembered-figures.ts), as a list's total is: the total is their number, a
 * page a slice of them. One round trip for a page of a remembered order whose counters have not
 * moved (the rows and the counters together); else two: the counters and the ids in order in one
 * statement (a search's contracts found inside it), then the page's rows.
 */
export async function listDebtCases(
  db: Db,
  q: DebtCaseListQuery,
  viewer: DebtViewer,
  today = tashkentToday(),
): Promise<string> {
  const { page, size, sort, ...filter } = q;
  const who = filter.view === "mine" ? `me:${viewer.id}` : "";
  const { order, byFigures } = orderOf(sort, today);
  // Today's figures move with the day: the day is part of their orders' key.
  const key = `undiruv-cases:${scopeKey(viewer, "contract")}:${who}:${JSON.stringify(filter)}:${sort}${byFigures ? `:${today}` : ""}`;
  const offset = (page - 1) * size;
  const tables = byFigures ? FIGURE_TABLES : CASE_TABLES;
  const answer = (items: string, total: number) =>
    `{"items":${items},"total":${total},"page":${page},"size":${size}}`;
  // A filter worked out before: its page's rows and the counters in one statement; the order is
  // worked out again below only if a write moved them since. A page past the end asks for no
  // rows and still reads the counters: it is not a filter never seen, and costs no more.
  const last = lastFigures<number[]>(db, key);
  if (last) {
    const [rows] = await rowsJson(db, { ids: last.value.slice(offset, offset + size), today, tables });
    if (rows && rows.seen === last.seen) return answer(rows.items, last.value.length);
  }
  // A filter not seen under today's counters: its ids in order and the counters in one statement,
  // both read in its snapshot, so the order is remembered under exactly the counters it was made
  // under. Only the record scope and the orders by figures read the contract row: a search tests
  // the case's own contract id.
  const withContract = byFigures || contractScopeSql(viewer) !== undefined;
  const [worked] = await queryRows<{ seen: string | null; ids: number[] }>(
    db,
    sql`select ${versionsSql(tables)} as seen,
      array(${casesSql(sql`dc.id`, filterConditions(filter, viewer), withContract)} order by ${order}) as ids`,
  );
  const ordered = worked?.ids ?? [];
  rememberFigures(db, key, worked?.seen ?? "", ordered, ordered.length);
  const ids = ordered.slice(offset, offset + size);
  const [rows] = ids.length ? await rowsJson(db, { ids, today, tables }) : [];
  return answer(rows?.items ?? "[]", ordered.length);
}

/** One case as a list row (the case screen's head), whatever the viewer's scope: the caller checks it. */
export async function debtCaseRow(db: Db, id: number, today = tashkentToday()): Promise<DebtCaseRow | null> {
  const [row] = await rowsByIds(db, { ids: [id], today });
  return row ? toCaseRow(row) : null;
}
