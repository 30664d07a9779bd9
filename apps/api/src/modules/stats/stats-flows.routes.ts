import { statsClientsSchema, statsFiltersSchema, statsSalesSchema } from "@makon/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/types";
import { resolvePeriod } from "./figures-sql";
import { cachedStatsRoute } from "./stats-cache";
import { statsClients } from "./stats-clients.service";
import { FLOW_CLIENT_TABLES } from "./stats-flow-sql";
import { statsSales } from "./stats-sales.service";

/** What the sales view reads: the flow's clients (its managers' column), the sales, the money. */
const SALES_TABLES = [...FLOW_CLIENT_TABLES, "contracts", "units", "objects", "payments"] as const;

/**
 * The flow chart's clients flow (Sankey, conversion) and sales series: page flow_chart, within
 * the viewer's record scope, cached as the lists are (ETag, 304, remembered answers).
 */
export async function statsFlowsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  cachedStatsRoute(app, db, {
    path: "/api/stats/sales",
    summary: "Sales per month (count, area, amount), price per m² by object and rooms, the managers' table",
    name: "stats-sales",
    querystring: statsFiltersSchema,
    schema: statsSalesSchema,
    tables: SALES_TABLES,
    check: (query) => resolvePeriod(query),
    compute: (query, me) => statsSales(db, query, me),
  });
  cachedStatsRoute(app, db, {
    path: "/api/stats/clients",
    summary:
      "Where the period's clients went (a Sankey from source to outcome), conversion by source and manager",
    name: "stats-clients",
    querystring: statsFiltersSchema,
    schema: statsClientsSchema,
    tables: FLOW_CLIENT_TABLES,
    check: (query) => resolvePeriod(query),
    compute: (query, me) => statsClients(db, query, me),
  });
}
