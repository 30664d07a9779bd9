import {
  currentUserSchema,
  decodeTokenResponseSchema,
  errorBodySchema,
  idParamSchema,
  loginBodySchema,
  loginFailureSchema,
  loginResponseSchema,
  myPasswordBodySchema,
  userLanguageBodySchema,
  userListItemSchema,
  userNameSchema,
  userSessionSchema,
} from "@makon/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { registerCompatList } from "../../lib/compat-list";
import { login, logout } from "./auth.service";
import { changeMyPassword, endMySession, listMySessions } from "./self.service";
import { deviceCookie, readDeviceKeys } from "./trusted-devices";
import { getUser, listUserNames, listUsers, setMyLanguage } from "./users.service";

/** An employee is no client's or contract's record: the rule of rights guards them. */
const EMPLOYEE = { unscoped: { id: "an employee" } };

const idParams = z.strictObject({ id: idParamSchema });

export async function usersRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/user/login",
    {
      config: { access: { public: true } },
      schema: {
        tags: ["users"],
        summary: "Sign in with phone (9 digits) and password",
        security: [],
        body: loginBodySchema,
        response: {
          200: loginResponseSchema,
          401: loginFailureSchema,
          429: loginFailureSchema,
          400: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      try {
        const { token, deviceCookie: device } = await login(db, request.body.phone, request.body.password, {
          ip: request.ip,
          userAgent: request.headers["user-agent"] ?? null,
          deviceKeys: readDeviceKeys(request.headers.cookie),
        });
        reply.header("set-cookie", deviceCookie(device, request.protocol === "https"));
        return { success: true as const, token };
      } catch (err) {
        // The original login answers {success: false} on failure (docs/product.md, Compatibility
        // calls), with our code beside it.
        if (
          err instanceof AppError &&
          (err.code === "INVALID_CREDENTIALS" || err.code === "TOO_MANY_ATTEMPTS")
        ) {
          if (err.retryAfter !== undefined) reply.header("retry-after", String(err.retryAfter));
          return reply.code(err.status as 401 | 429).send({
            success: false as const,
            code: err.code,
            message: err.message,
            ...(err.retryAfter !== undefined ? { retryAfter: err.retryAfter } : {}),
          });
        }
        throw err;
      }
    },
  );

  r.get(
    "/api/user/decodeToken",
    {
      config: { access: { signedIn: true } },
      schema: {
        tags: ["users"],
        summary: "The id of the token's user (token raw or as Bearer in Authorization)",
        response: { 200: decodeTokenResponseSchema },
      },
    },
    async (request) => {
      const user = await request.authenticate();
      return { decodeToken: { id: user.id } };
    },
  );

  r.get(
    "/api/user/byid/:id",
    {
      config: { recordScope: EMPLOYEE, access: { signedIn: true } },
      schema: {
        tags: ["users"],
        summary: "A user's profile and rights: one's own, or anyone's with add_employee",
        params: idParams,
        response: { 200: currentUserSchema },
      },
    },
    async (request) => {
      const me = await request.authenticate();
      if (request.params.id !== me.id && !me.pagesDostup.includes("add_employee"))
        throw new AppError("FORBIDDEN");
      const user = await getUser(db, request.params.id);
      if (!user) throw new AppError("NOT_FOUND");
      return user;
    },
  );

  r.patch(
    "/api/user/me/language",
    {
      config: { access: { signedIn: true } },
      schema: {
        tags: ["users"],
        summary: "Choose one's own language (uz, uz-Cyrl, ru): the app's and one's Excel exports'",
        body: userLanguageBodySchema,
        response: { 204: z.null(), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const me = await request.authenticate();
      await setMyLanguage(db, me.id, request.body.language);
      return reply.code(204).send(null);
    },
  );

  // One's own account from one's name in the top bar (decision 46): no right needed beyond a session.
  r.post(
    "/api/user/me/password",
    {
      config: { access: { signedIn: true } },
      schema: {
        tags: ["users"],
        summary: "Change one's own password (the current one required); ends one's other sessions",
        body: myPasswordBodySchema,
        response: { 204: z.null(), 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const me = await request.authenticate();
      const meta = { userId: me.id, sessionId: me.sessionId, ip: request.ip };
      await changeMyPassword(db, meta, request.body.currentPassword, request.body.newPassword);
      return reply.code(204).send(null);
    },
  );

  r.get(
    "/api/user/me/sessions",
    {
      config: { access: { signedIn: true } },
      schema: {
        tags: ["users"],
        summary: "One's own live sessions, the current one marked",
        response: { 200: z.array(userSessionSchema) },
      },
    },
    async (request) => {
      const me = await request.authenticate();
      return listMySessions(db, { userId: me.id, sessionId: me.sessionId, ip: request.ip });
    },
  );

  r.delete(
    "/api/user/me/sessions/:id",
    {
      config: {
        access: { signedIn: true },
        recordScope: { unscoped: { id: "one's own session: looked up within the signed-in user" } },
      },
      schema: {
        tags: ["users"],
        summary: "End one of one's own sessions",
        params: idParams,
        response: { 204: z.null(), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const me = await request.authenticate();
      await endMySession(db, { userId: me.id, sessionId: me.sessionId, ip: request.ip }, request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.post(
    "/api/user/logout",
    {
      config: { access: { signedIn: true } },
      schema: { tags: ["users"], summary: "Revoke the current token at once", response: { 204: z.null() } },
    },
    async (request, reply) => {
      const me = await request.authenticate();
      await logout(db, me.id, me.sessionId, {
        ip: request.ip,
        userAgent: request.headers["user-agent"] ?? null,
        deviceKeys: [],
      });
      return reply.code(204).send(null);
    },
  );

  r.get(
    "/api/user/names",
    {
      config: { access: { signedIn: true } },
      schema: {
        tags: ["users"],
        summary: "Staff names only (for pickers)",
        response: { 200: z.array(userNameSchema) },
      },
    },
    async () => listUserNames(db),
  );

  registerCompatList(app, db, {
    url: "/api/user/all",
    name: "user",
    tag: "users",
    summary: "Staff with their rights (administrators only)",
    access: { pages: ["add_employee"] },
    // The moment of each one's last sign-in is in the list: it moves with sign-ins too (0044).
    tables: ["users", "user_sign_ins"],
    item: userListItemSchema,
    load: listUsers,
  });
}
