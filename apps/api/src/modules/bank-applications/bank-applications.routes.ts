import {
  BANK_DOCUMENT_KINDS,
  BANK_LEVELS,
  bankApplicationDetailSchema,
  bankApplicationListQuerySchema,
  bankApplicationPageSchema,
  bankCommentBodySchema,
  bankCommentSchema,
  bankDeskSchema,
  bankDocumentSchema,
  historySchema,
  tashkentToday,
} from "@makon/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/types";
import { sendDocument } from "../../lib/content-disposition";
import type { FileStore } from "../../lib/file-store";
import { registerList } from "../../lib/list-routes";
import { idParams, recordRoute } from "../../lib/record-routes";
import { scopedTables } from "../../lib/record-scope";
import { fileBody, fileUploadRoutes } from "../../lib/uploads";
import { recordHistory } from "../audit";
import { assertReadsLevel, BANK_PAGES, BANK_RIGHTS } from "./bank-applications.access";
import { addBankComment } from "./bank-comments.service";
import { bankDesk } from "./bank-desk.service";
import { applicationFor, bankApplicationDetail } from "./bank-detail.service";
import {
  BANK_DOCUMENT_TYPES,
  MAX_BANK_DOCUMENT_BYTES,
  readBankDocument,
  saveBankDocument,
} from "./bank-documents.service";
import { bankExport } from "./bank-export.service";
import { BANK_ROW_TABLES, bankListKey, listBankPage } from "./bank-list.service";

/** A bank application is checked in its contract's scope before the handler (plugins/record-scope). */
const APPLICATION = { record: "bankApplication", id: "id" } as const;
const DOCUMENT = { ...APPLICATION, unscoped: { kind: "a document kind, not a record" } };

const documentParams = idParams.extend({ kind: z.enum(BANK_DOCUMENT_KINDS) });
/** A route reads bank applications with any bank page; the level's own pages are checked inside. */
const read = { pages: BANK_PAGES } as const;
/** A route changes them with any bank right; the level's own right is checked inside. */
const work = { actions: BANK_RIGHTS } as const;
const tags = ["bank-applications"];

/** Bank applications: the lists, one application, its documents and comments, the head's desk. */
export async function bankApplicationsRoutes(
  app: FastifyInstance,
  { db, files }: { db: Db; files: FileStore },
) {
  registerList(app, db, {
    url: "/api/ariza",
    tags,
    summary: "One level's bank applications, paged, filtered and searched",
    access: read,
    config: { remembers: true },
    query: bankApplicationListQuerySchema,
    answer: bankApplicationPageSchema,
    page: (query, me) => {
      // Before the remembered answer: its key names the scope, not the pages that open the level.
      assertReadsLevel(me, query.level);
      const { page, size, sort, ...filter } = query;
      return {
        remembered: {
          key: `${bankListKey(filter, me, tashkentToday())}:${sort}:${page}:${size}`,
          tables: scopedTables(me, BANK_ROW_TABLES),
          // Rows written as JSON by the database (decision 33; a test holds them to the code-made
          // rows and the schema): sent as they are.
          json: (seen) => listBankPage(db, query, me, seen),
        },
      };
    },
    export: {
      summary: "One level's filtered bank applications as an Excel file",
      make: (query, me, words) => bankExport(db, query, me, words),
    },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/ariza/desk",
    {
      config: { access: { actions: ["bank_lower_decide", "bank_upper_decide"] } },
      schema: {
        tags,
        summary: "The head's desk of a level: unassigned, waiting, stale, workload, banks' decisions",
        querystring: z.strictObject({ level: z.enum(BANK_LEVELS) }),
        response: { 200: bankDeskSchema },
      },
    },
    async (request) => bankDesk(db, await request.authenticate(), request.query.level),
  );
  recordRoute(app, {
    method: "GET",
    url: "/api/ariza/:id",
    tags,
    summary: "One bank application with its documents, comments and the viewer's moves",
    access: read,
    recordScope: APPLICATION,
    params: idParams,
    answer: bankApplicationDetailSchema,
    // It may carry the client's passport.
    noStore: true,
    run: (me, { params }) => bankApplicationDetail(db, me, params.id),
  });
  recordRoute(app, {
    method: "GET",
    url: "/api/ariza/:id/history",
    tags,
    summary: "A bank application's change history",
    access: read,
    recordScope: APPLICATION,
    params: idParams,
    answer: historySchema,
    run: async (me, { params }) => {
      await applicationFor(db, me, params.id, { readLevel: true });
      return recordHistory(db, "bank_application", params.id);
    },
  });
  recordRoute(app, {
    method: "POST",
    url: "/api/ariza/:id/comments",
    tags,
    summary: "Comment on a bank application (either level's staff)",
    access: work,
    recordScope: APPLICATION,
    params: idParams,
    body: bankCommentBodySchema,
    answer: bankCommentSchema,
    created: true,
    run: (me, { params, body }) => addBankComment(db, me, params.id, body.text),
  });
  r.get(
    "/api/ariza/:id/documents/:kind",
    {
      config: { recordScope: DOCUMENT, access: read },
      schema: {
        tags,
        summary: "One of a bank application's documents (either level's staff)",
        params: documentParams,
      },
    },
    async (request, reply) => {
      const me = await request.authenticate();
      const { id, kind } = request.params;
      return sendDocument(reply, await readBankDocument(db, files, me, id, kind));
    },
  );
  await fileUploadRoutes(app, { types: BANK_DOCUMENT_TYPES, maxBytes: MAX_BANK_DOCUMENT_BYTES }, (scope) =>
    scope.withTypeProvider<ZodTypeProvider>().put(
      "/api/ariza/:id/documents/:kind",
      {
        config: { recordScope: DOCUMENT, access: work },
        schema: {
          tags,
          summary:
            "Upload a document (PDF, JPEG or PNG body, up to 10 MB); it replaces the kind's earlier one",
          consumes: BANK_DOCUMENT_TYPES,
          params: documentParams,
          response: { 200: bankDocumentSchema },
        },
      },
      async (request) => {
        const me = await request.authenticate();
        const { id, kind } = request.params;
        return saveBankDocument(db, files, me, id, kind, fileBody(request.body));
      },
    ),
  );
}
