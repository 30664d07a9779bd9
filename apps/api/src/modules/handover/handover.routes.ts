import {
  contractHandoverSchema,
  handoverDetailSchema,
  handoverExportQuerySchema,
  handoverListQuerySchema,
  handoverPageSchema,
  handoverSettingsSchema,
} from "@makon/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/types";
import type { FileStore } from "../../lib/file-store";
import { registerList } from "../../lib/list-routes";
import { idParams, recordRoute } from "../../lib/record-routes";
import { contractHandover } from "./contract-handover.service";
import { CONTRACT_HANDOVER_PAGES, HANDOVER_PAGES } from "./handover.access";
import { handoverDetail } from "./handover-detail.service";
import { handoverExport } from "./handover-export.service";
import { listHandover } from "./handover-list.service";
import { readHandoverSettings } from "./handover-settings-read.service";

/** A handover act is checked in its contract's scope before the handler (plugins/record-scope). */
const ACT = { record: "handoverAct", id: "id" } as const;

const tags = ["handover"];

/**
 * Handover, the read side: the four tabs and their export, one act, a contract's handover state,
 * the settings. The static paths (export, settings) win over "/:id" in Fastify's router whatever
 * the order; they are declared first all the same.
 */
export async function handoverRoutes(app: FastifyInstance, { db }: { db: Db; files: FileStore }) {
  registerList(app, db, {
    url: "/api/topshiruv",
    tags,
    summary: "One tab of handover (ready, appointments, handed, defects), paged, by view",
    access: { pages: HANDOVER_PAGES },
    config: { remembers: true },
    query: handoverListQuerySchema,
    answer: handoverPageSchema,
    // Buyers' names and phones: never kept by a browser or a proxy.
    noStore: true,
    page: (query, me, request) => listHandover(db, query, me, request.dataVersions),
    export: {
      summary: "One tab's filtered rows, all of them, as a spreadsheet (Excel)",
      access: { pages: ["topshiruv"] },
      query: handoverExportQuerySchema,
      make: (query, me, words) => handoverExport(db, query, me, words),
    },
  });
  recordRoute(app, {
    method: "GET",
    url: "/api/topshiruv/settings",
    tags,
    summary: "The handover settings (the warranty's years)",
    access: { pages: HANDOVER_PAGES },
    answer: handoverSettingsSchema,
    run: () => readHandoverSettings(db),
  });
  recordRoute(app, {
    method: "GET",
    url: "/api/topshiruv/:id",
    tags,
    summary: "One handover act: readings, defects, cadastre, the contract and the buyer",
    access: { pages: HANDOVER_PAGES },
    recordScope: ACT,
    params: idParams,
    answer: handoverDetailSchema,
    noStore: true,
    run: (me, { params }) => handoverDetail(db, params.id, me),
  });
  recordRoute(app, {
    method: "GET",
    url: "/api/shartnoma/:id/handover",
    tags,
    summary: "Where a contract stands for handover: permit, appointment, act, what blocks an act",
    access: { pages: CONTRACT_HANDOVER_PAGES },
    recordScope: { contract: "id" },
    params: idParams,
    answer: contractHandoverSchema,
    run: (me, { params }) => contractHandover(db, params.id, me),
  });
}
