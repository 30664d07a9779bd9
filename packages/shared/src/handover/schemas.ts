import { z } from "zod";
import { SMS_STATUSES } from "../collections/enums";
import { businessDaySchema, businessMomentSchema } from "../common/day";
import { idParamSchema, idSchema } from "../common/ids";
import { pagedSchema } from "../common/paging";
import { textSchema } from "../common/text";
import { CONTRACT_STATUSES } from "../contracts/enums";
import { LANGUAGES } from "../i18n/languages";
import { BUILD_STATUSES } from "../property/enums";
import {
  APPOINTMENT_CLOSE_STATUSES,
  APPOINTMENT_STATUSES,
  CADASTRE_STATES,
  HANDOVER_SORTS,
  HANDOVER_TABS,
  type HandoverTab,
  MAX_HANDOVER_DEFECTS,
} from "./enums";

const int = z.coerce.number().int();

/**
 * Each tab's views (?view=): ready — eligible (paid in full or permitted; the default) or unpaid
 * (finished building, not paid, no permit: what a boss may permit); appointments — scheduled (the
 * default), today (scheduled for Tashkent's today), no_show or all; handed — all (the default) or by cadastre state, "cadastre_overdue"
 * being past CADASTRE_DAYS without a number; defects — open (the default), overdue or fixed.
 */
export const HANDOVER_VIEWS = {
  ready: ["eligible", "unpaid"],
  appointments: ["scheduled", "today", "no_show", "all"],
  handed: ["all", "cadastre_overdue", "cadastre_none", "cadastre_applied", "cadastre_registered"],
  defects: ["open", "overdue", "fixed"],
} as const satisfies Record<HandoverTab, readonly string[]>;
export type HandoverView<T extends HandoverTab = HandoverTab> = (typeof HANDOVER_VIEWS)[T][number];
const ALL_VIEWS = [...new Set(Object.values(HANDOVER_VIEWS).flat())] as [string, ...string[]];

const listFilters = z.strictObject({
  tab: z.enum(HANDOVER_TABS).default("ready"),
  view: z.enum(ALL_VIEWS).optional(),
  objectId: idParamSchema.optional(),
  buildingId: idParamSchema.optional(),
  /** A contract or act number, or the buyer's name (any spelling) or phone. */
  q: textSchema.trim().max(100).optional(),
  /** Default: HANDOVER_DEFAULT_SORT[tab]. */
  sort: z.enum(HANDOVER_SORTS).optional(),
});
const viewOfTab = (v: { tab: HandoverTab; view?: string | undefined }) =>
  v.view === undefined || (HANDOVER_VIEWS[v.tab] as readonly string[]).includes(v.view);
const viewError = { message: "VIEW_NOT_OF_TAB", path: ["view"] };

/** GET /api/topshiruv: one tab's rows, paged. A view of another tab → 400. */
export const handoverListQuerySchema = listFilters
  .extend({ page: int.min(1).default(1), size: int.min(1).max(200).default(20) })
  .refine(viewOfTab, viewError);
/** GET /api/topshiruv/export (export_excel): the same rows, all of them, as a spreadsheet. */
export const handoverExportQuerySchema = listFilters.refine(viewOfTab, viewError);
export type HandoverExportQuery = z.infer<typeof handoverExportQuerySchema>;
export type HandoverListQuery = z.infer<typeof handoverListQuerySchema>;

/** What every row of every tab names: the contract, its buyer and the unit. */
const dealColumns = {
  contractId: z.number().int(),
  contractNumber: z.string(),
  clientId: z.number().int(),
  clientName: z.string(),
  clientPhone: z.string(),
  unitId: z.number().int(),
  unitNumber: z.string(),
  objectId: z.number().int(),
  objectName: z.string(),
  buildingId: z.number().int(),
  buildingName: z.string(),
};

export const handoverReadyRowSchema = z.object({
  ...dealColumns,
  contractDate: z.string(),
  total: z.number().int(),
  paid: z.number().int(),
  paidInFull: z.boolean(),
  /** A boss permitted handing it over unpaid (handover_permits). */
  permitted: z.boolean(),
  /** The scheduled appointment, if any. */
  appointmentId: z.number().int().nullable(),
  appointmentAt: z.string().nullable(),
});
export type HandoverReadyRow = z.infer<typeof handoverReadyRowSchema>;

export const handoverAppointmentRowSchema = z.object({
  ...dealColumns,
  id: z.number().int(),
  scheduledAt: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  note: z.string().nullable(),
  /**
   * The notice SMS's state, null when none was sent; "logged" when the log driver "sent" it, so
   * the list never says sent for a message that never left the server.
   */
  smsStatus: z.enum([...SMS_STATUSES, "logged"]).nullable(),
  userName: z.string().nullable(),
});
export type HandoverAppointmentRow = z.infer<typeof handoverAppointmentRowSchema>;

export const handoverActRowSchema = z.object({
  ...dealColumns,
  id: z.number().int(),
  actNumber: z.string(),
  actDate: z.string(),
  keysCount: z.number().int(),
  openDefects: z.number().int(),
  overdueDefects: z.number().int(),
  cadastreState: z.enum(CADASTRE_STATES),
  cadastreNumber: z.string().nullable(),
  cadastreAppliedAt: z.string().nullable(),
  /** actDate + CADASTRE_DAYS. */
  cadastreDueDate: z.string(),
  /** Past cadastreDueDate (Tashkent's today) without a cadastre number. */
  cadastreOverdue: z.boolean(),
  hasScan: z.boolean(),
  warrantyUntil: z.string().nullable(),
});
export type HandoverActRow = z.infer<typeof handoverActRowSchema>;

export const handoverDefectRowSchema = z.object({
  ...dealColumns,
  id: z.number().int(),
  handoverId: z.number().int(),
  actNumber: z.string(),
  item: z.string(),
  room: z.string().nullable(),
  deadline: z.string().nullable(),
  /** Open and past its deadline (Tashkent's today). */
  overdue: z.boolean(),
  daysOverdue: z.number().int(),
  hasPhoto: z.boolean(),
  fixedOn: z.string().nullable(),
  buyerAccepted: z.boolean(),
});
export type HandoverDefectRow = z.infer<typeof handoverDefectRowSchema>;

export const handoverPageSchema = z.discriminatedUnion("tab", [
  pagedSchema(handoverReadyRowSchema).extend({ tab: z.literal("ready") }),
  pagedSchema(handoverAppointmentRowSchema).extend({ tab: z.literal("appointments") }),
  pagedSchema(handoverActRowSchema).extend({ tab: z.literal("handed") }),
  pagedSchema(handoverDefectRowSchema).extend({ tab: z.literal("defects") }),
]);
export type HandoverPage = z.infer<typeof handoverPageSchema>;
export type HandoverPageOf<T extends HandoverTab> = Extract<HandoverPage, { tab: T }>;

/** Meter readings at handover; each may be left out (a unit without gas). */
const readingSchema = z.number().nonnegative().max(999_999_999);
export const handoverMetersSchema = z.strictObject({
  electricity: readingSchema.nullable().optional(),
  gas: readingSchema.nullable().optional(),
  water: readingSchema.nullable().optional(),
});
export type HandoverMeters = z.infer<typeof handoverMetersSchema>;

export const handoverDefectInputSchema = z.strictObject({
  item: textSchema.trim().min(1).max(300),
  room: textSchema.trim().max(100).nullish(),
  deadline: businessDaySchema.nullish(),
});
export type HandoverDefectInput = z.infer<typeof handoverDefectInputSchema>;

/**
 * POST /api/topshiruv (handover_work): the act. The contract must be concluded, its building
 * completed, and it paid in full or permitted; a second act → 409 HANDOVER_EXISTS. The act date is
 * not before the contract's and not after Tashkent's today.
 */
export const handoverCreateBodySchema = z.strictObject({
  contractId: idSchema,
  actDate: businessDaySchema,
  keysCount: z.number().int().min(0).max(20),
  meters: handoverMetersSchema.default({}),
  defects: z.array(handoverDefectInputSchema).max(MAX_HANDOVER_DEFECTS).default([]),
  note: textSchema.trim().max(1000).nullish(),
});
export type HandoverCreateBody = z.infer<typeof handoverCreateBodySchema>;
export const handoverCreatedSchema = z.object({ id: z.number().int(), actNumber: z.string() });
export type HandoverCreated = z.infer<typeof handoverCreatedSchema>;

/**
 * PATCH /api/topshiruv/{id} (handover_work): what changes after the act — keys, readings, the note
 * and the cadastre. Cadastre dates lie between the act date and today; a registration date needs
 * the number. At least one field.
 */
export const handoverPatchBodySchema = z
  .strictObject({
    keysCount: z.number().int().min(0).max(20).optional(),
    meters: handoverMetersSchema.optional(),
    note: textSchema.trim().max(1000).nullable().optional(),
    cadastreAppliedAt: businessDaySchema.nullable().optional(),
    cadastreNumber: textSchema.trim().min(1).max(50).nullable().optional(),
    cadastreRegisteredAt: businessDaySchema.nullable().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, "EMPTY_PATCH");
export type HandoverPatchBody = z.infer<typeof handoverPatchBodySchema>;

/** POST /api/topshiruv/{id}/defects/{defectId}/fix: once; a second time → 409 HANDOVER_DEFECT_FIXED. */
export const handoverDefectFixBodySchema = z.strictObject({
  fixedOn: businessDaySchema,
  buyerAccepted: z.boolean(),
  note: textSchema.trim().max(500).nullish(),
});
export type HandoverDefectFixBody = z.infer<typeof handoverDefectFixBodySchema>;

/** POST /api/shartnoma/{id}/handover-permit (handover_permit). */
export const handoverPermitBodySchema = z.strictObject({ reason: textSchema.trim().min(3).max(1000) });
export type HandoverPermitBody = z.infer<typeof handoverPermitBodySchema>;

/**
 * POST /api/topshiruv/appointments: the time agreed with the buyer, not in the past, within a
 * year; one scheduled per contract (409 HANDOVER_APPOINTMENT_EXISTS). sms: queue a notice to the
 * buyer (skipped without a word for a client who opted out; the answer says so).
 */
export const appointmentCreateBodySchema = z.strictObject({
  contractId: idSchema,
  scheduledAt: businessMomentSchema,
  note: textSchema.trim().max(500).nullish(),
  sms: z.boolean().default(true),
});
export type AppointmentCreateBody = z.infer<typeof appointmentCreateBodySchema>;
export const appointmentRescheduleBodySchema = appointmentCreateBodySchema.omit({ contractId: true });
export type AppointmentRescheduleBody = z.infer<typeof appointmentRescheduleBodySchema>;
export const appointmentCreatedSchema = z.object({
  id: z.number().int(),
  /** The notice's id; null when none was queued (asked not to, or the client opted out). */
  smsId: z.number().int().nullable(),
  smsSkipped: z.enum(["opted_out"]).nullable(),
});
export type AppointmentCreated = z.infer<typeof appointmentCreatedSchema>;
/** POST /api/topshiruv/appointments/{id}/status: a scheduled one closed by hand. */
export const appointmentCloseBodySchema = z.strictObject({
  status: z.enum(APPOINTMENT_CLOSE_STATUSES),
  note: textSchema.trim().max(500).nullish(),
});
export type AppointmentCloseBody = z.infer<typeof appointmentCloseBodySchema>;

/** GET/PUT /api/topshiruv/settings (PUT: handover_permit). */
export const handoverSettingsSchema = z.strictObject({ warrantyYears: z.number().int().min(0).max(20) });
export type HandoverSettings = z.infer<typeof handoverSettingsSchema>;

const permitSchema = z.object({ reason: z.string(), userName: z.string().nullable(), createdAt: z.string() });

/** GET /api/topshiruv/{id}: one act. */
export const handoverDetailSchema = z.object({
  id: z.number().int(),
  actNumber: z.string(),
  actDate: z.string(),
  keysCount: z.number().int(),
  meters: z.object({
    electricity: z.number().nullable(),
    gas: z.number().nullable(),
    water: z.number().nullable(),
  }),
  note: z.string().nullable(),
  hasScan: z.boolean(),
  cadastre: z.object({
    state: z.enum(CADASTRE_STATES),
    appliedAt: z.string().nullable(),
    number: z.string().nullable(),
    registeredAt: z.string().nullable(),
    dueDate: z.string(),
    overdue: z.boolean(),
  }),
  warrantyUntil: z.string().nullable(),
  contract: z.object({
    id: z.number().int(),
    number: z.string(),
    date: z.string(),
    status: z.enum(CONTRACT_STATUSES),
    total: z.number().int(),
    paid: z.number().int(),
  }),
  /** `language`: the client's, which the act prints in unless another is asked. */
  client: z.object({
    id: z.number().int(),
    fullName: z.string(),
    phone: z.string(),
    language: z.enum(LANGUAGES),
  }),
  unit: z.object({
    id: z.number().int(),
    number: z.string(),
    floor: z.number().int(),
    rooms: z.number().int().nullable(),
    areaM2: z.number(),
    objectName: z.string(),
    buildingId: z.number().int(),
    buildingName: z.string(),
  }),
  permit: permitSchema.nullable(),
  defects: z.array(
    z.object({
      id: z.number().int(),
      item: z.string(),
      room: z.string().nullable(),
      deadline: z.string().nullable(),
      overdue: z.boolean(),
      hasPhoto: z.boolean(),
      fixedOn: z.string().nullable(),
      fixedByName: z.string().nullable(),
      fixNote: z.string().nullable(),
      buyerAccepted: z.boolean(),
    }),
  ),
  userName: z.string().nullable(),
  createdAt: z.string(),
  /** handover_work: edit, add and fix defects, upload the scan. */
  canEdit: z.boolean(),
});
export type HandoverDetail = z.infer<typeof handoverDetailSchema>;

/**
 * GET /api/shartnoma/{id}/handover: where a contract stands for handover — for the contract's
 * screen and the act form. blockedBy names why an act cannot be made now (null: it can).
 */
export const contractHandoverSchema = z.object({
  contractId: z.number().int(),
  contractStatus: z.enum(CONTRACT_STATUSES),
  buildStatus: z.enum(BUILD_STATUSES),
  buildingCompleted: z.boolean(),
  total: z.number().int(),
  paid: z.number().int(),
  paidInFull: z.boolean(),
  permit: permitSchema.nullable(),
  appointment: z
    .object({ id: z.number().int(), scheduledAt: z.string(), note: z.string().nullable() })
    .nullable(),
  act: z.object({ id: z.number().int(), actNumber: z.string(), actDate: z.string() }).nullable(),
  blockedBy: z
    .enum(["CONTRACT_WRONG_STATUS", "HANDOVER_EXISTS", "HANDOVER_BUILDING_NOT_READY", "HANDOVER_NOT_PAID"])
    .nullable(),
  /** handover_permit, and a permit would change something (concluded, not paid, none yet). */
  canPermit: z.boolean(),
  /** handover_work. */
  canWork: z.boolean(),
});
export type ContractHandover = z.infer<typeof contractHandoverSchema>;
