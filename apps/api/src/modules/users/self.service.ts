import type { UserSession } from "@makon/shared";
import { and, eq, isNull, ne } from "drizzle-orm";
import { sessions, users } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import { failAttempt, releaseAttempt, reserveAttempt } from "./login-throttle";
import { hashPassword, verifyPassword } from "./passwords";
import { listUserSessions } from "./users.admin.service";

/** Who asks, from where: the session they ask with stays open. */
export interface SelfMeta {
  userId: number;
  sessionId: number;
  ip: string;
}

/**
 * One's own new password (decision 46). The current one is checked under the sign-in's budget of
 * wrong guesses (the same phone's), so a borrowed open session cannot try passwords freely. On
 * success every other session of the user ends, in the same transaction as the change and its
 * audit row; the one asking stays signed in.
 */
export async function changeMyPassword(
  db: Db,
  meta: SelfMeta,
  currentPassword: string,
  newPassword: string,
): Promise<{ endedSessions: number[] }> {
  const [user] = await db
    .select({ phone: users.phone, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, meta.userId))
    .limit(1);
  if (!user) throw new AppError("UNAUTHORIZED");
  const attemptId = await reserveAttempt(db, {
    phone: user.phone,
    ip: meta.ip,
    deviceId: null,
    knownAddress: false,
  });
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    await failAttempt(db, attemptId);
    await writeAudit(db, {
      userId: meta.userId,
      entity: "user",
      entityId: meta.userId,
      action: "password_change_failed",
      after: { ip: meta.ip },
    });
    throw new AppError("CURRENT_PASSWORD_WRONG", "The current password is wrong");
  }
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    await releaseAttempt(tx, attemptId);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, meta.userId));
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(eq(sessions.userId, meta.userId), isNull(sessions.revokedAt), ne(sessions.id, meta.sessionId)),
      )
      .returning({ id: sessions.id });
    const endedSessions = ended.map((e) => e.id);
    await writeAudit(tx, {
      userId: meta.userId,
      entity: "user",
      entityId: meta.userId,
      action: "password_change",
      after: { password: "changed", ip: meta.ip, endedSessions },
    });
    return { endedSessions };
  });
}

/** One's own live sessions, the current one marked. */
export function listMySessions(db: Db, meta: SelfMeta): Promise<UserSession[]> {
  return listUserSessions(db, meta.userId, meta.sessionId);
}

/** Ends one of one's own sessions (another device left signed in), audited. */
export async function endMySession(db: Db, meta: SelfMeta, sessionId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, meta.userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    if (ended.length === 0) throw new AppError("NOT_FOUND", "Session not found");
    await writeAudit(tx, {
      userId: meta.userId,
      entity: "user",
      entityId: meta.userId,
      action: "revoke_session",
      after: { sessions: [sessionId], own: true },
    });
  });
}
