import { createHash } from "node:crypto";
import { and, count, eq, gt, isNull, min, sql } from "drizzle-orm";
import { loginAttempts } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";

/**
 * Sign-in throttling. Every password check first reserves an attempt row, under a lock on each
 * budget it draws from, and only then is the password checked; a right password gives its row
 * back. So the count and the decision are one step: however many requests arrive at once, on
 * however many API processes, no budget is checked more times than its limit.
 *
 * Budgets, each over a sliding 15 minutes:
 * - a phone, from anywhere but a trusted device: 5 wrong passwords (the guess limit: a stranger
 *   gets 5 guesses at a phone, wherever they come from); unknown places are refused by it;
 * - a trusted device (a browser where the user signed in before): its own 5 — so a stranger
 *   who knows the phone number cannot lock its owner out of their usual browser;
 * - a known address (one the user signed in from within 30 days) without a trusted device: 5 for
 *   the phone from that address, instead of the phone's — the owner's office stays open while
 *   strangers elsewhere guess;
 * - a client address, across phones, from unknown places: 30 (one machine spraying phones).
 * An employee manager can clear a phone's attempts (POST /api/user/{id}/unlock).
 */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_PHONE = 5;
export const MAX_FAILURES_PER_DEVICE = 5;
export const MAX_FAILURES_PER_IP = 30;

/** Namespace of the advisory locks that serialise one budget's reservations. */
const THROTTLE_LOCK_SPACE = 7302003;

export interface AttemptSource {
  phone: string;
  ip: string;
  /** A trusted device of the phone's user, when the request carries its key. */
  deviceId: number | null;
  /** The user signed in from this address lately (see knownAddress in auth.service.ts). */
  knownAddress?: boolean;
}

/** A budget key as a signed 32-bit lock id: stable across processes and both databases. */
function lockId(key: string): number {
  return createHash("sha256").update(key).digest().readInt32BE(0);
}

/** A check still marked under way after this long belongs to a process that died: it counts as wrong. */
const STALE_CHECK_MS = 30_000;
/** How long a request waits for checks under way (whose outcome decides its own) before giving up. */
const MAX_QUEUE_MS = 10_000;

type Decision = { reserved: number } | { waitSeconds: number } | { busy: true };

/**
 * Reserves one attempt for this source, or throws TOO_MANY_ATTEMPTS with the wait in seconds.
 * The reservation is committed before the password is checked; release it on success.
 *
 * A budget full of wrong guesses refuses at once. A budget that is full only because checks are
 * still under way waits for them: ten parallel sign-ins with the right password all get in, one
 * after another, while 25 parallel wrong ones get exactly 5 checks.
 */
export async function reserveAttempt(db: Db, source: AttemptSource): Promise<number> {
  const started = Date.now();
  for (let round = 0; ; round++) {
    const decision = await decide(db, source, Date.now());
    if ("reserved" in decision) return decision.reserved;
    const waitSeconds =
      "waitSeconds" in decision ? decision.waitSeconds : Date.now() - started > MAX_QUEUE_MS ? 1 : 0;
    if (waitSeconds > 0)
      throw new AppError("TOO_MANY_ATTEMPTS", "Too many failed attempts", { retryAfter: waitSeconds });
    // A password check takes tens of milliseconds: look again shortly, a little later each round.
    await new Promise((r) => setTimeout(r, Math.min(200, 20 + round * 10)));
  }
}

async function decide(db: Db, source: AttemptSource, now: number): Promise<Decision> {
  const since = new Date(now - THROTTLE_WINDOW_MS);
  const staleBefore = new Date(now - STALE_CHECK_MS);
  const budgets =
    source.deviceId !== null
      ? [
          {
            key: `device:${source.deviceId}`,
            limit: MAX_FAILURES_PER_DEVICE,
            where: eq(loginAttempts.deviceId, source.deviceId),
          },
        ]
      : source.knownAddress
        ? [
            {
              key: `phone-at:${source.phone}:${source.ip}`,
              limit: MAX_FAILURES_PER_PHONE,
              where: and(
                eq(loginAttempts.phone, source.phone),
                eq(loginAttempts.ip, source.ip),
                isNull(loginAttempts.deviceId),
              ),
            },
          ]
        : [
            {
              key: `phone:${source.phone}`,
              limit: MAX_FAILURES_PER_PHONE,
              where: and(eq(loginAttempts.phone, source.phone), isNull(loginAttempts.deviceId)),
            },
            {
              key: `ip:${source.ip}`,
              limit: MAX_FAILURES_PER_IP,
              where: and(eq(loginAttempts.ip, source.ip), isNull(loginAttempts.deviceId)),
            },
          ];
  return db.transaction(async (tx): Promise<Decision> => {
    // Locks in one global order (by id), so two requests sharing budgets never deadlock.
    const ids = [...new Set(budgets.map((b) => lockId(b.key)))].sort((a, b) => a - b);
    for (const id of ids) await tx.execute(sql`select pg_advisory_xact_lock(${THROTTLE_LOCK_SPACE}, ${id})`);
    let waitSeconds = 0;
    let busy = false;
    for (const b of budgets) {
      const [row] = await tx
        .select({
          all: count(),
          wrong: sql<number>`count(*) filter (where ${loginAttempts.failed} or ${loginAttempts.createdAt} < ${staleBefore})`,
          first: min(loginAttempts.createdAt),
        })
        .from(loginAttempts)
        .where(and(b.where, gt(loginAttempts.createdAt, since)));
      if (!row || row.all < b.limit) continue;
      if (Number(row.wrong) >= b.limit && row.first)
        waitSeconds = Math.max(
          waitSeconds,
          Math.ceil((new Date(row.first).getTime() + THROTTLE_WINDOW_MS - now) / 1000),
        );
      else busy = true;
    }
    if (waitSeconds > 0) return { waitSeconds: Math.max(1, waitSeconds) };
    if (busy) return { busy: true };
    const [reserved] = await tx
      .insert(loginAttempts)
      .values({ phone: source.phone, ip: source.ip, deviceId: source.deviceId, createdAt: new Date(now) })
      .returning({ id: loginAttempts.id });
    if (!reserved) throw new Error("insert returned nothing");
    return { reserved: reserved.id };
  });
}

/** A wrong password: the reservation becomes a counted guess. */
export async function failAttempt(db: Db, attemptId: number): Promise<void> {
  await db.update(loginAttempts).set({ failed: true }).where(eq(loginAttempts.id, attemptId));
}

/** A right password: its reservation is not a guess and counts for nothing. */
export async function releaseAttempt(db: Db, attemptId: number): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.id, attemptId));
}

/**
 * When a phone's sign-in from unknown places opens again (null: it is open now). Shown to an
 * employee manager, who can clear it.
 */
export async function phoneBlockedUntil(db: Db, phone: string, now = Date.now()): Promise<Date | null> {
  const [row] = await db
    .select({ n: count(), first: min(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.phone, phone),
        isNull(loginAttempts.deviceId),
        eq(loginAttempts.failed, true),
        gt(loginAttempts.createdAt, new Date(now - THROTTLE_WINDOW_MS)),
      ),
    );
  if (!row || row.n < MAX_FAILURES_PER_PHONE || !row.first) return null;
  return new Date(new Date(row.first).getTime() + THROTTLE_WINDOW_MS);
}

/** Clears every counted attempt at a phone (from unknown places and from its trusted devices). */
export async function clearPhoneAttempts(db: Db, phone: string): Promise<number> {
  const cleared = await db
    .delete(loginAttempts)
    .where(eq(loginAttempts.phone, phone))
    .returning({ id: loginAttempts.id });
  return cleared.length;
}
