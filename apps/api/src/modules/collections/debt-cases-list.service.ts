import {
  CLOSED_DEBT_STATUSES,
  type DebtCaseListQuery,
  type DebtCasePage,
  type DebtCaseRow,
  type DebtCaseStatus,
  debtBandOf,
  tashkentToday,
} from "@makon/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/types";
import { contractScopeSql } from "../../lib/record-scope";
import { contractsOfClients } from "../contracts/contract-list.service";
import type { DebtViewer } from "./collections.access";
import { OPEN_CASE, searchCondition } from "./debtors-sql";

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
function overdueLateral(c: string, today: string): SQL {
  const contract = sql.raw(c);
  return sql`cross join lateral (
    select coalesce(sum(si.amount - si.paid), 0)::bigint as overdue_amount,
      coalesce(${today}::date - min(si.due_date), 0) as days_overdue
    from schedule_items si
    where si.contract_id = ${contract}.id and si.version = ${contract}.schedule_version
      and si.paid < si.amount and si.due_date < ${today}::date
  ) o`;
}

/** Orders on the filtered cases `f`; the ones by today's figures need them for every case. */
const ORDERS: Record<Sort, { order: string; figures: boolean }> = {
  "-opened": { order: "f.opened_at desc, f.id desc", figures: false },
  opened: { order: "f.opened_at asc, f.id asc", figures: false },
  "-days": { order: "f.days_overdue desc, f.id desc", figures: true },
  "-amount": { order: "f.overdue_amount desc, f.id desc", figures: true },
  nextAction: { order: "f.next_action_at asc nulls last, f.id asc", figures: false },
};

function filterConditions(f: Filter, viewer: DebtViewer, clientContractIds: readonly number[]): SQL[] {
  const where: SQL[] = [];
  const view = viewCondition(f.view, viewer.id);
  if (view) where.push(view);
  const scope = contractScopeSql(viewer);
  if (scope) where.push(scope);
  if (f.status) where.push(sql`dc.status = ${f.status}`);
  if (f.assigneeId !== undefined) where.push(sql`dc.assignee_id = ${f.assigneeId}`);
  const text = f.q?.trim();
  if (text) where.push(searchCondition(text, clientContractIds));
  return where;
}

function pageSql(
  where: SQL[],
  sort: Sort,
  today: string,
  limit: number,
  offset: number,
  caseId?: number,
): SQL {
  const { order, figures } = ORDERS[sort];
  const by = sql.raw(order);
  const conditions = caseId === undefined ? where : [...where, sql`dc.id = ${caseId}`];
  const cond = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  return sql`with f as materialized (
      select dc.id, dc.created_at as opened_at, dc.next_action_at
        ${figures ? sql`, o.overdue_amount, o.days_overdue` : sql``}
      from debt_cases dc
      join contracts on contracts.id = dc.contract_id
      ${figures ? overdueLateral("contracts", today) : sql``}
      ${cond}
    )
    select (select count(*)::int from f) as total,
      (select coalesce(json_agg(row_to_json(r) order by r.ord), '[]'::json) from (
        select row_number() over (order by ${by}) as ord,
          dc.id, dc.status, dc.contract_id as "contractId", c.number as "contractNumber",
          c.client_id as "clientId", cl.full_name as "clientName", cl.phone as "clientPhone",
          o.overdue_amount as "overdueAmount", o.days_overdue as "daysOverdue",
          dc.assignee_id as "assigneeId", asg.name as "assigneeName", dc.auto_opened as "autoOpened",
          dc.created_at as "openedAt", dc.status_changed_at as "statusChangedAt",
          dc.closed_at as "closedAt", dc.last_action_type as "lastActionType",
          dc.last_action_at as "lastActionAt", dc.next_action_at as "nextActionAt"
        from (select * from f order by ${by} limit ${limit} offset ${offset}) f
        join debt_cases dc on dc.id = f.id
        join contracts c on c.id = dc.contract_id
        join clients cl on cl.id = c.client_id
        left join users asg on asg.id = dc.assignee_id
        ${overdueLateral("c", today)}
      ) r) as items`;
}

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

async function run(db: Db, statement: SQL): Promise<{ total: number; items: RawCase[] }> {
  const result = (await db.execute(statement)) as unknown as { rows: { total: number; items: RawCase[] }[] };
  return result.rows[0] ?? { total: 0, items: [] };
}

/**
 * The cases, paged, with today's overdue figures of their contracts: one statement (two round
 * trips with a client search). Today's figures are worked out for the page's cases alone unless
 * the order is by them.
 */
export async function listDebtCases(
  db: Db,
  q: DebtCaseListQuery,
  viewer: DebtViewer,
  today = tashkentToday(),
): Promise<DebtCasePage> {
  const { page, size, sort, ...filter } = q;
  const text = filter.q?.trim();
  const found = text ? await contractsOfClients(db, text) : [];
  const raw = await run(
    db,
    pageSql(filterConditions(filter, viewer, found), sort, today, size, (page - 1) * size),
  );
  return { items: raw.items.map(toCaseRow), total: raw.total, page, size };
}

/** One case as a list row (the case screen's head), whatever the viewer's scope: the caller checks it. */
export async function debtCaseRow(db: Db, id: number, today = tashkentToday()): Promise<DebtCaseRow | null> {
  const raw = await run(db, pageSql([], "-opened", today, 1, 0, id));
  const row = raw.items[0];
  return row ? toCaseRow(row) : null;
}
