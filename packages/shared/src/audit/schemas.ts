import { z } from "zod";
import { businessDaySchema } from "../common/day";
import { idParamSchema } from "../common/ids";
import { pagedSchema } from "../common/paging";
import { textSchema } from "../common/text";

/** Audit entities: every kind of record the API audits (the "type" filter of the audit screen). */
export const AUDIT_ENTITIES = [
  "user",
  /** A failed sign-in with a phone that belongs to nobody (the entity id is the phone typed). */
  "login",
  "section",
  "organisation",
  "organisation_account",
  "bank",
  "object",
  "building",
  "floor",
  "unit",
  "client",
  "booking",
  "contract",
  "payment",
  "bank_application",
  "debt_case",
  "penalty_waiver",
  "debt_settings",
  "handover",
  "handover_permit",
  "handover_appointment",
  "handover_settings",
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** Kinds of record an id in an audit row can point to. */
export type AuditRefKind =
  | "user"
  | "section"
  | "client"
  | "contract"
  | "unit"
  | "building"
  | "object"
  | "floor"
  | "entrance"
  | "organisation"
  | "organisation_account"
  | "bank"
  | "payment"
  | "booking"
  | "handover"
  | "handover_appointment"
  | "bank_application"
  | "debt_case";

/**
 * Fields of audited rows that hold the id of another record, and its kind: the API names them
 * (an entry's `refs`), the history shows the name. A bank's parentId (its head office) is decided
 * by the entity.
 */
export const AUDIT_REF_FIELDS = {
  userId: "user",
  managerId: "user",
  intakeUserId: "user",
  lastCallerId: "user",
  cancelledBy: "user",
  // A bank application's employee and the head who decided it.
  assigneeId: "user",
  decidedById: "user",
  // A collections case's opener, the settings' collector for auto-opened cases and who saved them.
  openedById: "user",
  autoAssigneeId: "user",
  updatedById: "user",
  sectionId: "section",
  clientId: "client",
  contractId: "contract",
  unitId: "unit",
  buildingId: "building",
  objectId: "object",
  interestObjectId: "object",
  floorId: "floor",
  entranceId: "entrance",
  organisationId: "organisation",
  sellerOrganisationId: "organisation",
  buyerOrganisationId: "organisation",
  sellerAccountId: "organisation_account",
  accountId: "organisation_account",
  bankId: "bank",
} as const satisfies Record<string, AuditRefKind>;

/** What an id points to: its name (a number for units and contracts) and what places it. */
export const auditRefSchema = z.object({ name: z.string(), detail: z.string().optional() });
export type AuditRef = z.infer<typeof auditRefSchema>;

/** The key of a ref in an entry's refs. */
export const auditRefKey = (kind: AuditRefKind, id: number | string) => `${kind}:${id}`;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  /** Names of the records the entry's ids point to, by auditRefKey (the record itself among them). */
  refs: z.record(z.string(), auditRefSchema).optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/audit?page=&size=&userId=&entity=&entityId=&from=&to= (dates inclusive) */
export const auditQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
  userId: idParamSchema.optional(),
  entity: textSchema.max(40).optional(),
  entityId: textSchema.max(40).optional(),
  from: businessDaySchema.optional(),
  to: businessDaySchema.optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = pagedSchema(auditEntrySchema);

/** GET /api/<area>/{id}/history: the record's audit rows, newest first. */
export const historySchema = z.array(auditEntrySchema);
