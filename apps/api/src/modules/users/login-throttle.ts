import { and, count, eq, gt, lt, min } from "drizzle-orm";
import { loginFailures } from "../../db/schema";
import type { Db } from "../../db/types";

/** 5 failures per phone or 30 per client address within 15 minutes lock sign-in for that key. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_PHONE = 5;
export const MAX_FAILURES_PER_IP = 30;

/** Seconds until sign-in is allowed again, or 0 when it is allowed now. */
export async function throttleWait(db: Db, phone: string, ip: string, now = Date.now()): Promise<number> {
  const since = new Date(now - THROTTLE_WINDOW_MS);
  const [byPhone, byIp] = await Promise.all([
    db
      .select({ n: count(), first: min(loginFailures.createdAt) })
      .from(loginFailures)
      .where(and(eq(loginFailures.phone, phone), gt(loginFailures.createdAt, since))),
    db
      .select({ n: count(), first: min(loginFailures.createdAt) })
      .from(loginFailures)
      .where(and(eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since))),
  ]);
  const waits: number[] = [];
  for (const [row, limit] of [
    [byPhone[0], MAX_FAILURES_PER_PHONE],
    [byIp[0], MAX_FAILURES_PER_IP],
  ] as const) {
    if (row && row.n >= limit && row.first) {
      waits.push(Math.ceil((new Date(row.first).getTime() + THROTTLE_WINDOW_MS - now) / 1000));
    }
  }
  return waits.length ? Math.max(1, ...waits) : 0;
}

export async function recordFailure(db: Db, phone: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ phone, ip });
  // Keep the table small: rows older than a day count for nothing.
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(Date.now() - 86_400_000)));
}

/** A successful sign-in clears the phone's failures (the address keeps its count). */
export async function clearPhoneFailures(db: Db, phone: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.phone, phone));
}
