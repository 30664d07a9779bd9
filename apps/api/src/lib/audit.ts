import { maskPassport, maskPinfl } from "@makon/shared";
import { auditLog } from "../db/schema";
import type { Db } from "../db/types";

export interface AuditEntry {
  userId: number | null;
  entity: string;
  entityId: string | number;
  action: string;
  before?: unknown;
  after?: unknown;
}

/** Writes an audit row. Call it with the transaction that makes the change. */
export async function writeAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    userId: entry.userId,
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action,
    before: entry.before === undefined ? null : redact(entry.before),
    after: entry.after === undefined ? null : redact(entry.after),
  });
}

/**
 * Secrets never reach the audit log, and personal numbers only masked: the history is shown to
 * people who may not have the right to see a client's passport.
 */
function redact(value: unknown): unknown {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map(redact);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (/password|token/i.test(k)) out[k] = "[hidden]";
    else if (k === "passport") out[k] = maskPassport(typeof v === "string" ? v : null);
    else if (k === "pinfl") out[k] = maskPinfl(typeof v === "string" ? v : null);
    // The folded search key repeats the name and phones: nothing to audit.
    else if (k === "searchText") continue;
    // Whether the client ever had a deal follows their contracts and bookings (kept by triggers).
    else if (k === "hasDeals") continue;
    // A contract's next due date follows its schedule (kept by triggers): not a change anyone made.
    else if (k === "nextDueDate") continue;
    // Whose client this is follows the calls, visits and contracts (kept by triggers), and the
    // search words repeat the name: neither is a change anyone made.
    else if (k === "staffIds" || k === "searchWords") continue;
    else out[k] = v instanceof Date ? v.toISOString() : redact(v);
  }
  return out;
}
