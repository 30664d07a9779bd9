import { tashkentToday } from "@makon/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Db } from "../../db/types";
import { etagMatches, listEtag } from "../../lib/list-etag";
import { type ScopedViewer, scopedTables, scopeKey } from "../../lib/record-scope";
import { sendRemembered } from "../../lib/version-cache";

/** The If-None-Match a stats call may carry. */
export const etagHeaders = z.object({ "if-none-match": z.string().max(2000).optional() });
export const notModified = z.null().describe("Not modified");

/**
 * An answer made from `tables` for the viewer, the way the lists are cached: a strong ETag naming
 * the tables' change counters, the viewer's scopes, today (the default period and overdue move at
 * midnight) and the query; a bodiless 304 when the browser holds it; else the remembered answer
 * (lib/version-cache.ts). `check` runs first, so a bad period is a 400 whatever the browser holds.
 * The counters are read before the answer is made: an ETag never names newer data than it sent.
 */
export async function cachedStats<S extends z.ZodType>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  opts: {
    name: string;
    query: object;
    tables: readonly string[];
    schema: S;
    check: () => void;
    compute: (me: ScopedViewer, today: string) => Promise<z.input<S>>;
  },
): Promise<FastifyReply> {
  const me = await request.authenticate();
  opts.check();
  const today = tashkentToday();
  const key = `${opts.name}:${today}:${scopeKey(me, "client")}|${scopeKey(me, "contract")}:${JSON.stringify(opts.query)}`;
  const tables = scopedTables(me, opts.tables);
  const etag = await listEtag(db, key, tables);
  reply.header("etag", etag).header("cache-control", "private, no-cache");
  // No body at all: a 304 must not announce one (see lib/compat-list.ts).
  if (etagMatches(request.headers["if-none-match"], etag))
    return reply.code(304).send(undefined as unknown as null);
  return sendRemembered(request, reply, db, {
    key,
    tables,
    schema: opts.schema,
    compute: () => opts.compute(me, today),
  });
}
