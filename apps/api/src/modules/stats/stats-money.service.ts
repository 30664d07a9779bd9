import {
  FORECAST_MONTHS,
  PAYMENT_METHODS,
  type StatsFilters,
  type StatsMoney,
  tashkentToday,
} from "@makon/shared";
import { type SQL, sql } from "drizzle-orm";
import { queryRows } from "../../db/raw";
import type { Db } from "../../db/types";
import type { ScopedViewer } from "../../lib/record-scope";
import {
  addMonths,
  dueSource,
  type FigureTotal,
  figureGroups,
  figureMonths,
  forecastSource,
  monthsOf,
  receivedSource,
  refundedSource,
} from "./figures-sql";
import { figureFilter } from "./stats-summary.service";

/** The tables the money view reads. */
export const MONEY_TABLES = ["contracts", "payments", "schedule_items", "units", "objects"] as const;

/** A source row's object (through its unit). */
const OBJECT_OF = sql`(select u.object_id from units u where u.id = s.unit_id)`;

const amountOf = (m: Map<string, FigureTotal>, key: string | number) => m.get(String(key))?.amount ?? 0;

/**
 * GET /api/stats/money: due, received and refunded per month of the period (zeros included), by
 * payment method and by object, and the forecast: the unpaid remainder of live contracts' rows due
 * in each of the FORECAST_MONTHS months after today's month.
 */
export async function statsMoney(
  db: Db,
  q: StatsFilters,
  viewer: ScopedViewer,
  today = tashkentToday(),
): Promise<StatsMoney> {
  const f = figureFilter(q, viewer, today);
  const months = monthsOf(f.period);
  const first = addMonths(today.slice(0, 7), 1);
  const forecastMonths = Array.from({ length: FORECAST_MONTHS }, (_, i) => addMonths(first, i));
  const sources: Record<"due" | "received" | "refunded", SQL> = {
    due: dueSource(f),
    received: receivedSource(f),
    refunded: refundedSource(f),
  };
  const [
    due,
    received,
    refunded,
    receivedBy,
    refundedBy,
    dueByObject,
    receivedByObject,
    refundedByObject,
    forecast,
  ] = await Promise.all([
    figureMonths(db, sources.due, months),
    figureMonths(db, sources.received, months),
    figureMonths(db, sources.refunded, months),
    figureGroups(db, sources.received, sql`s.method`),
    figureGroups(db, sources.refunded, sql`s.method`),
    figureGroups(db, sources.due, OBJECT_OF),
    figureGroups(db, sources.received, OBJECT_OF),
    figureGroups(db, sources.refunded, OBJECT_OF),
    figureMonths(db, forecastSource(f, first, addMonths(first, FORECAST_MONTHS)), forecastMonths),
  ]);
  const objectIds = [
    ...new Set([...dueByObject.keys(), ...receivedByObject.keys(), ...refundedByObject.keys()]),
  ]
    .map(Number)
    .filter((id) => Number.isInteger(id));
  const objects = objectIds.length
    ? await queryRows<{ id: number; name: string }>(
        db,
        sql`select o.id, o.name from objects o where o.id = any(${`{${objectIds.join(",")}}`}::int[]) order by o.name, o.id`,
      )
    : [];
  return {
    period: f.period,
    months: months.map((month, i) => ({
      month,
      due: due[i]?.total.amount ?? 0,
      received: received[i]?.total.amount ?? 0,
      refunded: refunded[i]?.total.amount ?? 0,
    })),
    byMethod: PAYMENT_METHODS.map((method) => ({
      method,
      received: amountOf(receivedBy, method),
      refunded: amountOf(refundedBy, method),
    })),
    byObject: objects.map((o) => ({
      objectId: o.id,
      objectName: o.name,
      due: amountOf(dueByObject, o.id),
      received: amountOf(receivedByObject, o.id),
      refunded: amountOf(refundedByObject, o.id),
    })),
    forecast: forecast.map((m) => ({ month: m.month, due: m.total.amount })),
  };
}
