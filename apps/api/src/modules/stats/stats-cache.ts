import { tashkentToday } from "@makon/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
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
  const etag = await listEtag(db, key, tables, request.dataVersions);
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

/**
 * Registers one cached stats read (page flow_chart): its query, its answer's schema, the tables
 * it is made from, a check that runs before anything is sent (a bad period is a 400), and how the
 * answer is computed. Every /api/stats read is this shape; only these parts differ.
 */
export function cachedStatsRoute<Q extends z.ZodType, S extends z.ZodType>(
  app: FastifyInstance,
  db: Db,
  route: {
    path: string;
    summary: string;
    name: string;
    querystring: Q;
    schema: S;
    tables: readonly string[];
    check: (query: z.infer<Q>) => void;
    compute: (query: z.infer<Q>, me: ScopedViewer, today: string) => Promise<z.input<S>>;
  },
): void {
  // Untyped registration: the query and the answer are typed by Q and S here; the zod
  // validator and serializer of the app check them as they do for every route.
  app.get(
    route.path,
    {
      config: { access: { pages: ["flow_chart"] }, remembers: true },
      schema: {
        tags: ["stats"],
        summary: route.summary,
        querystring: route.querystring,
        headers: etagHeaders,
        response: { 200: route.schema, 304: notModified },
      },
    },
    async (request, reply) => {
      const query = request.query as z.infer<Q>;
      // Sent inside (the JSON's bytes or a 304): the typed reply expects the object itself.
      await cachedStats(db, request, reply, {
        name: route.name,
        query: query as object,
        tables: route.tables,
        schema: route.schema,
        check: () => route.check(query),
        compute: (me, today) => route.compute(query, me, today),
      });
      return reply;
    },
  );
}
