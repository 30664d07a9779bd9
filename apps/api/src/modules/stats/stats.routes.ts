import {
  statsExportQuerySchema,
  statsFiltersSchema,
  statsMoneySchema,
  statsRowsExportQuerySchema,
  statsRowsPageSchema,
  statsRowsQuerySchema,
  statsSummarySchema,
} from "@makon/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/types";
import { sendXlsxFile } from "../../lib/excel";
import { fileWords, myWords } from "../../lib/words";
import { narrowToMonth, resolvePeriod } from "./figures-sql";
import { cachedStatsRoute } from "./stats-cache";
import { statsClients } from "./stats-clients.service";
import { workbookFile } from "./stats-excel";
import { rowsBook } from "./stats-export-rows";
import { clientsBook, moneyBook, salesBook, summaryBook } from "./stats-export-views";
import { MONEY_TABLES, statsMoney } from "./stats-money.service";
import { ROWS_TABLES, statsRows, statsRowsAll } from "./stats-rows.service";
import { statsSales } from "./stats-sales.service";
import { SUMMARY_TABLES, statsSummary } from "./stats-summary.service";

const tags = ["stats"];
const excel = { pages: ["flow_chart" as const], allActions: ["export_excel" as const] };
const XLSX = ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"];
const files = fileWords.stats.files;

/** The numbers of /flow_chart: the summary, the series, the rows behind each figure, their Excel. */
export async function statsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  cachedStatsRoute(app, db, {
    path: "/api/stats/summary",
    summary:
      "The period's figures (decision 19): units by status (object only), sales, refusals, money due/in/refunded, overdue today, the funnel (managerId is the client's; clients have no object, so objectId does not apply to it)",
    name: "stats-summary",
    querystring: statsFiltersSchema,
    schema: statsSummarySchema,
    tables: SUMMARY_TABLES,
    check: (query) => resolvePeriod(query),
    compute: (query, me, today) => statsSummary(db, query, me, today),
  });
  cachedStatsRoute(app, db, {
    path: "/api/stats/money",
    summary:
      "Money per month of the period (due, received, refunded; zeros included), by method and object, and the next 12 months' forecast",
    name: "stats-money",
    querystring: statsFiltersSchema,
    schema: statsMoneySchema,
    tables: MONEY_TABLES,
    check: (query) => resolvePeriod(query),
    compute: (query, me, today) => statsMoney(db, query, me, today),
  });
  cachedStatsRoute(app, db, {
    path: "/api/stats/rows",
    summary:
      "The rows a figure sums, paged (newest day first; overdue by days), with their sum — equal to the figure",
    name: "stats-rows",
    querystring: statsRowsQuerySchema,
    schema: statsRowsPageSchema,
    tables: ROWS_TABLES,
    check: (query) => {
      const period = resolvePeriod(query);
      if (query.month) narrowToMonth(period, query.month);
    },
    compute: (query, me, today) => statsRows(db, query, me, today),
  });
  r.get(
    "/api/stats/rows/export",
    {
      config: { access: excel },
      schema: {
        tags,
        summary: "The rows a figure sums, all of them, as Excel",
        querystring: statsRowsExportQuerySchema,
        produces: XLSX,
      },
    },
    async (request, reply) => {
      const me = await request.authenticate();
      const period = resolvePeriod(request.query);
      const { items, sum } = await statsRowsAll(db, request.query, me);
      const name = files.rows(fileWords.stats.figureFiles[request.query.figure], period.from, period.to);
      return sendXlsxFile(
        reply,
        await workbookFile(name, rowsBook(request.query.figure, items, sum, await myWords(request))),
      );
    },
  );
  r.get(
    "/api/stats/export",
    {
      config: { access: excel },
      schema: {
        tags,
        summary: "A view of the flow chart (summary, money, sales, clients) as Excel",
        querystring: statsExportQuerySchema,
        produces: XLSX,
      },
    },
    async (request, reply) => {
      const me = await request.authenticate();
      const words = await myWords(request);
      const { view, ...filters } = request.query;
      const { from, to } = resolvePeriod(filters);
      switch (view) {
        case "summary":
          return sendXlsxFile(
            reply,
            await workbookFile(
              files.summary(from, to),
              summaryBook(await statsSummary(db, filters, me), words),
            ),
          );
        case "money":
          return sendXlsxFile(
            reply,
            await workbookFile(files.money(from, to), moneyBook(await statsMoney(db, filters, me), words)),
          );
        case "sales":
          return sendXlsxFile(
            reply,
            await workbookFile(files.sales(from, to), salesBook(await statsSales(db, filters, me), words)),
          );
        case "clients":
          return sendXlsxFile(
            reply,
            await workbookFile(
              files.clients(from, to),
              clientsBook(await statsClients(db, filters, me), words),
            ),
          );
      }
    },
  );
}
