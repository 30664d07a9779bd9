import {
  documentLanguageQuerySchema,
  handoverCreateBodySchema,
  handoverCreatedSchema,
  handoverDefectFixBodySchema,
  handoverDefectInputSchema,
  handoverPatchBodySchema,
  handoverPermitBodySchema,
  idParamSchema,
} from "@makon/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/types";
import { sendDocument, sendPdf } from "../../lib/content-disposition";
import type { FileStore } from "../../lib/file-store";
import { idParams, recordRoute } from "../../lib/record-routes";
import { fileBody, fileUploadRoutes } from "../../lib/uploads";
import { HANDOVER_BOSS, HANDOVER_PAGES, HANDOVER_WORK } from "./handover.access";
import { createAct } from "./handover-act.service";
import { addDefect, fixDefect } from "./handover-defects.service";
import {
  HANDOVER_SCAN_TYPES,
  MAX_HANDOVER_FILE_BYTES,
  readActScan,
  readDefectPhoto,
  saveActScan,
  saveDefectPhoto,
} from "./handover-files.service";
import { patchAct } from "./handover-patch.service";
import { actPdf } from "./handover-pdf.service";
import { permitHandover } from "./handover-permit.service";

/** A handover act is checked in its contract's scope before the handler (plugins/record-scope). */
const ACT = { record: "handoverAct", id: "id" } as const;
const DEFECT = { ...ACT, unscoped: { defectId: "a defect, looked up within the checked act" } };

const defectParams = idParams.extend({ defectId: idParamSchema });
const idAnswer = z.object({ id: z.number().int() });
const work = { actions: HANDOVER_WORK } as const;
const read = { pages: HANDOVER_PAGES } as const;
const tags = ["handover"];

/**
 * Handover, the writes on acts: the act, the permission, edits, defects, the scan and photos, the
 * PDF. Routes that name an act check its contract against the viewer's scope in the service (the
 * act's id is not a contract's).
 */
export async function handoverMovesRoutes(app: FastifyInstance, { db, files }: { db: Db; files: FileStore }) {
  recordRoute(app, {
    method: "POST",
    url: "/api/topshiruv",
    tags,
    summary:
      "Make the handover act (concluded, building completed, paid or permitted; a second → 409 HANDOVER_EXISTS)",
    access: work,
    recordScope: { contract: "contractId", in: "body" },
    body: handoverCreateBodySchema,
    answer: handoverCreatedSchema,
    created: true,
    run: (me, { body }) => createAct(db, me, body),
  });
  recordRoute(app, {
    method: "POST",
    url: "/api/shartnoma/:id/handover-permit",
    tags,
    summary: "Permit handing over a concluded contract not paid in full, with the reason (once)",
    access: { actions: HANDOVER_BOSS },
    recordScope: { contract: "id" },
    params: idParams,
    body: handoverPermitBodySchema,
    answer: idAnswer,
    created: true,
    run: (me, { params, body }) => permitHandover(db, me, params.id, body),
  });
  recordRoute(app, {
    method: "PATCH",
    url: "/api/topshiruv/:id",
    tags,
    summary: "Change an act's keys, meter readings, note or cadastre registration",
    access: work,
    recordScope: ACT,
    params: idParams,
    body: handoverPatchBodySchema,
    answer: idAnswer,
    run: async (me, { params, body }) => {
      await patchAct(db, me, params.id, body);
      return { id: params.id };
    },
  });
  recordRoute(app, {
    method: "POST",
    url: "/api/topshiruv/:id/defects",
    tags,
    summary: "Add a defect found after the act",
    access: work,
    recordScope: ACT,
    params: idParams,
    body: handoverDefectInputSchema,
    answer: idAnswer,
    created: true,
    run: (me, { params, body }) => addDefect(db, me, params.id, body),
  });
  recordRoute(app, {
    method: "POST",
    url: "/api/topshiruv/:id/defects/:defectId/fix",
    tags,
    summary: "Mark a defect fixed (once: a second → 409 HANDOVER_DEFECT_FIXED)",
    access: work,
    recordScope: DEFECT,
    params: defectParams,
    body: handoverDefectFixBodySchema,
    answer: idAnswer,
    run: async (me, { params, body }) => {
      await fixDefect(db, me, params.id, params.defectId, body);
      return { id: params.defectId };
    },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/topshiruv/:id/pdf",
    {
      config: { recordScope: ACT, access: read },
      schema: {
        tags,
        summary: "The act as a PDF in ?lang= or the client's language",
        params: idParams,
        querystring: documentLanguageQuerySchema,
        produces: ["application/pdf"],
      },
    },
    async (request, reply) =>
      sendPdf(reply, await actPdf(db, await request.authenticate(), request.params.id, request.query.lang)),
  );
  r.get(
    "/api/topshiruv/:id/scan",
    {
      config: { recordScope: ACT, access: read },
      schema: { tags, summary: "The signed act's scan", params: idParams },
    },
    async (request, reply) =>
      sendDocument(reply, await readActScan(db, files, await request.authenticate(), request.params.id)),
  );
  r.get(
    "/api/topshiruv/:id/defects/:defectId/photo",
    {
      config: { recordScope: DEFECT, access: read },
      schema: { tags, summary: "A defect's photo", params: defectParams },
    },
    async (request, reply) => {
      const { id, defectId } = request.params;
      return sendDocument(
        reply,
        await readDefectPhoto(db, files, await request.authenticate(), id, defectId),
      );
    },
  );
  // Raw file bodies (no multipart), up to 10 MB, in a scope of their own; the kind is sniffed
  // from the bytes in the service (a photo takes JPEG or PNG only).
  await fileUploadRoutes(app, { types: HANDOVER_SCAN_TYPES, maxBytes: MAX_HANDOVER_FILE_BYTES }, (scope) => {
    const s = scope.withTypeProvider<ZodTypeProvider>();
    s.post(
      "/api/topshiruv/:id/scan",
      {
        config: { recordScope: ACT, access: work },
        schema: {
          tags,
          summary: "Upload the signed act's scan (PDF, JPEG or PNG body, up to 10 MB)",
          consumes: HANDOVER_SCAN_TYPES,
          params: idParams,
          response: { 200: idAnswer },
        },
      },
      async (request) =>
        saveActScan(db, files, await request.authenticate(), request.params.id, fileBody(request.body)),
    );
    s.post(
      "/api/topshiruv/:id/defects/:defectId/photo",
      {
        config: { recordScope: DEFECT, access: work },
        schema: {
          tags,
          summary: "Upload a defect's photo (JPEG or PNG body, up to 10 MB)",
          consumes: HANDOVER_SCAN_TYPES,
          params: defectParams,
          response: { 200: idAnswer },
        },
      },
      async (request) => {
        const { id, defectId } = request.params;
        return saveDefectPhoto(db, files, await request.authenticate(), id, defectId, fileBody(request.body));
      },
    );
  });
}
