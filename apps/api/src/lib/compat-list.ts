import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../db/types";
import type { RouteAccess } from "../plugins/access";
import { etagMatches, listEtag } from "./list-etag";
import { type ScopedViewer, scopedTables } from "./record-scope";

interface CompatListOptions<T extends z.ZodType> {
  url: string;
  name: string;
  tag: string;
  summary: string;
  access: RouteAccess;
  /** Tables the list is built from: a write to any of them changes the ETag. */
  tables: readonly string[];
  item: T;
  /**
   * The list holds clients or contracts: each user gets those of their record scope, and the
   * ETag names the scope too, so two users never share an answer they should not.
   */
  scopeKey?: (viewer: ScopedViewer) => string;
  load(db: Db, viewer: ScopedViewer): Promise<z.infer<T>[]>;
}

/**
 * The compatibility `…/all` calls (docs/product.md, Compatibility calls): the whole list as a JSON
 * array, with a strong ETag and a bodiless 304 for If-None-Match. Version and rows are read in one
 * snapshot, so an ETag always names exactly the rows sent with it.
 */
export function registerCompatList<T extends z.ZodType>(
  app: FastifyInstance,
  db: Db,
  opts: CompatListOptions<T>,
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    opts.url,
    {
      config: { access: opts.access },
      schema: {
        tags: [opts.tag],
        summary: opts.summary,
        headers: z.object({ "if-none-match": z.string().max(2000).optional() }),
        response: { 200: z.array(opts.item), 304: z.null().describe("Not modified") },
      },
    },
    async (request, reply) => {
      const ifNoneMatch = request.headers["if-none-match"];
      const viewer = await request.authenticate();
      const name = opts.scopeKey ? `${opts.name}|${opts.scopeKey(viewer)}` : opts.name;
      const tables = opts.scopeKey ? scopedTables(viewer, opts.tables) : opts.tables;
      const result = await db.transaction(
        async (tx) => {
          const etag = await listEtag(tx, name, tables);
          if (etagMatches(ifNoneMatch, etag)) return { etag, rows: null };
          return { etag, rows: await opts.load(tx, viewer) };
        },
        { isolationLevel: "repeatable read", accessMode: "read only" },
      );
      reply.header("etag", result.etag).header("cache-control", "private, no-cache");
      // No body at all: a 304 must not announce one (keep-alive clients would wait for it).
      // (send() with no payload skips the serializer; the cast only quiets the 304 schema's type.)
      if (result.rows === null) return reply.code(304).send(undefined as unknown as null);
      return result.rows;
    },
  );
}
