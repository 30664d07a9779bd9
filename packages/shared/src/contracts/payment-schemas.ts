import { z } from "zod";
import { businessDaySchema } from "../common/day";
import { idParamSchema, idSchema } from "../common/ids";
import { moneySchema } from "../common/money-schema";
import { pagedSchema, pageQuerySchema } from "../common/paging";
import { textSchema } from "../common/text";
import { PAYMENT_KINDS, PAYMENT_METHODS, PAYMENT_TYPES } from "./enums";

/** Idempotency-Key: what the client sends to make a retry safe (a UUID is typical). */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, "IDEMPOTENCY_KEY_FORMAT");

/** Why a payment is cancelled, a contract refused or rescheduled: kept in the history. */
const reason = textSchema.trim().min(3).max(500);

/** POST /api/shartnoma/{id}/payments (header Idempotency-Key recommended). */
export const createPaymentBodySchema = z.strictObject({
  amount: moneySchema.min(1),
  method: z.enum(PAYMENT_METHODS),
  /** YYYY-MM-DD */
  paidAt: businessDaySchema,
  receiptNumber: textSchema.trim().max(60).nullable().optional(),
});
export type CreatePaymentBody = z.input<typeof createPaymentBodySchema>;

/** POST /api/shartnoma/{id}/payments/{paymentId}/cancel */
export const cancelPaymentBodySchema = z.strictObject({ reason });
/** POST /api/shartnoma/{id}/otkaz */
export const refuseContractBodySchema = z.strictObject({ reason });

export const paymentSchema = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  kind: z.enum(PAYMENT_KINDS),
  amount: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  paidAt: z.string(),
  receiptNumber: z.string().nullable(),
  userId: z.number().int(),
  userName: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** POST /api/shartnoma/{id}/bank: a bank deal goes to the lower bank stage at this branch. */
export const sendToBankBodySchema = z.strictObject({
  bankId: idSchema,
  note: textSchema.trim().max(500).nullable().optional(),
});

/**
 * POST /api/shartnoma/{id}/schedule: a new schedule for an installment contract (e.g. restructured):
 * what is left after the down payment spread over `months` rows from `firstDueDate`. The old
 * version is kept; payments are spread over the new rows.
 */
export const rescheduleBodySchema = z.strictObject({
  months: z.number().int().min(1).max(60),
  firstDueDate: businessDaySchema,
  reason,
});
export type RescheduleBody = z.input<typeof rescheduleBodySchema>;

/** The journal's orders: newest payments first unless a person sorts by day or amount. */
export const PAYMENT_LIST_SORTS = ["-paidAt", "paidAt", "-amount", "amount"] as const;
export type PaymentListSort = (typeof PAYMENT_LIST_SORTS)[number];

/**
 * The payments journal's filter: payments and refunds received between two days, cancelled ones
 * included and marked unless `cancelled=exclude`, and a search by contract number or client.
 */
const paymentFilter = {
  from: businessDaySchema,
  to: businessDaySchema,
  objectId: idParamSchema.optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
  kind: z.enum(PAYMENT_KINDS).optional(),
  cancelled: z.enum(["include", "exclude"]).default("include"),
  q: textSchema.trim().max(100).optional(),
};
const fromBeforeTo = (q: { from: string; to: string }) => q.from <= q.to;
const dayOrder = { message: "DATE_RANGE_ORDER", path: ["to"] };

/** GET /api/shartnoma/payments (/tolovlar): one page of the journal. */
export const paymentListQuerySchema = z
  .strictObject({
    ...pageQuerySchema.pick({ page: true, size: true }).shape,
    ...paymentFilter,
    sort: z.enum(PAYMENT_LIST_SORTS).default("-paidAt"),
  })
  .refine(fromBeforeTo, dayOrder);
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;

/**
 * GET /api/shartnoma/payments/export: the journal's filter as the cashier's and the accountant's
 * spreadsheet, every row; oldest first unless the screen sends its order.
 */
export const paymentExportQuerySchema = z
  .strictObject({ ...paymentFilter, sort: z.enum(PAYMENT_LIST_SORTS).default("paidAt") })
  .refine(fromBeforeTo, dayOrder);
export type PaymentExportQuery = z.infer<typeof paymentExportQuerySchema>;

/** A line of the journal: the payment with its contract, client, unit and who took it. */
export const paymentListRowSchema = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  paidAt: z.string(),
  contractNumber: z.string(),
  clientName: z.string(),
  objectName: z.string(),
  buildingName: z.string(),
  unitNumber: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  amount: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  receiptNumber: z.string().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  cancelledByName: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export type PaymentListRow = z.infer<typeof paymentListRowSchema>;
export const paymentPageSchema = pagedSchema(paymentListRowSchema);
export type PaymentPage = z.infer<typeof paymentPageSchema>;

/**
 * POST /api/shartnoma/{id}/payment-type: a deal in process paid another way — after a bank said
 * no, the client pays by installments, in full, or through another kind of bank deal. The rules
 * are a new contract's (createContractBodySchema); the schedule is planned again as a new version,
 * the money already paid kept.
 */
export const changePaymentTypeBodySchema = z
  .strictObject({
    paymentType: z.enum(PAYMENT_TYPES),
    downPayment: moneySchema.optional(),
    months: z.number().int().min(0).max(60).default(0),
    buyerOrganisationId: idSchema.nullable().optional(),
    reason,
  })
  .superRefine((b, ctx) => {
    if (b.paymentType === "installment" && b.months < 1)
      ctx.addIssue({ code: "custom", path: ["months"], message: "MONTHS_REQUIRED" });
    if (b.paymentType === "organisation" && !b.buyerOrganisationId)
      ctx.addIssue({ code: "custom", path: ["buyerOrganisationId"], message: "BUYER_ORGANISATION_REQUIRED" });
    if (b.paymentType !== "full" && b.downPayment === undefined)
      ctx.addIssue({ code: "custom", path: ["downPayment"], message: "DOWN_PAYMENT_REQUIRED" });
  });
export type ChangePaymentTypeBody = z.input<typeof changePaymentTypeBodySchema>;
