import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { clearPhoneFailures, recordFailure, throttleWait } from "./login-throttle";
import { getDummyHash, verifyPassword } from "./passwords";
import { createSession } from "./sessions.service";

export interface LoginMeta {
  ip: string;
  userAgent: string | null;
}

/**
 * Signs a user in and returns a new session token. An unknown phone, a wrong password and an
 * inactive account fail alike (same code, same work), so a failure tells nothing about the phone.
 */
export async function login(db: Db, phone: string, password: string, meta: LoginMeta): Promise<string> {
  const wait = await throttleWait(db, phone, meta.ip);
  if (wait > 0) throw new AppError("TOO_MANY_ATTEMPTS", "Too many failed attempts", { retryAfter: wait });

  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, active: users.active })
    .from(users)
    .where(eq(users.phone, phone))
    .limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), password);
  if (!user || !ok || !user.active) {
    await recordFailure(db, phone, meta.ip);
    throw new AppError("INVALID_CREDENTIALS", "Wrong phone or password");
  }
  await clearPhoneFailures(db, phone);
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  return createSession(db, user.id, { ip: meta.ip, userAgent: meta.userAgent });
}
