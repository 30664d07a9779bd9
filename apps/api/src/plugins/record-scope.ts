import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { clients } from "../db/schema";
import type { Db } from "../db/types";
import { AppError } from "../lib/app-error";
import { assertClientInScope, assertClientReachable, assertContractInScope } from "../lib/record-scope";

/**
 * A route that works on one client or one contract names its id parameter here; the record is
 * checked against the user's record scope before the handler runs, whatever the handler does.
 * `in: "body"`: the id is a field of the body (a booking or a contract for a client).
 * `phoneProof`: a visit or call may still be recorded on a client outside the scope when the
 * request carries one of the client's phones — the desk found them by their full number, the
 * person is there (DESIGN.md: finding by phone stays possible to avoid duplicates).
 * `viaContracts`: a client reached through one of their contracts counts too (a collector works
 * every contract but registers no clients; the debtor's SMS choice is theirs to record).
 */
export type RecordScopeConfig =
  | { client: string; phoneProof?: boolean; viaContracts?: boolean; in?: "params" | "body" }
  | { contract: string; in?: "params" | "body" };

declare module "fastify" {
  interface FastifyContextConfig {
    recordScope?: RecordScopeConfig;
  }
}

/** The record's id from the validated params (or body): a programming error when it is missing. */
function idOf(request: FastifyRequest, name: string, where: "params" | "body" = "params"): number {
  const value = (request[where] as Record<string, unknown> | undefined)?.[name];
  if (typeof value !== "number") throw new Error(`record scope names a missing id: ${where}.${name}`);
  return value;
}

async function phoneMatches(db: Db, clientId: number, phone: unknown): Promise<boolean> {
  if (typeof phone !== "string") return false;
  const [row] = await db
    .select({ phone: clients.phone, extra: clients.extraPhones })
    .from(clients)
    .where(eq(clients.id, clientId));
  return !!row && (row.phone === phone || row.extra.includes(phone));
}

/** The check of a route's record: its own preHandler, after the params are validated and coerced. */
function checkOf(db: Db, config: RecordScopeConfig) {
  return async (request: FastifyRequest) => {
    const user = await request.authenticate();
    if ("contract" in config)
      return assertContractInScope(db, user, idOf(request, config.contract, config.in));
    const id = idOf(request, config.client, config.in);
    if (config.viaContracts) return assertClientReachable(db, user, id);
    try {
      await assertClientInScope(db, user, id);
    } catch (err) {
      const body = request.body as { phone?: unknown } | undefined;
      if (!(err instanceof AppError) || !config.phoneProof || !(await phoneMatches(db, id, body?.phone)))
        throw err;
    }
  };
}

/**
 * Gives each route that names a record its check, as the route's own hook: the routes that name
 * none (most, and every list) run no hook for it — a hook on every request, returning at once,
 * was a promise and a lookup of the route's config each time.
 */
export const recordScopePlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.addHook("onRoute", (route) => {
    const config = route.config?.recordScope;
    if (!config) return;
    const own = route.preHandler;
    const check = checkOf(opts.db, config);
    route.preHandler = own === undefined ? [check] : [check, ...(Array.isArray(own) ? own : [own])];
  });
});
