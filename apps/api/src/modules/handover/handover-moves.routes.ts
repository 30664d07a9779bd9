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
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { contentDisposition } from "../../lib/content-disposition";
import type { FileStore } from "../../lib/file-store";
import { fileUploadRoutes } from "../../lib/uploads";
import { HANDOVER_BOSS, HANDOVER_PAGES, HANDOVER_WORK } from "./handover.access";
import { createAct } from "./handover-act.service";
import { addDefect, fixDefect } from "./handover-defects.service";
import {
  type Download,
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

const idParams = z.strictObject({ id: idParamSchema });
const defectParams = idParams.extend({ defectId: idParamSchema });
const idAnswer = z.object({ id: z.number().int() });
const work = { actions: HANDOVER_WORK } as const;
const read = { pages: HANDOVER_PAGES } as const;
const tags = ["handover"];

/** A stored file sent back: never cached (it may be replaced, and it is a person's paper). */
const sendFile = (reply: FastifyReply, f: Download) =>
  reply
    .type(f.type)
    .header("cache-control", "no-store")
    .header("content-disposition", contentDisposition(f.name))
    .send(f.file);

const bodyFile = (body: unknown): Buffer => {
  if (!Buffer.isBuffer(body)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the file as the body");
  return body;
};

/**
 * Handover, the writes on acts: the act, the permission, edits, defects, the scan and photos, the
 * PDF. Routes that name an act check its contract against the viewer's scope in the service (the
 * act's id is not a contract's).
 */
export async function handoverMovesRoutes(app: FastifyInstance, { db, files }: { db: Db; files: FileStore }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/api/topshiruv",
    {
      config: { access: work, recordScope: { contract: "contractId", in: "body" } },
      schema: {
        tags,
        summary:
          "Make the handover act (concluded, building completed, paid or permitted; a second → 409 HANDOVER_EXISTS)",
        body: handoverCreateBodySchema,
        response: { 201: handoverCreatedSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createAct(db, await request.authenticate(), request.body)),
  );
  r.post(
    "/api/shartnoma/:id/handover-permit",
    {
      config: { access: { actions: HANDOVER_BOSS }, recordScope: { contract: "id" } },
      schema: {
        tags,
        summary: "Permit handing over a concluded contract not paid in full, with the reason (once)",
        params: idParams,
        body: handoverPermitBodySchema,
        response: { 201: idAnswer },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await permitHandover(db, await request.authenticate(), request.params.id, request.body)),
  );
  r.patch(
    "/api/topshiruv/:id",
    {
      config: { recordScope: ACT, access: work },
      schema: {
        tags,
        summary: "Change an act's keys, meter readings, note or cadastre registration",
        params: idParams,
        body: handoverPatchBodySchema,
        response: { 200: idAnswer },
      },
    },
    async (request) => {
      await patchAct(db, await request.authenticate(), request.params.id, request.body);
      return { id: request.params.id };
    },
  );
  r.post(
    "/api/topshiruv/:id/defects",
    {
      config: { recordScope: ACT, access: work },
      schema: {
        tags,
        summary: "Add a defect found after the act",
        params: idParams,
        body: handoverDefectInputSchema,
        response: { 201: idAnswer },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addDefect(db, await request.authenticate(), request.params.id, request.body)),
  );
  r.post(
    "/api/topshiruv/:id/defects/:defectId/fix",
    {
      config: { recordScope: DEFECT, access: work },
      schema: {
        tags,
        summary: "Mark a defect fixed (once: a second → 409 HANDOVER_DEFECT_FIXED)",
        params: defectParams,
        body: handoverDefectFixBodySchema,
        response: { 200: idAnswer },
      },
    },
    async (request) => {
      const { id, defectId } = request.params;
      await fixDefect(db, await request.authenticate(), id, defectId, request.body);
      return { id: defectId };
    },
  );
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
    async (request, reply) => {
      const me = await request.authenticate();
      const { fileName, pdf } = await actPdf(db, me, request.params.id, request.query.lang);
      return reply
        .type("application/pdf")
        .header("content-disposition", contentDisposition(fileName))
        .header("cache-control", "no-store")
        .send(pdf);
    },
  );
  r.get(
    "/api/topshiruv/:id/scan",
    {
      config: { recordScope: ACT, access: read },
      schema: { tags, summary: "The signed act's scan", params: idParams },
    },
    async (request, reply) =>
      sendFile(reply, await readActScan(db, files, await request.authenticate(), request.params.id)),
  );
  r.get(
    "/api/topshiruv/:id/defects/:defectId/photo",
    {
      config: { recordScope: DEFECT, access: read },
      schema: { tags, summary: "A defect's photo", params: defectParams },
    },
    async (request, reply) => {
      const { id, defectId } = request.params;
      return sendFile(reply, await readDefectPhoto(db, files, await request.authenticate(), id, defectId));
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
        saveActScan(db, files, await request.authenticate(), request.params.id, bodyFile(request.body)),
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
        return saveDefectPhoto(db, files, await request.authenticate(), id, defectId, bodyFile(request.body));
      },
    );
  });
}
