import { z } from "zod";
import { businessDaySchema } from "../common/day";
import { idSchema } from "../common/ids";
import { moneySchema } from "../common/money-schema";
import { LANGUAGES } from "../i18n/languages";
import { CONTRACT_STATUSES, PAYMENT_TYPES } from "./enums";

/**
 * POST /api/shartnoma. The unit must be available, or booked by this client (the booking turns
 * into the contract). Payment type rules: full — the down payment is the whole price (may be
 * omitted); installment — 1…60 months; mortgage, subsidy, organisation — the part after the
 * down payment is the bank's (one schedule row) and the deal passes the bank stages.
 */
export const createContractBodySchema = z
  .strictObject({
    clientId: idSchema,
    unitId: idSchema,
    paymentType: z.enum(PAYMENT_TYPES),
    downPayment: moneySchema.optional(),
    months: z.number().int().min(0).max(60).default(0),
    discount: moneySchema.default(0),
    sellerOrganisationId: idSchema,
    /** Defaults to the seller's primary account. */
    sellerAccountId: idSchema.optional(),
    /** The paying organisation of an "organisation" deal. */
    buyerOrganisationId: idSchema.nullable().optional(),
    /** YYYY-MM-DD; today (Tashkent) when omitted. */
    date: businessDaySchema.optional(),
  })
  .superRefine((b, ctx) => {
    if (b.paymentType === "installment" && b.months < 1)
      ctx.addIssue({ code: "custom", path: ["months"], message: "MONTHS_REQUIRED" });
    if (b.paymentType === "organisation" && !b.buyerOrganisationId)
      ctx.addIssue({ code: "custom", path: ["buyerOrganisationId"], message: "BUYER_ORGANISATION_REQUIRED" });
    if (b.paymentType !== "full" && b.downPayment === undefined)
      ctx.addIssue({ code: "custom", path: ["downPayment"], message: "DOWN_PAYMENT_REQUIRED" });
  });
export type CreateContractBody = z.input<typeof createContractBodySchema>;

export const scheduleRowSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  number: z.number().int(),
  dueDate: z.string(),
  amount: z.number().int(),
  paid: z.number().int(),
});
export type ScheduleRow = z.infer<typeof scheduleRowSchema>;

/** One entry of a contract's timeline: a move to a status, or a note written at one. */
export const contractStepSchema = z.object({
  id: z.number().int(),
  status: z.enum(CONTRACT_STATUSES),
  note: z.string().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});

/** A contract with its current schedule and its steps. */
export const contractDetailSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  date: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  paymentType: z.enum(PAYMENT_TYPES),
  clientId: z.number().int(),
  clientName: z.string(),
  unitId: z.number().int(),
  unitNumber: z.string(),
  buildingName: z.string(),
  objectName: z.string(),
  sellerOrganisationId: z.number().int().nullable(),
  sellerOrganisationName: z.string().nullable(),
  sellerAccountId: z.number().int().nullable(),
  sellerAccountNumber: z.string().nullable(),
  buyerOrganisationId: z.number().int().nullable(),
  managerId: z.number().int().nullable(),
  managerName: z.string().nullable(),
  areaM2: z.number(),
  pricePerM2: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  downPayment: z.number().int(),
  months: z.number().int(),
  scheduleVersion: z.number().int(),
  paid: z.number().int(),
  refusalReason: z.string().nullable(),
  /** When the paper was signed (first scan or the first step past "in process"). */
  signedAt: z.string().nullable(),
  /** A signed scan is stored (GET /api/shartnoma/{id}/scan). */
  hasScan: z.boolean(),
  /** The buyer's passport is on file (the PDF and the conclusion need it). */
  clientHasPassport: z.boolean(),
  /** The language the client reads their contract in: the PDF's language unless another is chosen. */
  clientLanguage: z.enum(LANGUAGES),
  /** The seller prints only with the passport, and concludes only with it and the signed scan. */
  sellerRequiresPassport: z.boolean(),
  sellerRequiresScan: z.boolean(),
  schedule: z.array(scheduleRowSchema),
  steps: z.array(contractStepSchema),
  /**
   * Each status the contract has reached, once: its first step (who took it there and when). A
   * note written later at that status (a scan, a bank's move, a reschedule) or a return to it
   * after a bank's rejection never changes it, and the road's moments stay in order.
   */
  stages: z.array(contractStepSchema),
});
export type ContractDetail = z.infer<typeof contractDetailSchema>;
