import type { NotificationKind, NotificationPage } from "@makon/shared";
import { and, count, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { notifications } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";

/** The signed-in user's own notifications, newest first, with their unread count (the badge). */
export async function listNotifications(
  db: Db,
  userId: number,
  q: { page: number; size: number; unread?: "true" | "false" },
): Promise<NotificationPage> {
  const mine = eq(notifications.userId, userId);
  const where: SQL | undefined =
    q.unread === "true"
      ? and(mine, isNull(notifications.readAt))
      : q.unread === "false"
        ? and(mine, sql`${notifications.readAt} is not null`)
        : mine;
  const [rows, [total], [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ n: count() }).from(notifications).where(where),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(mine, isNull(notifications.readAt))),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind as NotificationKind,
      params: r.params,
      link: r.link,
      createdAt: r.createdAt.toISOString(),
      readAt: r.readAt?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
    page: q.page,
    size: q.size,
    unread: unread?.n ?? 0,
  };
}

/** Marks one of the user's own notifications read; another user's id is not found (404). */
export async function markRead(db: Db, userId: number, id: number): Promise<{ ok: true }> {
  const [row] = await db
    .update(notifications)
    // A second read keeps the first time it was read.
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!row) throw new AppError("NOT_FOUND", "Notification not found");
  return { ok: true };
}

/** Marks all the user's unread notifications read; answers how many were. */
export async function markAllRead(db: Db, userId: number): Promise<{ marked: number }> {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { marked: rows.length };
}
