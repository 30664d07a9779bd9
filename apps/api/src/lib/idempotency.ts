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

/**
 * Runs a money-moving change at most once per (user, Idempotency-Key), inside the change's own
 * transaction. The key row is inserted first: a concurrent request with the same key waits on
 * the unique index until the first commits, then finds the key taken and answers the first
 * answer stored with it. If the first rolls back, the key goes with it and the next one runs.
 * The same key with a different request is 422 IDEMPOTENCY_KEY_REUSED.
 */
export async function onceWithKey<T>(
  db: Db,
  opts: { userId: number; key: string | undefined; route: string; request: unknown; statusCode: number },
  run: (tx: Db) => Promise<T>,
): Promise<Replayed<T>> {
  if (!opts.key) return { statusCode: opts.statusCode, body: await db.transaction(run) };
  const key = opts.key;
  const requestHash = createHash("sha256")
    .update(`${opts.route}|${JSON.stringify(opts.request)}`)
    .digest("hex");
  return db.transaction(async (tx) => {
    const [mine] = await tx
      .insert(idempotencyKeys)
      .values({ userId: opts.userId, key, route: opts.route, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!mine) {
      const [first] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, opts.userId), eq(idempotencyKeys.key, key)));
      if (!first || first.requestHash !== requestHash || first.response === null || first.statusCode === null)
        throw new AppError("IDEMPOTENCY_KEY_REUSED");
      return { statusCode: first.statusCode, body: JSON.parse(first.response) as T };
    }
    const body = await run(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: opts.statusCode, response: JSON.stringify(body) })
      .where(and(eq(idempotencyKeys.userId, opts.userId), eq(idempotencyKeys.key, key)));
    return { statusCode: opts.statusCode, body };
  });
}
