import {
  cancelPaymentBodySchema,
  changePaymentTypeBodySchema,
  contractDetailSchema,
  contractListItemSchema,
  contractListQuerySchema,
  contractPageSchema,
  createContractBodySchema,
  createPaymentBodySchema,
  documentLanguageQuerySchema,
  formatDateTime,
  historySchema,
  idempotencyKeySchema,
  idParamSchema,
  paymentExportQuerySchema,
  paymentListQuerySchema,
  paymentPageSchema,
  paymentSchema,
  refuseContractBodySchema,
  rescheduleBodySchema,
  sendToBankBodySchema,
  sendToBankResultSchema,
  tashkentToday,
} from "@makon/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/types";
import { registerCompatList } from "../../lib/compat-list";
import { sendDocument, sendPdf } from "../../lib/content-disposition";
import { CONTRACT_READ_PAGES } from "../../lib/contract-pages";
import type { FileStore } from "../../lib/file-store";
import { registerList } from "../../lib/list-routes";
import { idParams, recordRoute } from "../../lib/record-routes";
import { scopedTables, scopeKey } from "../../lib/record-scope";
import { fileBody, fileUploadRoutes } from "../../lib/uploads";
import { recordHistory } from "../audit";
import { canSeePersonal } from "../clients";
import { contractDetail, createContract } from "./contract-create.service";
import {
  allContractRows,
  CONTRACT_ROW_TABLES,
  exportContractRows,
  listContractPage,
} from "./contract-list.service";
import { contractPdf } from "./contract-pdf.service";
import { concludeContract, reschedule, sendToBank } from "./contract-process.service";
import { MAX_SCAN_BYTES, readSignedScan, SCAN_TYPES, saveSignedScan } from "./contract-scan.service";
import { exportPaymentRows, listPayments } from "./payment-list.service";
import { changePaymentType } from "./payment-type.service";
import { cancelPayment, contractPayments, recordPayment, recordRefund } from "./payments.service";
import { refuseContract } from "./refusal.service";

/** Excel's format for a calendar day (no time of day). */
const DAY = "dd.mm.yyyy";
const tags = ["contracts"];

export async function contractsRoutes(app: FastifyInstance, { db, files }: { db: Db; files: FileStore }) {
  registerCompatList(app, db, {
    url: "/api/shartnoma/all_shartnoma",
    name: "shartnoma",
    tag: "contracts",
    summary: "All contracts with client, unit and paid amount",
    access: { pages: CONTRACT_READ_PAGES },
    tables: CONTRACT_ROW_TABLES,
    item: contractListItemSchema,
    scopeKey: (viewer) => scopeKey(viewer, "contract"),
    load: allContractRows,
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  recordRoute(app, {
    method: "POST",
    url: "/api/shartnoma",
    tags,
    summary: "Draw up a contract with its schedule; the unit must be free or booked by this client",
    access: { actions: ["contract_create"] },
    recordScope: { client: "clientId", in: "body" },
    body: createContractBodySchema,
    answer: contractDetailSchema,
    created: true,
    run: (me, { body }) => createContract(db, body, me.id),
  });
  registerList(app, db, {
    url: "/api/shartnoma",
    tags,
    summary: "Contracts, paged and filtered, with what is paid, owed, due and owed back",
    access: { pages: [...CONTRACT_READ_PAGES] },
    config: { remembers: true },
    query: contractListQuerySchema,
    answer: contractPageSchema,
    page: (query, me) => ({
      remembered: {
        // Today is in the key: "overdue" changes at midnight, not only with the data.
        key: `shartnoma:${tashkentToday()}:${scopeKey(me, "contract")}:${JSON.stringify(query)}`,
        tables: scopedTables(me, CONTRACT_ROW_TABLES),
        json: (seen) => listContractPage(db, query, me, seen),
      },
    }),
    export: {
      summary: "The filtered contracts as an Excel file",
      file: (words) => words.contracts.file,
      rows: (query, me) => exportContractRows(db, query, me),
      columns: ({ documents, enums }) => {
        const words = documents.contracts;
        return [
          { header: words.number, width: 12, value: (c) => c.number },
          {
            header: words.date,
            width: 12,
            dateFormat: DAY,
            value: (c) => new Date(`${c.date}T00:00:00Z`),
          },
          { header: words.client, width: 30, value: (c) => c.clientName },
          { header: words.object, width: 22, value: (c) => c.objectName },
          { header: words.building, width: 10, value: (c) => c.buildingName },
          { header: words.unit, width: 9, value: (c) => c.unitNumber },
          {
            header: words.paymentType,
            width: 14,
            value: (c) => enums.paymentType[c.paymentType],
          },
          { header: words.total, width: 16, value: (c) => c.total },
          { header: words.paid, width: 16, value: (c) => c.paid },
          { header: words.balance, width: 16, value: (c) => c.balance },
          {
            header: words.nextDue,
            width: 14,
            dateFormat: DAY,
            value: (c) => (c.nextDueDate ? new Date(`${c.nextDueDate}T00:00:00Z`) : null),
          },
          {
            header: words.overdue,
            width: 10,
            value: (c) => (c.overdue ? documents.yes : null),
          },
          { header: words.status, width: 18, value: (c) => enums.contractStatus[c.status] },
          { header: words.owedBack, width: 16, value: (c) => c.owedBack || null },
          { header: words.refunded, width: 16, value: (c) => c.refunded || null },
          { header: words.manager, width: 22, value: (c) => c.managerName },
        ];
      },
    },
  });
  registerList(app, db, {
    url: "/api/shartnoma/payments",
    tags: ["contracts"],
    summary: "The payments journal: payments and refunds received between two days, paged",
    access: { pages: ["tolovlar"] },
    query: paymentListQuerySchema,
    answer: paymentPageSchema,
    page: (query, me) => listPayments(db, query, me),
    export: {
      summary: "Payments and refunds received between two days, as an Excel file",
      // The contracts screens' export dialog predates the journal: their readers keep it.
      access: { pages: [...CONTRACT_READ_PAGES, "tolovlar"] },
      query: paymentExportQuerySchema,
      file: (words, query) => words.payments.file(query.from, query.to),
      rows: (query, me) => exportPaymentRows(db, query, me),
      columns: ({ documents, enums }) => {
        const words = documents.payments;
        return [
          {
            header: words.date,
            width: 12,
            dateFormat: DAY,
            value: (p) => new Date(`${p.paidAt}T00:00:00Z`),
          },
          { header: words.contract, width: 12, value: (p) => p.contractNumber },
          { header: words.client, width: 30, value: (p) => p.clientName },
          { header: words.object, width: 22, value: (p) => p.objectName },
          { header: words.building, width: 10, value: (p) => p.buildingName },
          { header: words.unit, width: 9, value: (p) => p.unitNumber },
          { header: words.kind, width: 12, value: (p) => words.kinds[p.kind] },
          // Refunds negative, so a column sum is the money that stayed.
          {
            header: words.amount,
            width: 16,
            value: (p) => (p.kind === "refund" ? -p.amount : p.amount),
          },
          { header: words.method, width: 16, value: (p) => enums.paymentMethod[p.method] },
          { header: words.receipt, width: 14, value: (p) => p.receiptNumber },
          { header: words.madeBy, width: 22, value: (p) => p.userName },
          { header: words.madeAt, width: 17, value: (p) => formatDateTime(p.createdAt) },
          {
            header: words.cancelledAt,
            width: 17,
            value: (p) => formatDateTime(p.cancelledAt) || null,
          },
          { header: words.cancelledBy, width: 22, value: (p) => p.cancelledByName },
          { header: words.cancelReason, width: 30, value: (p) => p.cancelReason },
        ];
      },
    },
  });
  /** The contract named by the path is checked against the viewer's scope (plugins/record-scope). */
  const contract = { recordScope: { contract: "id" }, params: idParams } as const;
  const edit = { actions: ["contract_edit"] } as const;
  recordRoute(app, {
    ...contract,
    method: "GET",
    url: "/api/shartnoma/:id",
    tags,
    summary: "A contract with its current schedule and steps",
    access: { pages: [...CONTRACT_READ_PAGES, "sotuv_xonadon"] },
    answer: contractDetailSchema,
    run: (_me, { params }) => contractDetail(db, params.id),
  });
  const idempotent = z.object({ "idempotency-key": idempotencyKeySchema.optional() });
  recordRoute(app, {
    ...contract,
    method: "POST",
    url: "/api/shartnoma/:id/payments",
    tags,
    summary:
      "Record a payment (allocated to the earliest unpaid rows); the same Idempotency-Key again → the same answer",
    access: { actions: ["payment_create"] },
    headers: idempotent,
    body: createPaymentBodySchema,
    answer: paymentSchema,
    created: true,
    run: async (me, { params, body, headers }) =>
      (await recordPayment(db, params.id, body, me.id, headers["idempotency-key"])).body,
  });
  recordRoute(app, {
    ...contract,
    method: "POST",
    url: "/api/shartnoma/:id/refunds",
    tags,
    summary:
      "Pay money back on a refused contract (up to what is owed back); Idempotency-Key as for payments",
    access: { actions: ["refund_create"] },
    headers: idempotent,
    body: createPaymentBodySchema,
    answer: paymentSchema,
    created: true,
    run: async (me, { params, body, headers }) =>
      (await recordRefund(db, params.id, body, me.id, headers["idempotency-key"])).body,
  });
  recordRoute(app, {
    ...contract,
    method: "GET",
    url: "/api/shartnoma/:id/payments",
    tags,
    summary: "A contract's payments and refunds, cancelled ones too",
    access: { pages: [...CONTRACT_READ_PAGES] },
    answer: z.array(paymentSchema),
    run: (_me, { params }) => contractPayments(db, params.id),
  });
  recordRoute(app, {
    method: "POST",
    url: "/api/shartnoma/:id/payments/:paymentId/cancel",
    tags,
    summary: "Cancel a payment with a reason (kept in the list and the history)",
    access: { actions: ["payment_cancel"] },
    recordScope: {
      unscoped: { paymentId: "a payment, looked up within the checked contract" },
      contract: "id",
    },
    params: idParams.extend({ paymentId: idParamSchema }),
    body: cancelPaymentBodySchema,
    answer: paymentSchema,
    run: (me, { params, body }) => cancelPayment(db, params.id, params.paymentId, body.reason, me.id),
  });
  recordRoute(app, {
    ...contract,
    method: "POST",
    url: "/api/shartnoma/:id/otkaz",
    tags,
    summary: "Refuse a contract with a reason; the unit is available again at once",
    access: { actions: ["contract_refuse"] },
    body: refuseContractBodySchema,
    answer: contractDetailSchema,
    run: (me, { params, body }) => refuseContract(db, params.id, body.reason, me.id),
  });
  r.get(
    "/api/shartnoma/:id/pdf",
    {
      config: {
        recordScope: { contract: "id" },
        access: { pages: ["contract", "shartnoma_jarayon", "concluded_contracts", "sotuv_xonadon"] },
      },
      schema: {
        tags,
        summary:
          "The contract and its schedule as a PDF in ?lang= or the client's language (buyer's passport in full only with client_passport_view)",
        params: idParams,
        querystring: documentLanguageQuerySchema,
        produces: ["application/pdf"],
      },
    },
    async (request, reply) => {
      const me = await request.authenticate();
      return sendPdf(reply, await contractPdf(db, request.params.id, canSeePersonal(me), request.query.lang));
    },
  );
  recordRoute(app, {
    ...contract,
    method: "POST",
    url: "/api/shartnoma/:id/conclude",
    tags,
    summary: "Conclude a full or installment deal once the down payment is in (the unit is sold)",
    access: edit,
    answer: contractDetailSchema,
    run: (me, { params }) => concludeContract(db, params.id, me.id),
  });
  recordRoute(app, {
    ...contract,
    method: "POST",
    url: "/api/shartnoma/:id/bank",
    tags,
    summary:
      "Send a bank deal (mortgage, subsidy, organisation) to the lower bank stage; answers the new application's id",
    access: edit,
    body: sendToBankBodySchema,
    answer: sendToBankResultSchema,
    run: (me, { params, body }) => sendToBank(db, params.id, body, me.id),
  });
  recordRoute(app, {
    ...contract,
    method: "GET",
    url: "/api/shartnoma/:id/history",
    tags,
    summary: "A contract's history with its payments'",
    access: { pages: [...CONTRACT_READ_PAGES] },
    answer: historySchema,
    run: (_me, { params }) =>
      recordHistory(db, "contract", params.id, { entity: "payment", key: "contractId" }),
  });
  recordRoute(app, {
    ...contract,
    method: "POST",
    url: "/api/shartnoma/:id/schedule",
    tags,
    summary: "A new schedule version for an installment contract (the old one is kept)",
    access: edit,
    body: rescheduleBodySchema,
    answer: contractDetailSchema,
    run: (me, { params, body }) => reschedule(db, params.id, body, me.id),
  });
  recordRoute(app, {
    ...contract,
    method: "POST",
    url: "/api/shartnoma/:id/payment-type",
    tags,
    summary: "Another payment type for a deal in process (after a bank said no): a new schedule version",
    access: edit,
    body: changePaymentTypeBodySchema,
    answer: contractDetailSchema,
    run: (me, { params, body }) => changePaymentType(db, params.id, body, me.id),
  });
  await fileUploadRoutes(app, { types: SCAN_TYPES, maxBytes: MAX_SCAN_BYTES }, (scope) =>
    scope.withTypeProvider<ZodTypeProvider>().put(
      "/api/shartnoma/:id/scan",
      {
        config: { recordScope: { contract: "id" }, access: edit },
        schema: {
          tags,
          summary: "Upload the signed contract's scan (PDF, JPEG or PNG body, up to 10 MB)",
          consumes: SCAN_TYPES,
          params: idParams,
          response: { 200: z.object({ ok: z.boolean() }) },
        },
      },
      async (request) => {
        const me = await request.authenticate();
        return saveSignedScan(db, files, request.params.id, fileBody(request.body), me.id);
      },
    ),
  );
  r.get(
    "/api/shartnoma/:id/scan",
    {
      config: {
        recordScope: { contract: "id" },
        access: { pages: ["contract", "shartnoma_jarayon", "concluded_contracts"] },
      },
      schema: { tags, summary: "The signed contract's scan", params: idParams },
    },
    async (request, reply) => {
      const me = await request.authenticate();
      return sendDocument(reply, await readSignedScan(db, files, request.params.id, me.language));
    },
  );
}
