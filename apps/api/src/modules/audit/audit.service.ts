import type { AuditEntry, AuditQuery } from "@makon/shared";
import { and, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { auditLog, type CHILD_KEYS, users } from "../../db/schema";
import type { Db } from "../../db/types";
import { offsetOf, type Page, toPage, totalOver } from "../../lib/paging";

type ChildKey = (typeof CHILD_KEYS)[number];

const columns = {
  id: auditLog.id,
  at: auditLog.at,
  userId: auditLog.userId,
  userName: users.name,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  action: auditLog.action,
  before: auditLog.before,
  after: auditLog.after,
};

function toEntry(
  r: { at: Date; before: unknown; after: unknown } & Omit<AuditEntry, "at" | "before" | "after">,
): AuditEntry {
  return { ...r, at: r.at.toISOString(), before: r.before ?? null, after: r.after ?? null };
}

/** The audit screen: newest first, filtered by user, area, record and dates (inclusive). */
export async function listAudit(db: Db, q: AuditQuery): Promise<Page<AuditEntry>> {
  const where: SQL[] = [];
  if (q.userId) where.push(eq(auditLog.userId, q.userId));
  if (q.entity) where.push(eq(auditLog.entity, q.entity));
  if (q.entityId) where.push(eq(auditLog.entityId, q.entityId));
  // Dates are the office's calendar days (Tashkent, UTC+5).
  if (q.from) where.push(gte(auditLog.at, new Date(`${q.from}T00:00:00+05:00`)));
  if (q.to) where.push(lt(auditLog.at, new Date(new Date(`${q.to}T00:00:00+05:00`).getTime() + 86_400_000)));
  const condition = where.length ? and(...where) : undefined;
  const rows = await db
    .select({ ...columns, total: totalOver() })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(condition)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(q.size)
    .offset(offsetOf(q));
  return toPage(
    rows,
    q,
    toEntry,
    async () => (await db.select({ n: count() }).from(auditLog).where(condition))[0]?.n ?? 0,
  );
}

/**
 * One record's history (its "Tarix"), newest first. `children` adds rows of a dependent entity
 * that name this record in before/after (an organisation's bank accounts, say).
 */
export async function recordHistory(
  db: Db,
  entity: string,
  id: number,
  children?: { entity: string; key: ChildKey },
): Promise<AuditEntry[]> {
  const rows = await db
    .select(columns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(historyCondition(entity, id, children))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(500);
  return rows.map(toEntry);
}

/**
 * The rows of one record and of its dependants that name it. The key is written into the SQL (it
 * is one of CHILD_KEYS, never input) so the expression matches the audit log's indexes on it.
 */
export function historyCondition(entity: string, id: number, children?: { entity: string; key: ChildKey }) {
  const own = and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id)));
  if (!children) return own;
  const key = sql.raw(`'${children.key}'`);
  return sql`(${own}) or (${auditLog.entity} = ${children.entity} and ${auditLog.after} ->> ${key} = ${String(id)}) or (${auditLog.entity} = ${children.entity} and ${auditLog.before} ->> ${key} = ${String(id)})`;
}
