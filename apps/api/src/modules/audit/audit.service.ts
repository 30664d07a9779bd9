import { type AuditEntry, type AuditQuery, TOTAL_CAP } from "@makon/shared";
import { and, desc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import { auditLog, type CHILD_KEYS, users } from "../../db/schema";
import type { Db } from "../../db/types";
import { cappedCount, countUpTo, offsetOf, type Page, toPage } from "../../lib/paging";
import { withRefs } from "./audit-refs";

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
  const order = [desc(auditLog.at), desc(auditLog.id)];
  const counted = db.select({ id: auditLog.id }).from(auditLog).where(condition);
  // The page's ids first, off the (at, id) index alone however deep; then only their rows.
  const pageIds = db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(condition)
    .orderBy(...order)
    .limit(q.size)
    .offset(offsetOf(q));
  const rows = await db
    .select({ ...columns, total: cappedCount(counted, TOTAL_CAP) })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(inArray(auditLog.id, pageIds))
    .orderBy(...order);
  const page = await toPage(rows, q, toEntry, () => countUpTo(db, counted, TOTAL_CAP), TOTAL_CAP);
  return { ...page, items: await withRefs(db, page.items) };
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
  return withRefs(db, rows.map(toEntry));
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
