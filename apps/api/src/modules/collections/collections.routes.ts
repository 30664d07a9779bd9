import {
  debtCaseDetailSchema,
  debtCaseListQuerySchema,
  debtCasePageSchema,
  debtorListQuerySchema,
  debtorPageSchema,
  debtSettingsSchema,
  debtSummarySchema,
  tashkentToday,
} from "@makon/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/types";
import { JsonText, registerList } from "../../lib/list-routes";
import { idParams, recordRoute } from "../../lib/record-routes";
import { scopedTables, scopeKey } from "../../lib/record-scope";
import { sendRemembered } from "../../lib/version-cache";
import { CASE_LIST_PAGES, CASE_PAGES, DEBTOR_PAGES } from "./collections.access";
import { debtCaseDetail } from "./debt-case-detail.service";
import { listDebtCases } from "./debt-cases-list.service";
import { readDebtSettings } from "./debt-settings-read.service";
import { DEBT_SUMMARY_TABLES, debtSummary } from "./debt-summary.service";
import { listDebtors } from "./debtors.service";
import { debtorsExport } from "./debtors-export.service";

/** A debt case is checked in its contract's scope before the handler (plugins/record-scope). */
const CASE = { record: "debtCase", id: "id" } as const;

/** Collections, the read side: debtors, their ageing report, cases, one case, the boss's view. */
export async function collectionsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  registerList(app, db, {
    url: "/api/undiruv/debtors",
    tags: ["collections"],
    summary: "Contracts with an overdue schedule row today, paged, with totals per ageing band",
    access: { pages: DEBTOR_PAGES },
    config: { remembers: true },
    query: debtorListQuerySchema,
    answer: debtorPageSchema,
    page: (query, me, request) => listDebtors(db, query, me, request.dataVersions),
    export: {
      summary: "The filtered debtors as the ageing report (Excel)",
      access: { pages: ["undiruv"] },
      make: (query, me, words) => debtorsExport(db, query, me, words),
    },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerList(app, db, {
    url: "/api/undiruv",
    tags: ["collections"],
    summary: "Collections cases, paged: mine, open, with the director, closed or all",
    access: { pages: CASE_LIST_PAGES },
    query: debtCaseListQuerySchema,
    answer: debtCasePageSchema,
    page: async (query, me) => new JsonText(await listDebtCases(db, query, me)),
  });
  r.get(
    "/api/undiruv/summary",
    {
      config: { access: { actions: ["debt_escalate"] }, remembers: true },
      schema: {
        tags: ["collections"],
        summary: "The boss's view: overdue by band, collected this month and each collector's work",
        response: { 200: debtSummarySchema },
      },
    },
    async (request, reply) => {
      const me = await request.authenticate();
      const today = tashkentToday();
      // Remembered as a list's page is, under the counters of the tables it is made from: the boss
      // opens it with the debtors' list, and working it out sums every open case's overdue rows.
      return sendRemembered(request, reply, db, {
        key: `undiruv:summary:${today}:${scopeKey(me, "contract")}`,
        tables: scopedTables(me, DEBT_SUMMARY_TABLES),
        schema: debtSummarySchema,
        compute: () => debtSummary(db, me, today),
      });
    },
  );
  recordRoute(app, {
    method: "GET",
    url: "/api/undiruv/settings",
    tags: ["collections"],
    summary: "The collections settings (opening cases by themselves, the SMS a client a day)",
    access: { pages: CASE_LIST_PAGES },
    answer: debtSettingsSchema,
    run: () => readDebtSettings(db),
  });
  recordRoute(app, {
    method: "GET",
    url: "/api/undiruv/:id",
    tags: ["collections"],
    summary: "One case: schedule with overdue rows and penalty, payments, promises, timeline",
    access: { pages: CASE_PAGES },
    recordScope: CASE,
    params: idParams,
    answer: debtCaseDetailSchema,
    // It carries the client's phone and SMS texts.
    noStore: true,
    run: (me, { params }) => debtCaseDetail(db, params.id, me),
  });
}
