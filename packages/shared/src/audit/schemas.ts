import { z } from "zod";
import { businessDaySchema } from "../common/day";
import { idParamSchema } from "../common/ids";
import { textSchema } from "../common/text";

/** Audit entities (the "area" filter of the audit screen). */
export const AUDIT_ENTITIES = [
  "user",
  /** A failed sign-in with a phone that belongs to nobody (the entity id is the phone typed). */
  "login",
  "section",
  "organisation",
  "organisation_account",
  "bank",
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

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

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  /** More rows than the list counts: total is the cap (TOTAL_CAP). */
  totalCapped: z.boolean().optional(),
  page: z.number().int(),
  size: z.number().int(),
});

/** GET /api/<area>/{id}/history: the record's audit rows, newest first. */
export const historySchema = z.array(auditEntrySchema);
