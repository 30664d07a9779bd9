import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
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
  const attemptId = await reserveAttempt(db, { phone, ip: meta.ip, deviceId });

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
