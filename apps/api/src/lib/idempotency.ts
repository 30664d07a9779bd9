import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { idempotencyKeys } from "../db/schema";
import type { Db } from "../db/types";
import { AppError, findPgError } from "./app-error";

/**
 * How long a key is kept. A retry comes seconds or minutes after a lost answer (the form keeps
 * its key while it is open); a day is far past that, and then the purge removes the key.
 */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export interface Replayed<T> {
  statusCode: number;
  body: T;
}

/** A money-moving request sent with an Idempotency-Key: whose key, and a hash of what was asked. */
export interface KeyedRequest {
  userId: number;
  key: string;
  route: string;
  requestHash: string;
  statusCode: number;
}

export function keyedRequest(opts: {
  userId: number;
  key: string | undefined;
  route: string;
  request: unknown;
  statusCode: number;
}): KeyedRequest | null {
  if (!opts.key) return null;
  const requestHash = createHash("sha256")
    .update(`${opts.route}|${JSON.stringify(opts.request)}`)
    .digest("hex");
  return { userId: opts.userId, key: opts.key, route: opts.route, requestHash, statusCode: opts.statusCode };
}

/**
 * A money-moving change runs at most once per (user, Idempotency-Key), as one statement that
 * both writes and stores the key with its answer (payment-statements.ts):
 * 1. when the key was used already, the statement writes nothing and says so; the first answer
 *    is given (IDEMPOTENCY_KEY_REUSED when the key was used for another request);
 * 2. its key insert does nothing on a conflict; a concurrent request with the same key that got
 *    there first makes it find the key, and the statement then raises MKKEY
 *    (idempotency_key_taken(), migration 0028), which undoes all of it: the first answer is given;
 * 3. a change refused by its rule writes nothing and keeps no key, so the same key may be sent again.
 */
export function keyTakenMeanwhile(err: unknown): boolean {
  return findPgError(err)?.code === "MKKEY";
}

/** The answer stored with the key, if it was stored for this same request. */
export async function firstAnswer<T>(db: Db, k: KeyedRequest): Promise<Replayed<T>> {
  const [first] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, k.userId), eq(idempotencyKeys.key, k.key)));
  if (!first || first.requestHash !== k.requestHash || first.response === null || first.statusCode === null)
    throw new AppError("IDEMPOTENCY_KEY_REUSED");
  return { statusCode: first.statusCode, body: JSON.parse(first.response) as T };
}
