import { z } from "zod";
import type { PageKey } from "../access/page-keys";
import { CLIENT_SOURCES, CLIENT_STEPS } from "../clients/enums";
import { DEBT_BANDS } from "../collections/enums";
import { businessDaySchema } from "../common/day";
import { idParamSchema } from "../common/ids";
import { pagedSchema } from "../common/paging";
import { PAYMENT_KINDS, PAYMENT_METHODS } from "../contracts/enums";
import { UNIT_STATUSES } from "../property/enums";
import { FLOW_OUTCOMES, FLOW_STAGES, HOME_GROUPS, type HomeGroup, STATS_FIGURES, STATS_VIEWS } from "./enums";

const int = z.coerce.number().int();
const num = z.number();
const count = z.number().int();
/** Whole soʻm. */
const money = z.number().int();
const month = z.string().regex(/^\d{4}-\d{2}$/);

/**
 * ?from=&to=&objectId=&managerId= of every stats call. from/to: Tashkent days, both included,
 * from ≤ to and at most STATS_MAX_DAYS apart (else 400 STATS_PERIOD_INVALID); the
 * default is this month so far. objectId: the unit's object; managerId: the contract's (or the
 * client's) manager. Figures without an object or a manager (units by status have no manager)
 * say so in their definition.
 */
export const statsFiltersSchema = z.strictObject({
  from: businessDaySchema.optional(),
  to: businessDaySchema.optional(),
  objectId: idParamSchema.optional(),
  managerId: idParamSchema.optional(),
});
export type StatsFilters = z.infer<typeof statsFiltersSchema>;

/** The period actually answered (defaults filled in). */
const periodSchema = z.object({ from: z.string(), to: z.string() });

/** GET /api/stats/summary (page flow_chart). */
export const statsSummarySchema = z.object({
  period: periodSchema,
  units: z.object({ byStatus: z.record(z.enum(UNIT_STATUSES), count), total: count }),
  sales: z.object({ count, areaM2: num, amount: money }),
  refused: z.object({ count, amount: money }),
  money: z.object({ due: money, received: money, refunded: money }),
  overdue: z.object({
    count,
    amount: money,
    byBand: z.array(z.object({ band: z.enum(DEBT_BANDS), count, amount: money })),
  }),
  funnel: z.array(z.object({ step: z.enum(CLIENT_STEPS), count })),
});
export type StatsSummary = z.infer<typeof statsSummarySchema>;

/** GET /api/stats/money: months of the period, by method and object, and the next 12 months. */
export const statsMoneySchema = z.object({
  period: periodSchema,
  months: z.array(z.object({ month, due: money, received: money, refunded: money })),
  byMethod: z.array(z.object({ method: z.enum(PAYMENT_METHODS), received: money, refunded: money })),
  byObject: z.array(
    z.object({ objectId: count, objectName: z.string(), due: money, received: money, refunded: money }),
  ),
  /** From the month after today: the unpaid remainder of live contracts' rows due in each month. */
  forecast: z.array(z.object({ month, due: money })),
});
export type StatsMoney = z.infer<typeof statsMoneySchema>;

/** GET /api/stats/sales: sales per month, price per m² by object and rooms, the managers. */
export const statsSalesSchema = z.object({
  period: periodSchema,
  months: z.array(z.object({ month, count, areaM2: num, amount: money })),
  pricePerM2: z.array(
    z.object({
      objectId: count,
      objectName: z.string(),
      rooms: count,
      count,
      areaM2: num,
      amount: money,
      /** amount / areaM2, whole soʻm. */
      pricePerM2: money,
    }),
  ),
  managers: z.array(
    z.object({
      managerId: count.nullable(),
      managerName: z.string().nullable(),
      /** Clients registered in the period whom they manage. */
      clients: count,
      /** Contracts they made (created) in the period. */
      contracts: count,
      sales: count,
      amount: money,
      received: money,
    }),
  ),
});
export type StatsSales = z.infer<typeof statsSalesSchema>;

const flowNodeKey = z.string();
/** GET /api/stats/clients: the Sankey of clients registered in the period, and conversion. */
export const statsClientsSchema = z.object({
  period: periodSchema,
  /** Keys: "source:<source>", "stage:<FLOW_STAGES>", "outcome:<FLOW_OUTCOMES>". */
  nodes: z.array(z.object({ key: flowNodeKey, count })),
  links: z.array(z.object({ from: flowNodeKey, to: flowNodeKey, count })),
  bySource: z.array(
    z.object({
      source: z.enum(CLIENT_SOURCES),
      clients: count,
      /** Reached the contract stage (a contract was drawn up). */
      contracts: count,
      concluded: count,
      refused: count,
      /** concluded / clients, 0–1 (0 when no clients). */
      conversion: num,
    }),
  ),
  byManager: z.array(
    z.object({
      managerId: count.nullable(),
      managerName: z.string().nullable(),
      clients: count,
      contracts: count,
      concluded: count,
      refused: count,
      conversion: num,
    }),
  ),
});
export type StatsClients = z.infer<typeof statsClientsSchema>;
export const FLOW_NODE_KINDS = {
  source: CLIENT_SOURCES,
  stage: FLOW_STAGES,
  outcome: FLOW_OUTCOMES,
} as const;

/** GET /api/stats/rows: the rows a figure sums, paged, with their sum (equal to the figure). */
export const statsRowsQuerySchema = statsFiltersSchema.extend({
  figure: z.enum(STATS_FIGURES),
  /** funnel: one step; without it every step. */
  step: z.enum(CLIENT_STEPS).optional(),
  /** overdue: one band. */
  band: z.enum(DEBT_BANDS).optional(),
  /** A month of a series ("2026-11"): the period narrowed to it. */
  month: month.optional(),
  page: int.min(1).default(1),
  size: int.min(1).max(200).default(20),
});
export type StatsRowsQuery = z.infer<typeof statsRowsQuerySchema>;
/** GET /api/stats/rows/export (export_excel): the same rows, all of them. */
export const statsRowsExportQuerySchema = statsRowsQuerySchema.omit({ page: true, size: true });

const contractRow = z.object({
  contractId: count,
  contractNumber: z.string(),
  /** The day it counts on: concluded (sales), refused (refused). */
  day: z.string(),
  clientId: count,
  clientName: z.string(),
  objectName: z.string(),
  unitNumber: z.string(),
  managerName: z.string().nullable(),
  areaM2: num,
  amount: money,
});
const paymentRow = z.object({
  paymentId: count,
  contractId: count,
  contractNumber: z.string(),
  day: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  method: z.enum(PAYMENT_METHODS),
  clientName: z.string(),
  objectName: z.string(),
  /** Positive: a payment in "received", a refund in "refunded". */
  amount: money,
});
const dueRow = z.object({
  contractId: count,
  contractNumber: z.string(),
  day: z.string(),
  number: count,
  clientName: z.string(),
  objectName: z.string(),
  amount: money,
  paid: money,
});
const overdueRow = z.object({
  contractId: count,
  contractNumber: z.string(),
  clientName: z.string(),
  objectName: z.string(),
  oldestDueDate: z.string(),
  daysOverdue: count,
  band: z.enum(DEBT_BANDS),
  amount: money,
});
const clientRow = z.object({
  clientId: count,
  fullName: z.string(),
  source: z.enum(CLIENT_SOURCES),
  step: z.enum(CLIENT_STEPS),
  day: z.string(),
  managerName: z.string().nullable(),
});
const sumSchema = z.object({ count, amount: money });
export const statsRowsPageSchema = z.discriminatedUnion("figure", [
  pagedSchema(contractRow).extend({ figure: z.literal("sales"), sum: sumSchema }),
  pagedSchema(contractRow).extend({ figure: z.literal("refused"), sum: sumSchema }),
  pagedSchema(paymentRow).extend({ figure: z.literal("received"), sum: sumSchema }),
  pagedSchema(paymentRow).extend({ figure: z.literal("refunded"), sum: sumSchema }),
  pagedSchema(dueRow).extend({ figure: z.literal("due"), sum: sumSchema }),
  pagedSchema(overdueRow).extend({ figure: z.literal("overdue"), sum: sumSchema }),
  pagedSchema(clientRow).extend({ figure: z.literal("funnel"), sum: sumSchema }),
]);
export type StatsRowsPage = z.infer<typeof statsRowsPageSchema>;

/** GET /api/stats/export?view= (export_excel): a view's tables as one workbook. */
export const statsExportQuerySchema = statsFiltersSchema.extend({
  view: z.enum([...STATS_VIEWS, "summary"]),
});

/** The page each home group needs. */
export const HOME_GROUP_PAGES: Record<HomeGroup, PageKey> = {
  reception: "reciption",
  call_center: "call_center",
  sales: "sotuv",
  contracts: "concluded_contracts",
  bank_lower: "quyi_bank",
  bank_upper: "yuqori_bank",
  collections: "undiruv",
  handover: "topshiruv",
  director: "flow_chart",
};

/** One tile of the home: a figure and where its rows are (a path with the list's own filters). */
export const homeTileSchema = z.object({
  key: z.string(),
  value: count,
  amount: money.nullable(),
  href: z.string(),
  /** "warn": something is late (overdue callbacks, broken promises, a cadastre past its month). */
  tone: z.enum(["normal", "warn"]),
  /** Parts of the figure (by step, band or status), each with its own list. */
  breakdown: z.array(z.object({ key: z.string(), value: count, amount: money.nullable(), href: z.string() })),
});
export type HomeTile = z.infer<typeof homeTileSchema>;
/** GET /api/stats/home (page home): the groups of the viewer's pages, in HOME_GROUPS order. */
export const homeSchema = z.object({
  today: z.string(),
  groups: z.array(z.object({ group: z.enum(HOME_GROUPS), tiles: z.array(homeTileSchema) })),
});
export type Home = z.infer<typeof homeSchema>;
