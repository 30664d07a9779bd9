import { z } from "zod";
import { businessDaySchema, businessMomentSchema } from "../common/day";
import { idParamSchema, idSchema } from "../common/ids";
import { moneySchema } from "../common/money-schema";
import { pagedSchema } from "../common/paging";
import { textSchema } from "../common/text";
import { CONTRACT_STATUSES, PAYMENT_TYPES } from "../contracts/enums";
import { createPaymentBodySchema } from "../contracts/payment-schemas";
import { LANGUAGES } from "../i18n/languages";
import {
  DEBT_ACTION_TYPES,
  DEBT_BANDS,
  DEBT_CALL_RESULTS,
  DEBT_CASE_SORTS,
  DEBT_CASE_STATUSES,
  DEBT_CASE_VIEWS,
  DEBT_EVENT_TYPES,
  DEBT_LETTER_KINDS,
  DEBT_PROMISE_STATUSES,
  DEBTOR_SORTS,
  SMS_DAILY_LIMIT_MAX,
  SMS_KINDS,
  SMS_STATUSES,
} from "./enums";

const int = z.coerce.number().int();
const caseStatuses = DEBT_CASE_STATUSES.join("|");
const caseStatusList = new RegExp(`^(none|${caseStatuses})(,(none|${caseStatuses}))*$`);
const timelineTypes = [...DEBT_ACTION_TYPES, ...DEBT_EVENT_TYPES] as const;

/**
 * GET /api/undiruv/debtors: every contract with an overdue row of its current schedule, counted on
 * Tashkent's today (refused contracts never are).
 */
export const debtorListQuerySchema = z.strictObject({
  page: int.min(1).default(1),
  size: int.min(1).max(200).default(20),
  band: z.enum(DEBT_BANDS).optional(),
  objectId: idParamSchema.optional(),
  /** The case's collector. */
  assigneeId: idParamSchema.optional(),
  /** The case's status, several comma-separated; "none": no open case yet. */
  status: z.string().regex(caseStatusList).optional(),
  /** Only debtors whose last promise was broken. */
  promiseBroken: z.enum(["true"]).optional(),
  /** A contract number, or the client's name (any spelling) or phone. */
  q: textSchema.trim().max(100).optional(),
  sort: z.enum(DEBTOR_SORTS).default("-days"),
});
export type DebtorListQuery = z.infer<typeof debtorListQuerySchema>;

export const debtorRowSchema = z.object({
  contractId: z.number().int(),
  contractNumber: z.string(),
  contractStatus: z.enum(CONTRACT_STATUSES),
  clientId: z.number().int(),
  clientName: z.string(),
  clientPhone: z.string(),
  unitId: z.number().int(),
  unitNumber: z.string(),
  objectId: z.number().int(),
  objectName: z.string(),
  buildingName: z.string(),
  managerId: z.number().int().nullable(),
  managerName: z.string().nullable(),
  /** The unpaid part of the current schedule's rows due before today. */
  overdueAmount: z.number().int(),
  overdueRows: z.number().int(),
  oldestDueDate: z.string(),
  /** Today − oldestDueDate, in days (Tashkent). */
  daysOverdue: z.number().int(),
  band: z.enum(DEBT_BANDS),
  /** Accrued less waived (penalty.ts); 0 where the seller has no rate. */
  penalty: z.number().int(),
  caseId: z.number().int().nullable(),
  caseStatus: z.enum(DEBT_CASE_STATUSES).nullable(),
  assigneeId: z.number().int().nullable(),
  assigneeName: z.string().nullable(),
  lastActionType: z.enum(timelineTypes).nullable(),
  lastActionAt: z.string().nullable(),
  /** The open (or last broken) promise's date. */
  promisedDate: z.string().nullable(),
  promiseBroken: z.boolean(),
});
export type DebtorRow = z.infer<typeof debtorRowSchema>;

export const debtorTotalsSchema = z.object({
  count: z.number().int(),
  overdueAmount: z.number().int(),
  penalty: z.number().int(),
  /** Every band, in DEBT_BANDS order, zeros included; counted with the filters except band. */
  bands: z.array(
    z.object({ band: z.enum(DEBT_BANDS), count: z.number().int(), overdueAmount: z.number().int() }),
  ),
});
export type DebtorTotals = z.infer<typeof debtorTotalsSchema>;

export const debtorPageSchema = pagedSchema(debtorRowSchema).extend({ totals: debtorTotalsSchema });
export type DebtorPage = z.infer<typeof debtorPageSchema>;

/** GET /api/undiruv: the cases. */
export const debtCaseListQuerySchema = z.strictObject({
  page: int.min(1).default(1),
  size: int.min(1).max(200).default(20),
  view: z.enum(DEBT_CASE_VIEWS).default("open"),
  status: z.enum(DEBT_CASE_STATUSES).optional(),
  assigneeId: idParamSchema.optional(),
  q: textSchema.trim().max(100).optional(),
  sort: z.enum(DEBT_CASE_SORTS).default("-opened"),
});
export type DebtCaseListQuery = z.infer<typeof debtCaseListQuerySchema>;

export const debtCaseRowSchema = z.object({
  id: z.number().int(),
  status: z.enum(DEBT_CASE_STATUSES),
  contractId: z.number().int(),
  contractNumber: z.string(),
  clientId: z.number().int(),
  clientName: z.string(),
  clientPhone: z.string(),
  /** Today's figures (0 / null once nothing is overdue). */
  overdueAmount: z.number().int(),
  daysOverdue: z.number().int(),
  band: z.enum(DEBT_BANDS).nullable(),
  assigneeId: z.number().int().nullable(),
  assigneeName: z.string().nullable(),
  autoOpened: z.boolean(),
  openedAt: z.string(),
  statusChangedAt: z.string(),
  closedAt: z.string().nullable(),
  lastActionType: z.enum(timelineTypes).nullable(),
  lastActionAt: z.string().nullable(),
  nextActionAt: z.string().nullable(),
});
export type DebtCaseRow = z.infer<typeof debtCaseRowSchema>;
export const debtCasePageSchema = pagedSchema(debtCaseRowSchema);
export type DebtCasePage = z.infer<typeof debtCasePageSchema>;

export const debtScheduleRowSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  dueDate: z.string(),
  amount: z.number().int(),
  paid: z.number().int(),
  overdue: z.boolean(),
  daysOverdue: z.number().int(),
  penalty: z.number().int(),
});

export const debtPromiseSchema = z.object({
  id: z.number().int(),
  promisedDate: z.string(),
  promisedAmount: z.number().int(),
  status: z.enum(DEBT_PROMISE_STATUSES),
  /** Paid since the promise was given (towards it). */
  paidSince: z.number().int(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type DebtPromise = z.infer<typeof debtPromiseSchema>;

export const debtTimelineEntrySchema = z.object({
  id: z.number().int(),
  type: z.enum(timelineTypes),
  result: z.string().nullable(),
  note: z.string().nullable(),
  promisedDate: z.string().nullable(),
  promisedAmount: z.number().int().nullable(),
  nextActionAt: z.string().nullable(),
  letterId: z.number().int().nullable(),
  smsId: z.number().int().nullable(),
  paymentId: z.number().int().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type DebtTimelineEntry = z.infer<typeof debtTimelineEntrySchema>;

export const debtLetterSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DEBT_LETTER_KINDS),
  number: z.string(),
  deadline: z.string(),
  overdueAmount: z.number().int(),
  penalty: z.number().int(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type DebtLetter = z.infer<typeof debtLetterSchema>;

export const smsMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SMS_KINDS),
  status: z.enum(SMS_STATUSES),
  /** Masked unless the viewer has client_passport_view (personal data), e.g. "90 *** ** 12". */
  phone: z.string(),
  text: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  clientId: z.number().int(),
  clientName: z.string(),
  contractId: z.number().int().nullable(),
  caseId: z.number().int().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** "Sent" by the log driver: written to the server's log only, it never reached the client. */
  logOnly: z.boolean(),
});
export type SmsMessage = z.infer<typeof smsMessageSchema>;

/** GET /api/undiruv/{id}: the case screen. */
export const debtCaseDetailSchema = debtCaseRowSchema.extend({
  note: z.string().nullable(),
  openedByName: z.string().nullable(),
  client: z.object({
    id: z.number().int(),
    fullName: z.string(),
    phone: z.string(),
    smsOptOut: z.boolean(),
    /** The client's language: letters print in it unless another is asked. */
    language: z.enum(LANGUAGES),
  }),
  contract: z.object({
    id: z.number().int(),
    number: z.string(),
    status: z.enum(CONTRACT_STATUSES),
    paymentType: z.enum(PAYMENT_TYPES),
    date: z.string(),
    total: z.number().int(),
    paid: z.number().int(),
    scheduleVersion: z.number().int(),
    sellerName: z.string().nullable(),
    managerName: z.string().nullable(),
    objectName: z.string(),
    buildingName: z.string(),
    unitNumber: z.string(),
  }),
  /** The current schedule version's rows, overdue ones marked with their penalty. */
  schedule: z.array(debtScheduleRowSchema),
  payments: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      paidAt: z.string(),
      amount: z.number().int(),
      method: z.string(),
      receiptNumber: z.string().nullable(),
      cancelled: z.boolean(),
    }),
  ),
  penalty: z.object({
    rate: z.number().nullable(),
    cap: z.number().nullable(),
    accrued: z.number().int(),
    waived: z.number().int(),
    net: z.number().int(),
  }),
  promises: z.array(debtPromiseSchema),
  timeline: z.array(debtTimelineEntrySchema),
  letters: z.array(debtLetterSchema),
  sms: z.array(smsMessageSchema),
  /** What this viewer may do now (closed cases: nothing). */
  allowedActions: z.array(z.enum(DEBT_ACTION_TYPES)),
  canAssign: z.boolean(),
  canPay: z.boolean(),
  canWaive: z.boolean(),
  canClose: z.boolean(),
});
export type DebtCaseDetail = z.infer<typeof debtCaseDetailSchema>;

/** POST /api/undiruv → 201 {id}; an open case for the contract → 409 DEBT_CASE_OPEN. */
export const debtCaseCreateBodySchema = z.strictObject({
  contractId: idSchema,
  assigneeId: idSchema.optional(),
  note: textSchema.trim().max(1000).optional(),
});
export type DebtCaseCreateBody = z.infer<typeof debtCaseCreateBodySchema>;
export const debtCreatedSchema = z.object({ id: z.number().int() });

/** POST /api/undiruv/bulk: cases for many debtors at once; those with an open case are skipped. */
export const debtCaseBulkBodySchema = z.strictObject({
  contractIds: z.array(idSchema).min(1).max(200),
  assigneeId: idSchema.optional(),
});
export const debtCaseBulkResultSchema = z.object({
  created: z.array(z.object({ contractId: z.number().int(), id: z.number().int() })),
  skipped: z.array(z.object({ contractId: z.number().int(), code: z.string() })),
});
export type DebtCaseBulkResult = z.infer<typeof debtCaseBulkResultSchema>;

export const debtAssignBodySchema = z.strictObject({ assigneeId: idSchema });

/**
 * POST /api/undiruv/{id}/actions → 201 {id, status, letterId?, smsId?}. call needs result
 * (promised: with promisedDate and promisedAmount); promise needs both; restructuring needs months
 * and firstDueDate; termination needs note (the refusal's reason); letters take deadline
 * (default DEBT_LETTER_DEFAULT_DAYS).
 */
export const debtActionBodySchema = z.strictObject({
  type: z.enum(DEBT_ACTION_TYPES),
  result: z.enum(DEBT_CALL_RESULTS).optional(),
  note: textSchema.trim().max(2000).optional(),
  promisedDate: businessDaySchema.optional(),
  promisedAmount: moneySchema.optional(),
  nextActionAt: businessMomentSchema.optional(),
  deadline: businessDaySchema.optional(),
  months: z.number().int().min(1).max(360).optional(),
  firstDueDate: businessDaySchema.optional(),
});
export type DebtActionBody = z.infer<typeof debtActionBodySchema>;
export const debtActionResultSchema = z.object({
  id: z.number().int(),
  status: z.enum(DEBT_CASE_STATUSES),
  letterId: z.number().int().nullable(),
  smsId: z.number().int().nullable(),
});
export type DebtActionResult = z.infer<typeof debtActionResultSchema>;

/**
 * POST /api/undiruv/{id}/payments (payment_create): a payment from the case; clears → collected.
 * The body is the contract's own payment body: the same rules wherever money is taken.
 */
export const debtPaymentBodySchema = createPaymentBodySchema;
export const debtPaymentResultSchema = z.object({
  paymentId: z.number().int(),
  status: z.enum(DEBT_CASE_STATUSES),
});

/** POST /api/undiruv/{id}/close: collected when nothing is overdue, else closed with the note. */
export const debtCloseBodySchema = z.strictObject({ note: textSchema.trim().min(3).max(1000) });

/** POST /api/undiruv/{id}/penalty-waiver (debt_penalty_waive): waives what has accrued so far. */
export const penaltyWaiverBodySchema = z.strictObject({ reason: textSchema.trim().min(3).max(1000) });
export const penaltyWaiverResultSchema = z.object({ id: z.number().int(), amount: z.number().int() });

/** GET/PUT /api/undiruv/settings (PUT: debt_escalate). */
export const debtSettingsSchema = z.strictObject({
  autoOpenDays: z.number().int().min(1).max(3650).nullable(),
  autoAssigneeId: idSchema.nullable(),
  /** The most SMS a client is sent a Tashkent day (reminders and collectors' own; decision 43). */
  smsDailyLimit: z.number().int().min(1).max(SMS_DAILY_LIMIT_MAX),
});
export type DebtSettings = z.infer<typeof debtSettingsSchema>;
/** PUT /api/undiruv/settings: the SMS limit may be left out (it stays as it is). */
export const debtSettingsBodySchema = debtSettingsSchema.extend({
  smsDailyLimit: debtSettingsSchema.shape.smsDailyLimit.optional(),
});
export type DebtSettingsBody = z.infer<typeof debtSettingsBodySchema>;

/** GET /api/undiruv/summary (debt_escalate): the boss's view. */
export const debtSummarySchema = z.object({
  /** Tashkent's month, YYYY-MM. */
  month: z.string(),
  overdueAmount: z.number().int(),
  debtors: z.number().int(),
  /** Payments this month on contracts with a case open during it. */
  collectedThisMonth: z.number().int(),
  withDirector: z.number().int(),
  bands: debtorTotalsSchema.shape.bands,
  byCollector: z.array(
    z.object({
      userId: z.number().int().nullable(),
      name: z.string().nullable(),
      openCases: z.number().int(),
      overdueAmount: z.number().int(),
      collectedThisMonth: z.number().int(),
      promisesKept: z.number().int(),
      promisesBroken: z.number().int(),
    }),
  ),
});
export type DebtSummary = z.infer<typeof debtSummarySchema>;

/** GET /api/sms: the outbox (page undiruv). */
export const smsListQuerySchema = z.strictObject({
  page: int.min(1).default(1),
  size: int.min(1).max(200).default(20),
  status: z.enum(SMS_STATUSES).optional(),
  kind: z.enum(SMS_KINDS).optional(),
  clientId: idParamSchema.optional(),
  caseId: idParamSchema.optional(),
});
export const smsPageSchema = pagedSchema(smsMessageSchema).extend({
  /** No provider is set (SMS_DRIVER=log): nothing queued now will leave the machine. */
  noProvider: z.boolean(),
});
export type SmsPage = z.infer<typeof smsPageSchema>;

/** PUT /api/client/{id}/sms-opt-out (client_edit or debt_work). */
export const smsOptOutBodySchema = z.strictObject({ optOut: z.boolean() });

/** Organisation penalty terms (organisation_edit), in the organisation's body. */
export const penaltyTermsSchema = z.object({
  penaltyRate: z.number().positive().max(10).multipleOf(0.001).nullable().optional(),
  penaltyCap: z.number().positive().max(100).multipleOf(0.01).nullable().optional(),
});

/** GET /api/undiruv/{id}/sms-preview: the SMS an "sms" action would queue now, word for word. */
export const debtSmsPreviewSchema = z.object({
  phone: z.string(),
  text: z.string(),
  /** The client asked for no SMS: the action would be refused (SMS_OPTED_OUT). */
  optedOut: z.boolean(),
});
export type DebtSmsPreview = z.infer<typeof debtSmsPreviewSchema>;
