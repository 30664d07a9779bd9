import { z } from "zod";
import { idParamSchema } from "../common/ids";
import { pagedSchema } from "../common/paging";
import { textSchema } from "../common/text";
import { CONTRACT_STATUSES, PAYMENT_TYPES } from "./enums";
import { contractListItemSchema } from "./schemas";

const int = z.coerce.number().int();
const statusList = new RegExp(`^(${CONTRACT_STATUSES.join("|")})(,(${CONTRACT_STATUSES.join("|")}))*$`);

/**
 * The contracts desk's work (?papers=): scan_missing — no signed scan uploaded yet;
 * ready_to_conclude — a full or installment deal in process whose down payment is in.
 */
export const CONTRACT_PAPERS = ["scan_missing", "ready_to_conclude"] as const;
export type ContractPapers = (typeof CONTRACT_PAPERS)[number];

export const CONTRACT_SORTS = ["-date", "date", "-number", "number", "-total", "total", "nextDue"] as const;

/** GET /api/shartnoma: contracts, paged and filtered (the /contract, /concluded_contracts and /otkaz_shartnoma screens). */
export const contractListQuerySchema = z.strictObject({
  page: int.min(1).default(1),
  size: int.min(1).max(200).default(20),
  /** A contract number, or a client's name (any spelling) or phone. */
  q: textSchema.trim().max(100).optional(),
  /** One status or several, comma-separated. */
  status: z.string().regex(statusList).optional(),
  managerId: idParamSchema.optional(),
  objectId: idParamSchema.optional(),
  paymentType: z.enum(PAYMENT_TYPES).optional(),
  /** true: only contracts with a schedule row past due and unpaid. */
  overdue: z.enum(["true", "false"]).optional(),
  papers: z.enum(CONTRACT_PAPERS).optional(),
  sort: z.enum(CONTRACT_SORTS).default("-date"),
});
export type ContractListQuery = z.infer<typeof contractListQuerySchema>;

/** A contract in the paged lists: the list item plus what is owed and when. */
export const contractRowSchema = contractListItemSchema.extend({
  /** total − paid (what the client still owes; for a refused contract, see owedBack). */
  balance: z.number().int(),
  /** The earliest unpaid schedule row's due date, if any. */
  nextDueDate: z.string().nullable(),
  overdue: z.boolean(),
  /** A refused contract: money received and not yet refunded. */
  owedBack: z.number().int(),
  /** A refused contract: money already paid back (refunds not cancelled). */
  refunded: z.number().int(),
});
export type ContractRow = z.infer<typeof contractRowSchema>;

export const contractPageSchema = pagedSchema(contractRowSchema);
