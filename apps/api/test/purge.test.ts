import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { idempotencyKeys, loginAttempts, sessions, trustedDevices, users } from "../src/db/schema";
import { IDEMPOTENCY_KEY_TTL_MS } from "../src/lib/idempotency";
import {
  PURGE_BATCH,
  purgeExpired,
  REVOKED_SESSION_KEPT_MS,
} from "../src/modules/housekeeping/purge.service";
import { THROTTLE_WINDOW_MS } from "../src/modules/users/login-throttle";
import { SESSION_IDLE_MS } from "../src/modules/users/sessions.service";
import { DEVICE_TTL_MS } from "../src/modules/users/trusted-devices";
import { useTestApp } from "./helpers/test-app";

const ctx = useTestApp({ resetEach: true });

const NOW = Date.now();
const ago = (ms: number) => new Date(NOW - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

async function makeUserRow(): Promise<number> {
  const [u] = await ctx
    .db()
    .insert(users)
    .values({ name: "Purge Tester", phone: "771234567", passwordHash: "x", role: "Tester" })
    .returning({ id: users.id });
  return u?.id as number;
}

async function session(userId: number, v: { lastSeenAt?: Date; expiresAt?: Date; revokedAt?: Date }) {
  const [row] = await ctx
    .db()
    .insert(sessions)
    .values({
      userId,
      tokenHash: randomBytes(16).toString("hex"),
      lastSeenAt: v.lastSeenAt ?? ago(MINUTE),
      expiresAt: v.expiresAt ?? new Date(NOW + 24 * HOUR),
      revokedAt: v.revokedAt ?? null,
    })
    .returning({ id: sessions.id });
  return row?.id as number;
}

async function device(userId: number, lastUsedAt: Date) {
  const [row] = await ctx
    .db()
    .insert(trustedDevices)
    .values({ userId, keyHash: randomBytes(16).toString("hex"), lastUsedAt })
    .returning({ id: trustedDevices.id });
  return row?.id as number;
}

async function attempt(createdAt: Date, deviceId: number | null = null) {
  const [row] = await ctx
    .db()
    .insert(loginAttempts)
    .values({ phone: "771234567", ip: "10.0.0.1", deviceId, failed: true, createdAt })
    .returning({ id: loginAttempts.id });
  return row?.id as number;
}

async function idempotencyKey(userId: number, createdAt: Date) {
  const key = randomBytes(8).toString("hex");
  await ctx
    .db()
    .insert(idempotencyKeys)
    .values({ userId, key, route: "payments", requestHash: "h", createdAt });
  return key;
}

async function ids<T>(rows: Promise<{ id: T }[]>): Promise<T[]> {
  return (await rows).map((r) => r.id).sort();
}

describe("purge of expired sign-in state and keys", () => {
  it("removes what served its time and keeps what is live", async () => {
    const userId = await makeUserRow();
    const live = await session(userId, {});
    const recentlyRevoked = await session(userId, { revokedAt: ago(HOUR) });
    await session(userId, { expiresAt: ago(MINUTE) });
    await session(userId, { lastSeenAt: ago(SESSION_IDLE_MS + MINUTE) });
    await session(userId, { revokedAt: ago(REVOKED_SESSION_KEPT_MS + MINUTE) });

    const freshKey = await idempotencyKey(userId, ago(HOUR));
    await idempotencyKey(userId, ago(IDEMPOTENCY_KEY_TTL_MS + MINUTE));

    const usedDevice = await device(userId, ago(24 * HOUR));
    const forgottenDevice = await device(userId, ago(DEVICE_TTL_MS + HOUR));

    const freshAttempt = await attempt(ago(MINUTE));
    const freshOnUsedDevice = await attempt(ago(MINUTE), usedDevice);
    await attempt(ago(THROTTLE_WINDOW_MS + MINUTE));
    // Inside the window, but its device is forgotten: it goes with the device.
    await attempt(ago(MINUTE), forgottenDevice);

    const counts = await purgeExpired(ctx.db(), NOW);
    expect(counts).toEqual({ sessions: 3, idempotencyKeys: 1, loginAttempts: 1, trustedDevices: 1 });

    const db = ctx.db();
    expect(await ids(db.select({ id: sessions.id }).from(sessions))).toEqual([live, recentlyRevoked].sort());
    expect(await ids(db.select({ id: idempotencyKeys.key }).from(idempotencyKeys))).toEqual([freshKey]);
    expect(await ids(db.select({ id: trustedDevices.id }).from(trustedDevices))).toEqual([usedDevice]);
    expect(await ids(db.select({ id: loginAttempts.id }).from(loginAttempts))).toEqual(
      [freshAttempt, freshOnUsedDevice].sort(),
    );

    // Nothing is left to do: a second run (here, or in another process) removes nothing.
    expect(await purgeExpired(ctx.db(), NOW)).toEqual({
      sessions: 0,
      idempotencyKeys: 0,
      loginAttempts: 0,
      trustedDevices: 0,
    });
  });

  it("a backlog larger than a batch goes completely, batch by batch, also with two purges at once", async () => {
    const backlog = PURGE_BATCH * 2 + 7;
    await ctx.db().execute(
      sql`insert into login_attempts (phone, ip, failed, created_at)
          select '771234567', '10.0.0.' || (g % 250), true, ${ago(THROTTLE_WINDOW_MS + HOUR)}
          from generate_series(1, ${backlog}) g`,
    );
    const live = await attempt(ago(MINUTE));
    const [a, b] = await Promise.all([purgeExpired(ctx.db(), NOW), purgeExpired(ctx.db(), NOW)]);
    expect((a?.loginAttempts ?? 0) + (b?.loginAttempts ?? 0)).toBe(backlog);
    expect(await ids(ctx.db().select({ id: loginAttempts.id }).from(loginAttempts))).toEqual([live]);
  });
});
