import { and, eq, gt, sql } from "drizzle-orm";
import { auditLog, users } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import { failAttempt, releaseAttempt, reserveAttempt } from "./login-throttle";
import { getDummyHash, verifyPassword } from "./passwords";
import { createSession, revokeSession } from "./sessions.service";
import { findTrustedDevice, trustDevice } from "./trusted-devices";

export interface LoginMeta {
  ip: string;
  userAgent: string | null;
  /** Device keys from the browser's cookie (see trusted-devices.ts). */
  deviceKeys: string[];
}

export interface LoginResult {
  token: string;
  /** The device cookie's new value. */
  deviceCookie: string;
}

/** How long an address a user signed in from stays theirs for throttling (login-throttle.ts). */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Whether the user signed in from this address lately: the audit's own sign-in rows say so (read
 * by the user's audit index), so nothing more is stored for it.
 */
async function knownAddress(db: Db, userId: number, ip: string): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, "user"),
        eq(auditLog.entityId, String(userId)),
        eq(auditLog.action, "login"),
        sql`${auditLog.after} ->> 'ip' = ${ip}`,
        gt(auditLog.at, new Date(Date.now() - KNOWN_ADDRESS_MS)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Where and from what a sign-in came, as the audit keeps it. */
const place = (meta: LoginMeta) => ({ ip: meta.ip, device: meta.userAgent?.slice(0, 300) ?? null });

/**
 * Signs a user in and returns a new session token. An unknown phone, a wrong password and an
 * inactive account fail alike (same code, same work), so a failure tells nothing about the phone.
 * The attempt is reserved before the password is checked (login-throttle.ts), and every checked
 * attempt, right or wrong, leaves an audit row with its address and browser.
 */
export async function login(db: Db, phone: string, password: string, meta: LoginMeta): Promise<LoginResult> {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, active: users.active })
    .from(users)
    .where(eq(users.phone, phone))
    .limit(1);
  const deviceId = user ? await findTrustedDevice(db, user.id, meta.deviceKeys) : null;
  const known = user !== undefined && deviceId === null && (await knownAddress(db, user.id, meta.ip));
  const attemptId = await reserveAttempt(db, { phone, ip: meta.ip, deviceId, knownAddress: known });

  const ok = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), password);
  if (!user || !ok || !user.active) {
    // The reservation stays, as a counted wrong guess.
    await failAttempt(db, attemptId);
    await writeAudit(db, {
      userId: null,
      entity: user ? "user" : "login",
      entityId: user ? user.id : phone,
      action: "login_failed",
      after: { ...place(meta), trustedDevice: deviceId !== null },
    });
    throw new AppError("INVALID_CREDENTIALS", "Wrong phone or password");
  }
  return db.transaction(async (tx) => {
    await releaseAttempt(tx, attemptId);
    await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
    const session = await createSession(tx, user.id, { ip: meta.ip, userAgent: meta.userAgent });
    const cookie = await trustDevice(tx, user.id, deviceId, meta.deviceKeys, meta.userAgent);
    await writeAudit(tx, {
      userId: user.id,
      entity: "user",
      entityId: user.id,
      action: "login",
      after: { ...place(meta), trustedDevice: deviceId !== null, sessionId: session.id },
    });
    return { token: session.token, deviceCookie: cookie };
  });
}

/** Ends the current session at once, with its audit row. */
export async function logout(db: Db, userId: number, sessionId: number, meta: LoginMeta): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeSession(tx, sessionId);
    await writeAudit(tx, {
      userId,
      entity: "user",
      entityId: userId,
      action: "logout",
      after: { ...place(meta), sessionId },
    });
  });
}
