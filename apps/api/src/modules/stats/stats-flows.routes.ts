import { statsClientsSchema, statsFiltersSchema, statsSalesSchema } from "@makon/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/types";
import { resolvePeriod } from "./figures-sql";
import { cachedStats, etagHeaders, notModified } from "./stats-cache";
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/stats/sales",
    {
      config: { access: { pages: ["flow_chart"] } },
      schema: {
        tags: ["stats"],
        summary:
          "Sales per month (count, area, amount), price per m² by object and rooms, the managers' table",
        querystring: statsFiltersSchema,
        headers: etagHeaders,
        response: { 200: statsSalesSchema, 304: notModified },
      },
    },
    async (request, reply) => {
      await cachedStats(db, request, reply, {
        name: "stats-sales",
        query: request.query,
        tables: SALES_TABLES,
        schema: statsSalesSchema,
        check: () => resolvePeriod(request.query),
        compute: (me) => statsSales(db, request.query, me),
      });
      return reply;
    },
  );
  r.get(
    "/api/stats/clients",
    {
      config: { access: { pages: ["flow_chart"] } },
      schema: {
        tags: ["stats"],
        summary:
          "Where the period's clients went (a Sankey from source to outcome), conversion by source and manager",
        querystring: statsFiltersSchema,
        headers: etagHeaders,
        response: { 200: statsClientsSchema, 304: notModified },
      },
    },
    async (request, reply) => {
      await cachedStats(db, request, reply, {
        name: "stats-clients",
        query: request.query,
        tables: FLOW_CLIENT_TABLES,
        schema: statsClientsSchema,
        check: () => resolvePeriod(request.query),
        compute: (me) => statsClients(db, request.query, me),
      });
      return reply;
    },
  );
}
