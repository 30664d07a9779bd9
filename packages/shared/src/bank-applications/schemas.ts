import { z } from "zod";
import { BANK_APPLICATION_STATUSES, BANK_LEVELS } from "../banks/enums";
import { businessDaySchema } from "../common/day";
import { idParamSchema, idSchema } from "../common/ids";
import { moneySchema } from "../common/money-schema";
import { pagedSchema } from "../common/paging";
import { textSchema } from "../common/text";
import { CONTRACT_STATUSES, PAYMENT_TYPES } from "../contracts/enums";
import { BANK_DOCUMENT_KINDS, BANK_SORTS, BANK_VIEWS } from "./enums";

const int = z.coerce.number().int();
const statuses = BANK_APPLICATION_STATUSES.join("|");
const statusList = new RegExp(`^(${statuses})(,(${statuses}))*$`);

/** GET /api/ariza: one level's applications, paged, filtered and searched. */
export const bankApplicationListQuerySchema = z.strictObject({
  level: z.enum(BANK_LEVELS),
  page: int.min(1).default(1),
  size: int.min(1).max(200).default(20),
  /** mine: assigned to me; unassigned; open: not yet decided; decided: approved, rejected, funded. */
  view: z.enum(BANK_VIEWS).default("all"),
  /** One status or several, comma-separated. */
  status: z.string().regex(statusList).optional(),
  assigneeId: idParamSchema.optional(),
  /** The bank (a branch at the lower level, a head office at the upper) or a head office's branches. */
  bankId: idParamSchema.optional(),
  objectId: idParamSchema.optional(),
  managerId: idParamSchema.optional(),
  /** Only applications at least this many days in their current status. */
  minDays: int.min(0).max(3650).optional(),
  /** A contract number, or the client's name (any spelling) or phone. */
  q: textSchema.trim().max(100).optional(),
  sort: z.enum(BANK_SORTS).default("-statusChanged"),
});
export type BankApplicationListQuery = z.infer<typeof bankApplicationListQuerySchema>;

export const bankApplicationRowSchema = z.object({
  id: z.number().int(),
  level: z.enum(BANK_LEVELS),
  status: z.enum(BANK_APPLICATION_STATUSES),
  contractId: z.number().int(),
  contractNumber: z.string(),
  contractStatus: z.enum(CONTRACT_STATUSES),
  paymentType: z.enum(PAYMENT_TYPES),
  clientId: z.number().int(),
  clientName: z.string(),
  objectName: z.string(),
  buildingName: z.string(),
  unitNumber: z.string(),
  bankId: z.number().int(),
  bankName: z.string(),
  amountRequested: z.number().int(),
  amountApproved: z.number().int().nullable(),
  assigneeId: z.number().int().nullable(),
  assigneeName: z.string().nullable(),
  managerId: z.number().int().nullable(),
  managerName: z.string().nullable(),
  /** When the application entered its current status; days in it are counted from here. */
  statusChangedAt: z.string(),
  createdAt: z.string(),
});
export type BankApplicationRow = z.infer<typeof bankApplicationRowSchema>;

export const bankApplicationPageSchema = pagedSchema(bankApplicationRowSchema);
export type BankApplicationPage = z.infer<typeof bankApplicationPageSchema>;

export const bankDocumentSchema = z.object({
  kind: z.enum(BANK_DOCUMENT_KINDS),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
  uploadedByName: z.string().nullable(),
});
export type BankDocument = z.infer<typeof bankDocumentSchema>;

export const bankCommentSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type BankComment = z.infer<typeof bankCommentSchema>;

/** GET /api/ariza/{id}: one application with what its screen shows. */
export const bankApplicationDetailSchema = bankApplicationRowSchema.extend({
  note: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  loanNumber: z.string().nullable(),
  fundedAmount: z.number().int().nullable(),
  fundedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedByName: z.string().nullable(),
  /** The bank payment recorded when the money came (upper level, funded). */
  paymentId: z.number().int().nullable(),
  client: z.object({
    id: z.number().int(),
    fullName: z.string(),
    phone: z.string(),
    /** Only for users with client_passport_view; otherwise null. */
    passport: z.string().nullable(),
    pinfl: z.string().nullable(),
  }),
  contract: z.object({
    id: z.number().int(),
    number: z.string(),
    status: z.enum(CONTRACT_STATUSES),
    paymentType: z.enum(PAYMENT_TYPES),
    total: z.number().int(),
    downPayment: z.number().int(),
    paid: z.number().int(),
    date: z.string(),
  }),
  unit: z.object({
    id: z.number().int(),
    number: z.string(),
    rooms: z.number().int().nullable(),
    area: z.number().nullable(),
    floor: z.number().int().nullable(),
  }),
  documents: z.array(bankDocumentSchema),
  comments: z.array(bankCommentSchema),
  /** The other applications of the same contract (an earlier bank, the other level), newest first. */
  related: z.array(
    z.object({
      id: z.number().int(),
      level: z.enum(BANK_LEVELS),
      status: z.enum(BANK_APPLICATION_STATUSES),
      bankName: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** The status moves this viewer may take now (BANK_MOVES filtered by status, level and rights). */
  moves: z.array(z.enum(BANK_APPLICATION_STATUSES)),
  /** The viewer may assign (the level's decide right). */
  canAssign: z.boolean(),
});
export type BankApplicationDetail = z.infer<typeof bankApplicationDetailSchema>;

/** POST /api/ariza/{id}/assign, and POST /api/ariza/assign for many at once (the head's queue). */
export const bankAssignBodySchema = z.strictObject({ assigneeId: idSchema });
export const bankBulkAssignBodySchema = z.strictObject({
  ids: z.array(idSchema).min(1).max(200),
  assigneeId: idSchema,
});

/**
 * POST /api/ariza/{id}/status. approved needs amountApproved (≤ the amount requested);
 * rejected needs reason; funded needs fundedAmount and fundedAt, and loanNumber unless the
 * approval carried one.
 */
export const bankStatusBodySchema = z.strictObject({
  status: z.enum(BANK_APPLICATION_STATUSES),
  note: textSchema.trim().max(1000).optional(),
  amountApproved: moneySchema.optional(),
  reason: textSchema.trim().min(3).max(1000).optional(),
  loanNumber: textSchema.trim().min(1).max(50).optional(),
  fundedAmount: moneySchema.optional(),
  fundedAt: businessDaySchema.optional(),
});
export type BankStatusBody = z.infer<typeof bankStatusBodySchema>;

export const bankCommentBodySchema = z.strictObject({ text: textSchema.trim().min(1).max(2000) });

/** POST /api/shartnoma/{id}/bank: a bank deal sent to the lower stage at a branch. */
export const sendToBankResultSchema = z.object({ id: z.number().int() });

/** GET /api/ariza/desk?level=: the head's desk. */
export const bankDeskSchema = z.object({
  unassigned: z.number().int(),
  /** under_review applications waiting for the head's decision. */
  waiting: z.number().int(),
  /** Open applications past STALE_BANK_DAYS in their current status. */
  stale: z.number().int(),
  staleDays: z.number().int(),
  workload: z.array(
    z.object({
      userId: z.number().int(),
      name: z.string(),
      open: z.number().int(),
      new: z.number().int(),
      documentsSubmitted: z.number().int(),
      underReview: z.number().int(),
    }),
  ),
  byBank: z.array(
    z.object({
      bankId: z.number().int(),
      bankName: z.string(),
      decided: z.number().int(),
      approved: z.number().int(),
      rejected: z.number().int(),
      amountRequested: z.number().int(),
      amountApproved: z.number().int(),
      amountFunded: z.number().int(),
    }),
  ),
});
export type BankDesk = z.infer<typeof bankDeskSchema>;

/** Open applications this many days in one status show on the head's desk as stale. */
export const STALE_BANK_DAYS = 5;
