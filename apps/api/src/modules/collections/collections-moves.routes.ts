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
import { sendPdf } from "../../lib/content-disposition";
import { idParams, recordRoute } from "../../lib/record-routes";
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

const letterParams = idParams.extend({ letterId: idParamSchema });
/** A collector or their boss; each action's own right is checked inside (DEBT_ACTION_RIGHTS). */
const work = { actions: DEBT_WORKERS } as const;
const boss = { actions: ["debt_escalate"] } as const;
const movedSchema = z.object({ id: z.number().int(), status: z.enum(DEBT_CASE_STATUSES) });
const assignedSchema = z.object({ id: z.number().int(), assigneeId: z.number().int() });
const tags = ["collections"];

/** Collections' writes: cases opened and assigned, actions, payments, letters, waivers, settings. */
export async function collectionsMovesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  recordRoute(app, {
    method: "POST",
    url: "/api/undiruv",
    tags,
    summary: "Open a case for a debtor (one open case per contract: a second → 409 DEBT_CASE_OPEN)",
    access: work,
    recordScope: { contract: "contractId", in: "body" },
    body: debtCaseCreateBodySchema,
    answer: debtCreatedSchema,
    created: true,
    run: (me, { body }) => openCase(db, me, body),
  });
  recordRoute(app, {
    method: "POST",
    url: "/api/undiruv/bulk",
    tags,
    summary: "Open cases for many debtors at once; contracts that cannot get one are skipped with a code",
    access: work,
    recordScope: {
      unscoped: {
        contractIds:
          "contracts, each checked in the service: one outside the scope is skipped with OUT_OF_SCOPE",
      },
    },
    body: debtCaseBulkBodySchema,
    answer: debtCaseBulkResultSchema,
    run: (me, { body }) => openCases(db, me, body),
  });
  recordRoute(app, {
    method: "PUT",
    url: "/api/undiruv/settings",
    tags,
    summary: "Save the collections settings (cases opened by themselves, the SMS a client a day); audited",
    access: boss,
    body: debtSettingsBodySchema,
    answer: debtSettingsSchema,
    run: (me, { body }) => saveDebtSettings(db, me.id, body),
  });
  recordRoute(app, {
    method: "POST",
    url: "/api/undiruv/:id/assign",
    tags,
    summary: "Give an open case to a collector (active, with debt_work and the collections page)",
    access: boss,
    recordScope: CASE,
    params: idParams,
    body: debtAssignBodySchema,
    answer: assignedSchema,
    run: (me, { params, body }) => assignCase(db, me, params.id, body.assigneeId),
  });
  recordRoute(app, {
    method: "GET",
    url: "/api/undiruv/:id/sms-preview",
    tags,
    summary: "The SMS an 'sms' action would queue now, word for word (nothing is queued)",
    access: work,
    recordScope: CASE,
    params: idParams,
    answer: debtSmsPreviewSchema,
    run: (_me, { params }) => smsPreview(db, params.id),
  });
  recordRoute(app, {
    method: "POST",
    url: "/api/undiruv/:id/actions",
    tags,
    summary:
      "Record an action (call, SMS, letter, promise, restructuring, escalation, legal steps, termination)",
    access: work,
    recordScope: CASE,
    params: idParams,
    body: debtActionBodySchema,
    answer: debtActionResultSchema,
    created: true,
    run: (me, { params, body }) => recordAction(db, me, params.id, body),
  });
  app.withTypeProvider<ZodTypeProvider>().get(
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
      return sendPdf(reply, await letterPdf(db, me, id, letterId, request.query.lang));
    },
  );
  recordRoute(app, {
    method: "POST",
    url: "/api/undiruv/:id/payments",
    tags,
    summary:
      "Record a payment from the case (the contract's payment; the same Idempotency-Key → the same answer)",
    access: { actions: DEBT_WORKERS, allActions: ["payment_create"] },
    recordScope: CASE,
    params: idParams,
    headers: z.object({ "idempotency-key": idempotencyKeySchema.optional() }),
    body: debtPaymentBodySchema,
    answer: debtPaymentResultSchema,
    created: true,
    run: (me, { params, body, headers }) => payFromCase(db, me, params.id, body, headers["idempotency-key"]),
  });
  recordRoute(app, {
    method: "POST",
    url: "/api/undiruv/:id/close",
    tags,
    summary: "Close a case: collected when nothing is overdue, else closed with the note",
    access: work,
    recordScope: CASE,
    params: idParams,
    body: debtCloseBodySchema,
    answer: movedSchema,
    run: (me, { params, body }) => closeCase(db, me, params.id, body.note),
  });
  recordRoute(app, {
    method: "POST",
    url: "/api/undiruv/:id/penalty-waiver",
    tags,
    summary:
      "Waive the penalty accrued so far on the case's contract, with a reason (409 when there is none)",
    access: { actions: ["debt_penalty_waive"] },
    recordScope: CASE,
    params: idParams,
    body: penaltyWaiverBodySchema,
    answer: penaltyWaiverResultSchema,
    created: true,
    run: (me, { params, body }) => waivePenalty(db, me, params.id, body.reason),
  });
}
