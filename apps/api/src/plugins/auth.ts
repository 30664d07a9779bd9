import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/types";
import { AppError } from "../lib/app-error";
import { type SessionUser, validateSession } from "../modules/users/sessions.service";

declare module "fastify" {
  interface FastifyRequest {
    /** Resolves (once per request) the signed-in user or throws UNAUTHORIZED. */
    authenticate(): Promise<SessionUser>;
    sessionUser: SessionUser | null;
    /** Every table's change counter, read once per request when first needed (lib/version-cache). */
    dataVersions: string | null;
  }
  interface FastifyContextConfig {
    /**
     * The route answers from remembered answers (lib/version-cache): the session lookup brings
     * the change counters along, saving the request a round trip to the database.
     */
    remembers?: boolean;
  }
}

/** Reads the token from Authorization: the raw token (spec) or "Bearer <token>". */
export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const value = header.startsWith("Bearer ") ? header.slice(7) : header;
  const token = value.trim();
  return /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : null;
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.decorateRequest("sessionUser", null);
  app.decorateRequest("dataVersions", null);
  app.decorateRequest("authenticate", async function (this: FastifyRequest) {
    if (this.sessionUser) return this.sessionUser;
    const token = readToken(this);
    if (!token) throw new AppError("UNAUTHORIZED");
    const found = await validateSession(opts.db, token, this.routeOptions.config.remembers === true);
    if (!found) throw new AppError("UNAUTHORIZED");
    this.sessionUser = found.user;
    if (found.versions !== null) this.dataVersions = found.versions;
    return found.user;
  });
});
