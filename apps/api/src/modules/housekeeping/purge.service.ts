import { and, isNotNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { queryRows } from "../../db/raw";
import { idempotencyKeys, loginAttempts, sessions, trustedDevices } from "../../db/schema";
import type { Db } from "../../db/types";
import { IDEMPOTENCY_KEY_TTL_MS } from "../../lib/idempotency";
import { DEVICE_TTL_MS, SESSION_IDLE_MS, THROTTLE_WINDOW_MS } from "../users";

/** A signed-out session stays a day, so today's sign-outs can still be looked into. */
export const REVOKED_SESSION_KEPT_MS = 24 * 60 * 60 * 1000;
/** Rows removed per statement: a large backlog never holds many row locks for long. */
export const PURGE_BATCH = 1000;

export interface PurgeCounts {
  sessions: number;
  idempotencyKeys: number;
  loginAttempts: number;
  trustedDevices: number;
}

/**
 * Removes what has served its time: sessions past their absolute or idle limit or signed out a
 * day ago, idempotency keys past their retry window, sign-in attempts older than the throttle
 * window, and trusted devices unused past their time. Every process runs it; rows another
 * process is removing at the same moment are skipped, not waited for.
 */
export async function purgeExpired(db: Db, now = Date.now()): Promise<PurgeCounts> {
  const before = (ms: number) => new Date(now - ms);
  return {
    sessions: await deleteInBatches(
      db,
      sessions,
      or(
        // expires_at holds the absolute limit (SESSION_ABSOLUTE_MS after sign-in).
        lt(sessions.expiresAt, new Date(now)),
        lt(sessions.lastSeenAt, before(SESSION_IDLE_MS)),
        and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, before(REVOKED_SESSION_KEPT_MS))),
      ) as SQL,
    ),
    idempotencyKeys: await deleteInBatches(
      db,
      idempotencyKeys,
      lt(idempotencyKeys.createdAt, before(IDEMPOTENCY_KEY_TTL_MS)),
    ),
    loginAttempts: await deleteInBatches(
      db,
      loginAttempts,
      lt(loginAttempts.createdAt, before(THROTTLE_WINDOW_MS)),
    ),
    trustedDevices: await deleteInBatches(
      db,
      trustedDevices,
      lt(trustedDevices.lastUsedAt, before(DEVICE_TTL_MS)),
    ),
  };
}

async function deleteInBatches(db: Db, table: PgTable, where: SQL): Promise<number> {
  let total = 0;
  for (;;) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`with gone as (
        delete from ${table} where ctid = any(array(
          select ctid from ${table} where ${where} limit ${PURGE_BATCH} for update skip locked
        )) returning 1
      ) select count(*)::int as n from gone`,
    );
    const n = Number(row?.n ?? 0);
    total += n;
    if (n < PURGE_BATCH) return total;
  }
}
