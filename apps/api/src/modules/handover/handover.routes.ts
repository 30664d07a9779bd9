import {
  contractHandoverSchema,
  handoverDetailSchema,
  handoverExportQuerySchema,
  handoverListQuerySchema,
  handoverPageSchema,
  handoverSettingsSchema,
  idParamSchema,
} from "@makon/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/types";
import type { FileStore } from "../../lib/file-store";
import { registerList } from "../../lib/list-routes";
import { contractHandover } from "./contract-handover.service";
import { CONTRACT_HANDOVER_PAGES, HANDOVER_PAGES } from "./handover.access";
import { handoverDetail } from "./handover-detail.service";
import { handoverExport } from "./handover-export.service";
import { listHandover } from "./handover-list.service";
import { readHandoverSettings } from "./handover-settings-read.service";

/** A handover act is checked in its contract's scope before the handler (plugins/record-scope). */
const ACT = { record: "handoverAct", id: "id" } as const;

const idParams = z.strictObject({ id: idParamSchema });

/**
 * Handover, the read side: the four tabs and their export, one act, a contract's handover state,
 * the settings. The static paths (export, settings) win over "/:id" in Fastify's router whatever
 * the order; they are declared first all the same.
 */
export async function handoverRoutes(app: FastifyInstance, { db }: { db: Db; files: FileStore }) {
  registerList(app, db, {
    url: "/api/topshiruv",
    tags: ["handover"],
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/topshiruv/settings",
    {
      config: { access: { pages: HANDOVER_PAGES } },
      schema: {
        tags: ["handover"],
        summary: "The handover settings (the warranty's years)",
        response: { 200: handoverSettingsSchema },
      },
    },
    async () => readHandoverSettings(db),
  );
  r.get(
    "/api/topshiruv/:id",
    {
      config: { recordScope: ACT, access: { pages: HANDOVER_PAGES } },
      schema: {
        tags: ["handover"],
        summary: "One handover act: readings, defects, cadastre, the contract and the buyer",
        params: idParams,
        response: { 200: handoverDetailSchema },
      },
    },
    async (request, reply) => {
      const detail = await handoverDetail(db, request.params.id, await request.authenticate());
      return reply.header("cache-control", "no-store").send(detail);
    },
  );
  r.get(
    "/api/shartnoma/:id/handover",
    {
      config: { recordScope: { contract: "id" }, access: { pages: CONTRACT_HANDOVER_PAGES } },
      schema: {
        tags: ["handover"],
        summary: "Where a contract stands for handover: permit, appointment, act, what blocks an act",
        params: idParams,
        response: { 200: contractHandoverSchema },
      },
    },
    async (request) => contractHandover(db, request.params.id, await request.authenticate()),
  );
}
