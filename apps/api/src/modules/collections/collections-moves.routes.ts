import {
  DEBT_CASE_STATUSES,
  debtActionBodySchema,
  debtActionResultSchema,
  debtAssignBodySchema,
  debtCaseBulkBodySchema,
  debtCaseBulkResultSchema,
  debtCaseCreateBodySchema,
  debtCloseBodySchema,
  debtCreatedSchema,
  debtPaymentBodySchema,
  debtPaymentResultSchema,
  debtSettingsBodySchema,
  debtSettingsSchema,
  debtSmsPreviewSchema,
  documentLanguageQuerySchema,
  idempotencyKeySchema,
  idParamSchema,
  penaltyWaiverBodySchema,
  penaltyWaiverResultSchema,
} from "@makon/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/types";
import { contentDisposition } from "../../lib/content-disposition";
import { CASE_PAGES, DEBT_WORKERS } from "./collections.access";
import { recordAction, smsPreview } from "./debt-actions.service";
import { openCase, openCases } from "./debt-case-open.service";
import { assignCase, closeCase } from "./debt-close.service";
import { letterPdf } from "./debt-letters.service";
import { payFromCase } from "./debt-payments.service";
import { saveDebtSettings } from "./debt-settings.service";
import { waivePenalty } from "./penalty-waiver.service";

/** A debt case is checked in its contract's scope before the handler (plugins/record-scope). */
const CASE = { record: "debtCase", id: "id" } as const;

const idParams = z.strictObject({ id: idParamSchema });
const letterParams = idParams.extend({ letterId: idParamSchema });
/** A collector or their boss; each action's own right is checked inside (DEBT_ACTION_RIGHTS). */
const work = { actions: DEBT_WORKERS } as const;
const boss = { actions: ["debt_escalate"] } as const;
const movedSchema = z.object({ id: z.number().int(), status: z.enum(DEBT_CASE_STATUSES) });
const assignedSchema = z.object({ id: z.number().int(), assigneeId: z.number().int() });
const tags = ["collections"];

/** Collections' writes: cases opened and assigned, actions, payments, letters, waivers, settings. */
export async function collectionsMovesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/api/undiruv",
    {
      config: { access: work, recordScope: { contract: "contractId", in: "body" } },
      schema: {
        tags,
        summary: "Open a case for a debtor (one open case per contract: a second → 409 DEBT_CASE_OPEN)",
        body: debtCaseCreateBodySchema,
        response: { 201: debtCreatedSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await openCase(db, await request.authenticate(), request.body)),
  );
  r.post(
    "/api/undiruv/bulk",
    {
      config: {
        recordScope: {
          unscoped: {
            contractIds:
              "contracts, each checked in the service: one outside the scope is skipped with OUT_OF_SCOPE",
          },
        },
        access: work,
      },
      schema: {
        tags,
        summary: "Open cases for many debtors at once; contracts that cannot get one are skipped with a code",
        body: debtCaseBulkBodySchema,
        response: { 200: debtCaseBulkResultSchema },
      },
    },
    async (request) => openCases(db, await request.authenticate(), request.body),
  );
  r.put(
    "/api/undiruv/settings",
    {
      config: { access: boss },
      schema: {
        tags,
        summary:
          "Save the collections settings (cases opened by themselves, the SMS a client a day); audited",
        body: debtSettingsBodySchema,
        response: { 200: debtSettingsSchema },
      },
    },
    async (request) => saveDebtSettings(db, (await request.authenticate()).id, request.body),
  );
  r.post(
    "/api/undiruv/:id/assign",
    {
      config: { recordScope: CASE, access: boss },
      schema: {
        tags,
        summary: "Give an open case to a collector (active, with debt_work and the collections page)",
        params: idParams,
        body: debtAssignBodySchema,
        response: { 200: assignedSchema },
      },
    },
    async (request) =>
      assignCase(db, await request.authenticate(), request.params.id, request.body.assigneeId),
  );
  r.get(
    "/api/undiruv/:id/sms-preview",
    {
      config: { recordScope: CASE, access: work },
      schema: {
        tags,
        summary: "The SMS an 'sms' action would queue now, word for word (nothing is queued)",
        params: idParams,
        response: { 200: debtSmsPreviewSchema },
      },
    },
    async (request) => smsPreview(db, request.params.id),
  );
  r.post(
    "/api/undiruv/:id/actions",
    {
      config: { recordScope: CASE, access: work },
      schema: {
        tags,
        summary:
          "Record an action (call, SMS, letter, promise, restructuring, escalation, legal steps, termination)",
        params: idParams,
        body: debtActionBodySchema,
        response: { 201: debtActionResultSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await recordAction(db, await request.authenticate(), request.params.id, request.body)),
  );
  r.get(
    "/api/undiruv/:id/letters/:letterId",
    {
      config: {
        recordScope: { ...CASE, unscoped: { letterId: "a letter, looked up within the checked case" } },
        access: { pages: CASE_PAGES },
      },
      schema: {
        tags,
        summary:
          "A case's letter as a PDF in ?lang= or the client's language, drawn again from what was written (the same letter every time)",
        params: letterParams,
        querystring: documentLanguageQuerySchema,
        produces: ["application/pdf"],
      },
    },
    async (request, reply) => {
      const me = await request.authenticate();
      const { id, letterId } = request.params;
      const { fileName, pdf } = await letterPdf(db, me, id, letterId, request.query.lang);
      return reply
        .type("application/pdf")
        .header("content-disposition", contentDisposition(fileName))
        .header("cache-control", "no-store")
        .send(pdf);
    },
  );
  r.post(
    "/api/undiruv/:id/payments",
    {
      config: { recordScope: CASE, access: { actions: DEBT_WORKERS, allActions: ["payment_create"] } },
      schema: {
        tags,
        summary:
          "Record a payment from the case (the contract's payment; the same Idempotency-Key → the same answer)",
        params: idParams,
        headers: z.object({ "idempotency-key": idempotencyKeySchema.optional() }),
        body: debtPaymentBodySchema,
        response: { 201: debtPaymentResultSchema },
      },
    },
    async (request, reply) => {
      const me = await request.authenticate();
      const done = await payFromCase(
        db,
        me,
        request.params.id,
        request.body,
        request.headers["idempotency-key"],
      );
      return reply.code(201).send(done);
    },
  );
  r.post(
    "/api/undiruv/:id/close",
    {
      config: { recordScope: CASE, access: work },
      schema: {
        tags,
        summary: "Close a case: collected when nothing is overdue, else closed with the note",
        params: idParams,
        body: debtCloseBodySchema,
        response: { 200: movedSchema },
      },
    },
    async (request) => closeCase(db, await request.authenticate(), request.params.id, request.body.note),
  );
  r.post(
    "/api/undiruv/:id/penalty-waiver",
    {
      config: { recordScope: CASE, access: { actions: ["debt_penalty_waive"] } },
      schema: {
        tags,
        summary:
          "Waive the penalty accrued so far on the case's contract, with a reason (409 when there is none)",
        params: idParams,
        body: penaltyWaiverBodySchema,
        response: { 201: penaltyWaiverResultSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await waivePenalty(db, await request.authenticate(), request.params.id, request.body.reason)),
  );
}
