import { z } from "zod";
import { pagedSchema } from "../common/paging";

/**
 * What a notification tells (its words are in the catalogue, by kind; params fill them in):
 * bank_assigned — an application was assigned to me; bank_decided — a bank level approved or
 * rejected my contract's application; bank_funded — the bank's money came for my contract.
 * Later areas add their kinds here.
 */
export const NOTIFICATION_KINDS = [
  "bank_assigned",
  "bank_decided",
  "bank_funded",
  /** A collections case was given to me (params: caseId, contractNumber, clientName). */
  "debt_assigned",
  /** A promise on my case passed its date unpaid (params: caseId, contractNumber, promisedDate, promisedAmount). */
  "debt_promise_broken",
  /** A case was escalated to the director (to debt_escalate holders; params: caseId, contractNumber, note). */
  "debt_escalated",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** Values the words need: a contract number, a status, a level, an amount, a reason. */
  params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  /** The app's path it opens, e.g. /quyi_bank_in/12. */
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
  unread: z.enum(["true", "false"]).optional(),
});

export const notificationPageSchema = pagedSchema(notificationSchema).extend({
  /** The user's unread count (the bell's badge). */
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;
