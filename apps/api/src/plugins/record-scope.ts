import { INT4_MAX } from "@makon/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { clients } from "../db/schema";
import type { Db } from "../db/types";
import { AppError } from "../lib/app-error";
import {
  assertClientInScope,
  assertClientReachable,
  assertContractInScope,
  assertRecordInScope,
  type RecordKind,
} from "../lib/record-scope";

type Where = "params" | "body";

interface Declared {
  /**
   * The route's other ids — path parameters, body or query fields — that name no client's or
   * contract's record, each with the reason (a building, an employee, a row found within the
   * checked record). The route-walking test (record-scope-routes.test.ts) fails on an id that is
   * neither checked nor named here.
   */
  unscoped?: Readonly<Record<string, string>>;
}

/**
 * A route that works on one record names its id here; the record is checked against the user's
 * record scope before the body is validated or the handler runs, whatever the handler does.
 * `client`, `contract`: the id is one. `record`: the id is an SMS, a bank application, a debt
 * case, a handover act or appointment, or a unit whose active booking counts — resolved to its
 * client or contract in one statement (lib/record-scope.ts assertRecordInScope).
 * `in: "body"`: the id is a field of the body (a booking or a contract for a client).
 * `phoneProof`: a visit or call may still be recorded on a client outside the scope when the
 * request carries one of the client's phones — the desk found them by their full number, the
 * person is there (finding by phone stays possible to avoid duplicates; decision 39).
 * `viaContracts`: a client reached through one of their contracts counts too (a collector works
 * every contract but registers no clients; the debtor's SMS choice is theirs to record).
 */
export type RecordScopeConfig =
  | ({ client: string; phoneProof?: boolean; viaContracts?: boolean; in?: Where } & Declared)
  | ({ contract: string; in?: Where } & Declared)
  | ({ record: RecordKind; id: string; in?: Where } & Declared)
  | Required<Declared>;

declare module "fastify" {
  interface FastifyContextConfig {
    recordScope?: RecordScopeConfig;
  }
}

/** The checked id's name and where it is, or null for a route that only declares its other ids. */
export function checkedId(config: RecordScopeConfig): { name: string; in: Where } | null {
  if ("client" in config) return { name: config.client, in: config.in ?? "params" };
  if ("contract" in config) return { name: config.contract, in: config.in ?? "params" };
  if ("record" in config) return { name: config.id, in: config.in ?? "params" };
  return null;
}

/**
 * The id as the route's schema will read it, before validation: a JSON number in a body, decimal
 * digits in a path (idParamSchema), so whatever the schema would accept is checked here. Anything
 * else is left to the schema, which refuses it with 400 before the handler.
 */
function idOf(request: FastifyRequest, name: string, where: Where): number | null {
  const raw = (request[where] as Record<string, unknown> | undefined)?.[name];
  const id =
    typeof raw === "number" ? raw : typeof raw === "string" && /^[0-9]{1,16}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

async function phoneMatches(db: Db, clientId: number, phone: unknown): Promise<boolean> {
  if (typeof phone !== "string") return false;
  const [row] = await db
    .select({ phone: clients.phone, extra: clients.extraPhones })
    .from(clients)
    .where(eq(clients.id, clientId));
  return !!row && (row.phone === phone || row.extra.includes(phone));
}

/**
 * The check of a route's record: its own preValidation hook, so a record outside the scope is
 * refused whatever the body says (a body need not be valid to be told "not yours", and nothing
 * about the record is revealed by which field fails first).
 */
function checkOf(db: Db, config: RecordScopeConfig, where: { name: string; in: Where }) {
  return async (request: FastifyRequest) => {
    const id = idOf(request, where.name, where.in);
    if (id === null) return;
    const user = await request.authenticate();
    if ("record" in config) return assertRecordInScope(db, user, config.record, id);
    // Client and contract ids are int4 columns; their schemas refuse anything larger.
    if (id > INT4_MAX) return;
    if ("contract" in config) return assertContractInScope(db, user, id);
    if (!("client" in config)) return;
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
    const where = config && checkedId(config);
    if (!config || !where) return;
    if (where.in === "params" && !route.url.includes(`:${where.name}`))
      throw new Error(`record scope of ${route.url} names a missing parameter :${where.name}`);
    const own = route.preValidation;
    const check = checkOf(opts.db, config, where);
    route.preValidation = own === undefined ? [check] : [check, ...(Array.isArray(own) ? own : [own])];
  });
});

/**
 * Body and query fields that name the same kind of row wherever they appear, never a client's or
 * contract's record: employees, property, banks and organisations, sections. A route taking one
 * needs no declaration of it; every other id field is declared by its route.
 */
export const NOT_RECORD_FIELDS: Readonly<Record<string, string>> = {
  managerId: "an employee",
  assigneeId: "an employee",
  autoAssigneeId: "an employee",
  userId: "an employee",
  sectionId: "a section of employees",
  objectId: "company property",
  interestObjectId: "company property",
  buildingId: "company property",
  entranceId: "company property",
  unitId: "company property; who holds a unit is hidden outside the scope",
  bankId: "a bank",
  parentId: "a bank (its head office)",
  sellerOrganisationId: "an organisation",
  buyerOrganisationId: "an organisation",
  sellerAccountId: "an organisation's bank account",
};
