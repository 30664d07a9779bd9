import { idParamSchema, notificationListQuerySchema, notificationPageSchema } from "@makon/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/types";
import { registerList } from "../../lib/list-routes";
import { listNotifications, markAllRead, markRead } from "./notifications.service";

const idParams = z.strictObject({ id: idParamSchema });
/** Everyone signed in has a bell; each reads and marks only their own. */
const signedIn = { signedIn: true } as const;

/** A user's notifications: the bell's list, read marks. Never kept by a browser or proxy: they name clients' contracts. */
export async function notificationsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  registerList(app, db, {
    url: "/api/notifications",
    tags: ["notifications"],
    summary: "My notifications, newest first, with the unread count",
    access: signedIn,
    query: notificationListQuerySchema,
    answer: notificationPageSchema,
    noStore: true,
    page: (query, me) => listNotifications(db, me.id, query),
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/api/notifications/read-all",
    {
      config: { access: signedIn },
      schema: {
        tags: ["notifications"],
        summary: "Mark all my notifications read",
        response: { 200: z.object({ marked: z.number().int() }) },
      },
    },
    async (request, reply) => {
      const me = await request.authenticate();
      return reply.header("cache-control", "no-store").send(await markAllRead(db, me.id));
    },
  );
  r.post(
    "/api/notifications/:id/read",
    {
      config: {
        recordScope: {
          unscoped: { id: "the user's own notification: looked up with their id, another's is 404" },
        },
        access: signedIn,
      },
      schema: {
        tags: ["notifications"],
        summary: "Mark one of my notifications read (another user's: 404)",
        params: idParams,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      const me = await request.authenticate();
      return reply.header("cache-control", "no-store").send(await markRead(db, me.id, request.params.id));
    },
  );
}
