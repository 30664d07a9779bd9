import {
  type StatsFigure,
  type StatsRowsPage,
  type StatsRowsQuery,
  TOTAL_CAP,
  tashkentToday,
} from "@makon/shared";
import { type SQL, sql } from "drizzle-orm";
import { queryRows } from "../../db/raw";
import type { Db } from "../../db/types";
import { EXPORT_MAX_ROWS } from "../../lib/excel";
import { capTotal, offsetOf } from "../../lib/paging";
import type { ScopedViewer } from "../../lib/record-scope";
import {
  dueSource,
  type FigureFilter,
  figureTotal,
  funnelSource,
  narrowToMonth,
  overdueSource,
  receivedSource,
  refundedSource,
  refusedSource,
  salesSource,
} from "./figures-sql";
import { figureFilter } from "./stats-summary.service";

/** The tables behind each figure's rows (names included). */
export const ROWS_TABLES = [
  "contracts",
  "payments",
  "schedule_items",
  "clients",
  "units",
  "objects",
  "users",
] as const;

export type RowsFilter = Omit<StatsRowsQuery, "page" | "size">;

/** The figure's source, narrowed to the month, step or band asked. */
function sourceOf(q: RowsFilter, f: FigureFilter, today: string): SQL {
  const narrowed = q.month && q.figure !== "overdue" ? { ...f, period: narrowToMonth(f.period, q.month) } : f;
  switch (q.figure) {
    case "sales":
      return salesSource(narrowed);
    case "refused":
      return refusedSource(narrowed);
    case "received":
      return receivedSource(narrowed);
    case "refunded":
      return refundedSource(narrowed);
    case "due":
      return dueSource(narrowed);
    case "overdue": {
      const all = overdueSource(f, today);
      return q.band ? sql`select * from (${all}) b where b.band = ${q.band}` : all;
    }
    case "funnel":
      return funnelSource(narrowed, q.step);
  }
}

const CONTRACT_NAMES = sql`join contracts c on c.id = s.contract_id
  join clients cl on cl.id = c.client_id
  join units u on u.id = c.unit_id
  join objects ob on ob.id = u.object_id`;

/** Each figure's row columns (the shared schema's names) and order: newest day first; overdue by days. */
const SHAPES: Record<StatsFigure, { columns: SQL; joins: SQL; order: SQL }> = {
  sales: contractShape(),
  refused: contractShape(),
  received: paymentShape(),
  refunded: paymentShape(),
  due: {
    columns: sql`s.contract_id as "contractId", c.number as "contractNumber", s.day::text as day,
      s.number, cl.full_name as "clientName", ob.name as "objectName",
      s.amount::float8 as amount, s.paid::float8 as paid`,
    joins: CONTRACT_NAMES,
    order: sql`s.day desc, s.id desc`,
  },
  overdue: {
    columns: sql`s.contract_id as "contractId", c.number as "contractNumber", cl.full_name as "clientName",
      ob.name as "objectName", s.day::text as "oldestDueDate", s.days_overdue as "daysOverdue",
      s.band, s.amount::float8 as amount`,
    joins: CONTRACT_NAMES,
    order: sql`s.days_overdue desc, s.contract_id desc`,
  },
  funnel: {
    columns: sql`s.id as "clientId", cl.full_name as "fullName", cl.source, s.step, s.day::text as day,
      mg.name as "managerName"`,
    joins: sql`join clients cl on cl.id = s.id left join users mg on mg.id = s.manager_id`,
    order: sql`s.day desc, s.id desc`,
  },
};

function contractShape() {
  return {
    columns: sql`s.contract_id as "contractId", c.number as "contractNumber", s.day::text as day,
      c.client_id as "clientId", cl.full_name as "clientName", ob.name as "objectName",
      u.number as "unitNumber", mg.name as "managerName", s.area::float8 as "areaM2", s.amount::float8 as amount`,
    joins: sql`${CONTRACT_NAMES} left join users mg on mg.id = c.manager_id`,
    order: sql`s.day desc, s.id desc`,
  };
}

function paymentShape() {
  return {
    columns: sql`s.id as "paymentId", s.contract_id as "contractId", c.number as "contractNumber",
      s.day::text as day, s.kind, s.method, cl.full_name as "clientName", ob.name as "objectName",
      s.amount::float8 as amount`,
    joins: CONTRACT_NAMES,
    order: sql`s.day desc, s.id desc`,
  };
}

/** The rows of a source in the figure's order, names joined only for the rows read. */
function rowsSql(figure: StatsFigure, source: SQL, limit: number, offset: number): SQL {
  const shape = SHAPES[figure];
  return sql`select ${shape.columns}
    from (select * from (${source}) s order by ${shape.order} limit ${limit} offset ${offset}) s
    ${shape.joins}
    order by ${shape.order}`;
}

type Row = StatsRowsPage["items"][number];

/**
 * GET /api/stats/rows: a page of the rows a figure sums, and their sum from the same source as the
 * figure (figures-sql.ts) — equal to the figure for the same filters. The total is capped like
 * the lists' (TOTAL_CAP); the sum is exact.
 */
export async function statsRows(
  db: Db,
  q: StatsRowsQuery,
  viewer: ScopedViewer,
  today = tashkentToday(),
): Promise<StatsRowsPage> {
  const { page, size, ...filter } = q;
  const source = sourceOf(filter, figureFilter(q, viewer, today), today);
  const [sum, items] = await Promise.all([
    figureTotal(db, source),
    queryRows<Row>(db, rowsSql(q.figure, source, size, offsetOf({ page, size }))),
  ]);
  return {
    figure: q.figure,
    items,
    ...capTotal(sum.count, TOTAL_CAP),
    page,
    size,
    sum: { count: sum.count, amount: sum.amount },
  } as StatsRowsPage;
}

/** Every row of a figure (up to EXPORT_MAX_ROWS) and the sum, for Excel. */
export async function statsRowsAll(
  db: Db,
  q: RowsFilter,
  viewer: ScopedViewer,
  today = tashkentToday(),
): Promise<{ items: Row[]; sum: { count: number; amount: number } }> {
  const source = sourceOf(q, figureFilter(q, viewer, today), today);
  const [sum, items] = await Promise.all([
    figureTotal(db, source),
    queryRows<Row>(db, rowsSql(q.figure, source, EXPORT_MAX_ROWS, 0)),
  ]);
  return { items, sum: { count: sum.count, amount: sum.amount } };
}
