import type { ActionKey, PageKey } from "@makon/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error";

/**
 * What a route needs. Every route declares one (a test walks them all):
 * - `public`: no sign-in (login, docs, the web app's files);
 * - `signedIn`: any active signed-in user (own profile, the menu sections, logout);
 * - `pages` / `actions`: the user holds at least one of the listed page keys or action keys;
 *   `allActions`: and, on top of that, every one of these action keys (e.g. export_excel).
 */
export type RouteAccess =
  | { public: true }
  | { signedIn: true }
  | { pages?: readonly PageKey[]; actions?: readonly ActionKey[]; allActions?: readonly ActionKey[] };

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export function hasAccess(
  user: { pagesDostup: readonly string[]; dostup: readonly string[] },
  access: RouteAccess,
): boolean {
  if ("public" in access || "signedIn" in access) return true;
  const pageOk = access.pages?.some((p) => user.pagesDostup.includes(p)) ?? false;
  const actionOk = access.actions?.some((a) => user.dostup.includes(a)) ?? false;
  const allOk = access.allActions?.every((a) => user.dostup.includes(a)) ?? true;
  return (pageOk || actionOk) && allOk;
}

/**
 * Checks the declared access as each request arrives, before its body is even parsed. Rights come from the database on each
 * request (the auth plugin loads them with the session), so a change acts at once.
 * A route without a declaration is refused: forgetting the key never opens a route.
 */
export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", async (request: FastifyRequest) => {
    const access = request.routeOptions.config.access;
    if (!access) {
      // Fastify's own 404 handler has no route config; anything else is a programming error.
      if (request.is404) return;
      throw new AppError("FORBIDDEN", "Route declares no access key");
    }
    if ("public" in access) return;
    const user = await request.authenticate();
    if (!hasAccess(user, access)) throw new AppError("FORBIDDEN");
  });
});
