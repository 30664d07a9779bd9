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

/** Secrets never reach the audit log. */
function redact(value: unknown): unknown {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map(redact);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (/password|token/i.test(k)) out[k] = "[hidden]";
    else out[k] = v instanceof Date ? v.toISOString() : redact(v);
  }
  return out;
}
