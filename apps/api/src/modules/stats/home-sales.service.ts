import type { HomeTile } from "@makon/shared";
import { type SQL, sql } from "drizzle-orm";
import { queryRows } from "../../db/raw";
import type { Db } from "../../db/types";
import { clientScopeSql, contractScopeSql } from "../../lib/record-scope";
import { CONTRACT_PAPERS_SQL } from "../contracts";
import { salesSource, totalSql } from "./figures-sql";
import { type HomeDay, type HomeViewer, holds, href, num, tile } from "./home-tiles.service";

const clientScope = (v: HomeViewer): SQL => clientScopeSql(v) ?? sql`true`;
const contractScope = (v: HomeViewer): SQL => contractScopeSql(v) ?? sql`true`;

/** The statuses of /contract: drawn up and not yet concluded. */
const IN_PROGRESS = sql.raw(`('draft', 'in_process', 'bank_lower', 'bank_upper')`);

/**
 * Where a sales figure's rows are: the flow chart's sales view for those who have it; else the
 * viewer's contracts on /contract (the closest list a sales manager may open: no concluded-day
 * filter there).
 */
function salesHref(v: HomeViewer, day: HomeDay, managerId: number): string {
  if (holds(v, "flow_chart"))
    return href("/flow_chart", { view: "sales", from: day.monthFrom, to: day.today, managerId });
  return href("/contract", { managerId });
}

/**
 * Sales: my bookings lapsing within 24 hours, my sales this month (the "sales" figure of
 * figures-sql for me as the contract's manager), and my clients still at new or consulting.
 * One statement.
 */
export async function salesTiles(db: Db, v: HomeViewer, day: HomeDay): Promise<HomeTile[]> {
  const sales = salesSource({ period: { from: day.monthFrom, to: day.today }, managerId: v.id, viewer: v });
  const [row] = await queryRows(
    db,
    sql`select
      (select count(*)::int from bookings b
        where b.status = 'active' and b.user_id = ${v.id}
          and b.expires_at > now() and b.expires_at <= now() + interval '24 hours'
          and b.client_id in (select clients.id from clients where ${clientScope(v)})) as lapsing,
      (select row_to_json(t) from (${totalSql(sales)}) t) as sales,
      (select count(*)::int from clients
        where clients.deleted_at is null and clients.manager_id = ${v.id}
          and clients.step in ('new', 'consulting') and ${clientScope(v)}) as waiting`,
  );
  const total = (row?.sales ?? {}) as { count?: unknown; amount?: unknown };
  return [
    tile("bookingsLapsing", num(row?.lapsing), "/sotuv", { tone: num(row?.lapsing) > 0 ? "warn" : "normal" }),
    tile("sales", num(total.count), salesHref(v, day, v.id), { amount: num(total.amount) }),
    tile("clientsWaiting", num(row?.waiting), "/sotuv"),
  ];
}

/**
 * The contracts desk: contracts in progress without their signed scan; full and installment
 * deals in process whose down payment is in (ready to conclude); payments recorded for today.
 * One statement.
 */
export async function contractsTiles(db: Db, v: HomeViewer, day: HomeDay): Promise<HomeTile[]> {
  const [row] = await queryRows(
    db,
    sql`select
      count(*) filter (where ${CONTRACT_PAPERS_SQL.scan_missing})::int as no_scan,
      count(*) filter (where ${CONTRACT_PAPERS_SQL.ready_to_conclude})::int as to_conclude,
      (select row_to_json(t) from (select count(*)::int as count, coalesce(sum(p.amount), 0)::bigint as amount
        from payments p join contracts on contracts.id = p.contract_id
        where p.kind = 'payment' and p.cancelled_at is null and p.paid_at = ${day.today}::date
          and ${contractScope(v)}) t) as paid
    from contracts where contracts.status in ${IN_PROGRESS} and ${contractScope(v)}`,
  );
  const paid = (row?.paid ?? {}) as { count?: unknown; amount?: unknown };
  const money = holds(v, "flow_chart")
    ? href("/flow_chart", { view: "money", from: day.today, to: day.today })
    : "/concluded_contracts";
  return [
    tile("awaitingScan", num(row?.no_scan), href("/contract", { papers: "scan_missing" })),
    tile("awaitingConclusion", num(row?.to_conclude), href("/contract", { papers: "ready_to_conclude" })),
    tile("paymentsToday", num(paid.count), money, { amount: num(paid.amount) }),
  ];
}
