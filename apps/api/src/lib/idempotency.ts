import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { idempotencyKeys } from "../db/schema";
import type { Db } from "../db/types";
import { AppError } from "./app-error";

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

/** What a change returns when its key was used already: the first answer is given instead. */
export const KEY_TAKEN = Symbol("idempotency key taken");

class KeyTakenMeanwhile extends Error {}

/** What a change throws when a concurrent request took its key first: it rolls back. */
export function keyTakenMeanwhile(): Error {
  return new KeyTakenMeanwhile("Idempotency-Key taken by a concurrent request");
}

/**
 * Runs a money-moving change at most once per (user, Idempotency-Key), in one transaction. The
 * change keeps to this order:
 * 1. it locks what it is about (the contract): requests with the same key for the same thing
 *    queue there, and each then sees what the one before it committed;
 * 2. after the lock it looks for the key; when the key is used it writes nothing and returns
 *    KEY_TAKEN, and the answer stored with the key is given (IDEMPOTENCY_KEY_REUSED when the key
 *    was used for another request);
 * 3. it stores the key with its answer in its own transaction (an insert that does nothing on a
 *    conflict). A concurrent request with the same key for something else that got there first
 *    makes that insert find the key: the change throws keyTakenMeanwhile(), rolls back, and the
 *    first answer is given.
 * A change refused (an AppError) rolls back with nothing kept, so the same key may be sent again.
 */
export async function onceWithKey<T>(
  db: Db,
  k: KeyedRequest | null,
  statusCode: number,
  change: (tx: Db) => Promise<T | typeof KEY_TAKEN>,
): Promise<Replayed<T>> {
  try {
    const body = await db.transaction(change);
    if (body !== KEY_TAKEN) return { statusCode, body };
  } catch (err) {
    if (!(err instanceof KeyTakenMeanwhile)) throw err;
  }
  if (!k) throw new Error("KEY_TAKEN without an Idempotency-Key");
  return firstAnswer(db, k);
}

/** The answer stored with the key, if it was stored for this same request. */
async function firstAnswer<T>(db: Db, k: KeyedRequest): Promise<Replayed<T>> {
  const [first] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, k.userId), eq(idempotencyKeys.key, k.key)));
  if (!first || first.requestHash !== k.requestHash || first.response === null || first.statusCode === null)
    throw new AppError("IDEMPOTENCY_KEY_REUSED");
  return { statusCode: first.statusCode, body: JSON.parse(first.response) as T };
}
