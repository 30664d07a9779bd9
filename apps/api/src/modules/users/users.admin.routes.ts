import {
  bigIdParamSchema,
  createUserBodySchema,
  formatPhone,
  historySchema,
  idParamSchema,
  updateUserBodySchema,
  userListQuerySchema,
  userPageSchema,
  userSchema,
  userSessionSchema,
} from "@makon/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/types";
import { registerList } from "../../lib/list-routes";
import { recordHistory } from "../audit";
import {
  endUserSessions,
  exportUsers,
  insertUser,
  listUserSessions,
  listUsersPage,
  readUser,
  unlockSignIn,
  updateUser,
} from "./users.admin.service";

/** An employee is no client's or contract's record: the rule of rights guards them. */
const EMPLOYEE = { unscoped: { id: "an employee" } };

const idParams = z.strictObject({ id: idParamSchema });
const sessionParams = idParams.extend({
  sessionId: bigIdParamSchema,
});
const read = { pages: ["add_employee"] } as const;
const manage = { actions: ["user_manage"] } as const;

/** The employee administration (/add_employee): list, create, edit, sessions, history, export. */
export async function usersAdminRoutes(app: FastifyInstance, { db }: { db: Db }) {
  registerList(app, db, {
    url: "/api/user",
    tags: ["users"],
    summary: "Employees, paged and searchable",
    access: read,
    query: userListQuerySchema,
    answer: userPageSchema,
    page: (query) => listUsersPage(db, query),
    export: {
      summary: "Employees of the filter as an Excel file",
      file: (words) => words.users.file,
      rows: (query) => exportUsers(db, query),
      columns: ({ documents }) => {
        const words = documents.users;
        return [
          { header: words.fullName, width: 32, value: (e) => e.name },
          { header: words.phone, width: 16, value: (e) => formatPhone(e.phone) },
          { header: words.role, width: 26, value: (e) => e.role },
          { header: words.section, width: 24, value: (e) => e.sectionName },
          { header: words.state, width: 10, value: (e) => (e.active ? words.active : words.inactive) },
          {
            header: words.lastSignIn,
            width: 18,
            value: (e) => (e.lastLoginAt ? new Date(e.lastLoginAt) : null),
          },
          { header: words.pages, width: 60, value: (e) => e.pagesDostup.join(", ") },
          { header: words.actions, width: 60, value: (e) => e.dostup.join(", ") },
        ];
      },
    },
  });

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/user/:id",
    {
      config: { recordScope: EMPLOYEE, access: read },
      schema: {
        tags: ["users"],
        summary: "One employee",
        params: idParams,
        response: { 200: userSchema },
      },
    },
    async (request) => readUser(db, request.params.id),
  );

  r.post(
    "/api/user",
    {
      config: { access: manage },
      schema: {
        tags: ["users"],
        summary: "Create an employee",
        body: createUserBodySchema,
        response: { 201: userSchema },
      },
    },
    async (request, reply) => {
      const me = await request.authenticate();
      return reply.code(201).send(await insertUser(db, request.body, me.id));
    },
  );

  r.patch(
    "/api/user/:id",
    {
      config: { recordScope: EMPLOYEE, access: manage },
      schema: {
        tags: ["users"],
        summary: "Change an employee; rights and deactivation act on their next request",
        params: idParams,
        body: updateUserBodySchema,
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const me = await request.authenticate();
      return updateUser(db, request.params.id, request.body, me.id);
    },
  );

  r.get(
    "/api/user/:id/sessions",
    {
      config: { recordScope: EMPLOYEE, access: manage },
      schema: {
        tags: ["users"],
        summary: "An employee's live sessions",
        params: idParams,
        response: { 200: z.array(userSessionSchema) },
      },
    },
    async (request) => {
      const me = await request.authenticate();
      return listUserSessions(db, request.params.id, me.sessionId);
    },
  );

  r.delete(
    "/api/user/:id/sessions/:sessionId",
    {
      config: {
        recordScope: {
          unscoped: { ...EMPLOYEE.unscoped, sessionId: "a session, looked up within the employee" },
        },
        access: manage,
      },
      schema: {
        tags: ["users"],
        summary: "End one session",
        params: sessionParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const me = await request.authenticate();
      await endUserSessions(db, request.params.id, request.params.sessionId, me.id);
      return reply.code(204).send(null);
    },
  );

  r.delete(
    "/api/user/:id/sessions",
    {
      config: { recordScope: EMPLOYEE, access: manage },
      schema: {
        tags: ["users"],
        summary: "End all of an employee's sessions",
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const me = await request.authenticate();
      await endUserSessions(db, request.params.id, null, me.id);
      return reply.code(204).send(null);
    },
  );

  r.post(
    "/api/user/:id/unlock",
    {
      config: { recordScope: EMPLOYEE, access: manage },
      schema: {
        tags: ["users"],
        summary: "Let an employee sign in again at once after wrong passwords locked their phone",
        params: idParams,
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const me = await request.authenticate();
      return unlockSignIn(db, request.params.id, me.id);
    },
  );

  r.get(
    "/api/user/:id/history",
    {
      config: { recordScope: EMPLOYEE, access: read },
      schema: {
        tags: ["users"],
        summary: "An employee's change history",
        params: idParams,
        response: { 200: historySchema },
      },
    },
    async (request) => recordHistory(db, "user", request.params.id),
  );
}
