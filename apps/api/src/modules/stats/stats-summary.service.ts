import {
  type StatsFilters,
  type StatsSummary,
  tashkentToday,
  UNIT_STATUSES,
  type UnitStatus,
} from "@makon/shared";
import { sql } from "drizzle-orm";
import { queryRows } from "../../db/raw";
import type { Db } from "../../db/types";
import type { ScopedViewer } from "../../lib/record-scope";
import {
  dueSource,
  type FigureFilter,
  figureTotal,
  funnelCounts,
  overdueFigures,
  receivedSource,
  refundedSource,
  refusedSource,
  resolvePeriod,
  salesSource,
} from "./figures-sql";

/** The tables the summary reads (its ETag and remembered answer move with them). */
export const SUMMARY_TABLES = ["units", "contracts", "payments", "schedule_items", "clients"] as const;

/** The filter of every figure: the resolved period, the object and manager, the viewer's scope. */
export function figureFilter(q: StatsFilters, viewer: ScopedViewer, today = tashkentToday()): FigureFilter {
  return { period: resolvePeriod(q, today), objectId: q.objectId, managerId: q.managerId, viewer };
}

/**
 * Units by status now (the object's, or all): units are visible to everyone with the page, and
 * have no manager, so only objectId applies.
 */
async function unitsByStatus(db: Db, objectId: number | undefined) {
  const where = objectId === undefined ? sql`true` : sql`u.object_id = ${objectId}`;
  const rows = await queryRows<{ status: UnitStatus; n: number }>(
    db,
    sql`select u.status, count(*)::int as n from units u where ${where} group by u.status`,
  );
  const byStatus = Object.fromEntries(UNIT_STATUSES.map((s) => [s, 0])) as Record<UnitStatus, number>;
  for (const r of rows) byStatus[r.status] = Number(r.n);
  return { byStatus, total: rows.reduce((n, r) => n + Number(r.n), 0) };
}

/**
 * GET /api/stats/summary: every figure of the period, each from its one definition
 * (figures-sql.ts). The statements are independent: on a pool they run side by side.
 */
export async function statsSummary(
  db: Db,
  q: StatsFilters,
  viewer: ScopedViewer,
  today = tashkentToday(),
): Promise<StatsSummary> {
  const f = figureFilter(q, viewer, today);
  const [units, sales, refused, due, received, refunded, overdue, funnel] = await Promise.all([
    unitsByStatus(db, q.objectId),
    figureTotal(db, salesSource(f)),
    figureTotal(db, refusedSource(f)),
    figureTotal(db, dueSource(f)),
    figureTotal(db, receivedSource(f)),
    figureTotal(db, refundedSource(f)),
    overdueFigures(db, f, today),
    funnelCounts(db, f),
  ]);
  return {
    period: f.period,
    units,
    sales: { count: sales.count, areaM2: sales.area, amount: sales.amount },
    refused: { count: refused.count, amount: refused.amount },
    money: { due: due.amount, received: received.amount, refunded: refunded.amount },
    overdue,
    funnel,
  };
}
