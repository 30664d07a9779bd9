import { addMonths, type DebtSummary, tashkentDayBounds, tashkentToday } from "@makon/shared";
import { sql } from "drizzle-orm";
import { queryRows } from "../../db/raw";
import type { Db } from "../../db/types";
import { contractScopeSql } from "../../lib/record-scope";
import type { DebtViewer } from "./collections.access";
import { debtorTotals } from "./debtors.service";
import { DEBTOR_TABLES, OPEN_CASE } from "./debtors-sql";

type Collector = DebtSummary["byCollector"][number];

/** A Tashkent calendar month: its first and next month's first day, and those days' first instants. */
export function monthOf(today: string) {
  const first = `${today.slice(0, 7)}-01`;
  const next = addMonths(first, 1);
  // Instants as ISO text with a cast: a Date in raw SQL is serialised differently by each driver.
  const from = tashkentDayBounds(first).start.toISOString();
  const to = tashkentDayBounds(next).start.toISOString();
  return { first, next, from: sql`${from}::timestamptz`, to: sql`${to}::timestamptz` };
}

/** The tables the boss's view is made from (the debtors' and the payments): its remembered answer moves with them. */
export const DEBT_SUMMARY_TABLES = [...DEBTOR_TABLES, "payments"] as const;

/**
 * The boss's view of collections this month (Tashkent): what is overdue now by band, what was
 * collected, and per collector their open cases, the money overdue on them, what came in on their
 * cases and the promises kept and broken. Money collected is a contract's payments (not refunds,
 * not cancelled) paid this month while it had a case open during the month; it counts for the
 * collector of the latest such case.
 */
export async function debtSummary(db: Db, viewer: DebtViewer, today = tashkentToday()): Promise<DebtSummary> {
  const m = monthOf(today);
  const scope = contractScopeSql(viewer) ?? sql`true`;
  const totals = await debtorTotals(db, viewer, today);
  const open = await queryRows<{ user_id: number | null; cases: number; overdue: string; director: number }>(
    db,
    sql`select dc.assignee_id as user_id, count(*)::int as cases,
        coalesce(sum(o.amount), 0)::bigint as overdue,
        count(*) filter (where dc.status = 'with_director')::int as director
      from debt_cases dc
      join contracts on contracts.id = dc.contract_id
      cross join lateral (
        select sum(si.amount - si.paid) as amount from schedule_items si
        where si.contract_id = contracts.id and si.version = contracts.schedule_version
          and si.paid < si.amount and si.due_date < ${today}::date
      ) o
      where ${OPEN_CASE} and ${scope}
      group by dc.assignee_id`,
  );
  const collected = await queryRows<{ user_id: number | null; amount: string }>(
    db,
    sql`select k.assignee_id as user_id, sum(p.amount)::bigint as amount
      from payments p
      join contracts on contracts.id = p.contract_id
      cross join lateral (
        select dc.assignee_id from debt_cases dc
        where dc.contract_id = p.contract_id and dc.created_at < ${m.to}
          and (dc.closed_at is null or dc.closed_at >= ${m.from})
        order by dc.created_at desc, dc.id desc limit 1
      ) k
      where p.kind = 'payment' and p.cancelled_at is null
        and p.paid_at >= ${m.first}::date and p.paid_at < ${m.next}::date and ${scope}
      group by k.assignee_id`,
  );
  const promises = await queryRows<{ user_id: number | null; kept: number; broken: number }>(
    db,
    sql`select dc.assignee_id as user_id,
        count(*) filter (where dp.status = 'kept')::int as kept,
        count(*) filter (where dp.status = 'broken')::int as broken
      from debt_promises dp
      join debt_cases dc on dc.id = dp.case_id
      join contracts on contracts.id = dc.contract_id
      where dp.status in ('kept', 'broken') and dp.resolved_at >= ${m.from} and dp.resolved_at < ${m.to}
        and ${scope}
      group by dc.assignee_id`,
  );
  const people = new Map<number | null, Collector>();
  const of = (userId: number | null): Collector => {
    let c = people.get(userId);
    if (!c) {
      c = {
        userId,
        name: null,
        openCases: 0,
        overdueAmount: 0,
        collectedThisMonth: 0,
        promisesKept: 0,
        promisesBroken: 0,
      };
      people.set(userId, c);
    }
    return c;
  };
  for (const r of open)
    Object.assign(of(r.user_id), { openCases: r.cases, overdueAmount: Number(r.overdue) });
  for (const r of collected) of(r.user_id).collectedThisMonth = Number(r.amount);
  for (const r of promises) Object.assign(of(r.user_id), { promisesKept: r.kept, promisesBroken: r.broken });
  const ids = [...people.keys()].filter((id): id is number => id !== null);
  if (ids.length) {
    const names = await queryRows<{ id: number; name: string }>(
      db,
      sql`select id, name from users where id = any(${`{${ids.join(",")}}`}::int[])`,
    );
    for (const n of names) of(n.id).name = n.name;
  }
  const byCollector = [...people.values()].sort(
    (a, b) => b.overdueAmount - a.overdueAmount || (a.name ?? "").localeCompare(b.name ?? ""),
  );
  return {
    month: today.slice(0, 7),
    overdueAmount: totals.overdueAmount,
    debtors: totals.count,
    collectedThisMonth: byCollector.reduce((s, c) => s + c.collectedThisMonth, 0),
    withDirector: open.reduce((s, r) => s + r.director, 0),
    bands: totals.bands,
    byCollector,
  };
}
