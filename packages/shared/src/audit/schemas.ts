import { z } from "zod";
import { daySchema } from "../common/day";

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

const isoDate = daySchema;

/** GET /api/audit?page=&size=&userId=&entity=&entityId=&from=&to= (dates inclusive) */
export const auditQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
  userId: z.coerce.number().int().positive().optional(),
  entity: z.string().max(40).optional(),
  entityId: z.string().max(40).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});

/** GET /api/<area>/{id}/history: the record's audit rows, newest first. */
export const historySchema = z.array(auditEntrySchema);
