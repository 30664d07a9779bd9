import {
  bigIdParamSchema,
  idParamSchema,
  smsListQuerySchema,
  smsOptOutBodySchema,
  smsPageSchema,
} from "@makon/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/types";
import { registerList } from "../../lib/list-routes";
import { listSms } from "./sms-list.service";
import { retrySms, setSmsOptOut, smsOptOutOf } from "./sms-writes.service";

const idParams = z.strictObject({ id: idParamSchema });
const optOut = z.object({ optOut: z.boolean() });
const tags = ["sms"];
/** The outbox's filters narrow a list that holds only the viewer's scope. */
const LIST_FILTERS = {
  clientId: "a filter of a list limited to the scope",
  caseId: "a filter of a list limited to the scope",
};
/**
 * The outbox is read on the collections screens and on the client card (by whoever may change a
 * client or work debts); each message is further limited to the viewer's record scope.
 */
const read = {
  pages: ["undiruv", "undiruv-detail", "undiruv-actions"],
  actions: ["client_edit", "debt_work"],
} as const;

/** The SMS outbox: the list, a failed message sent again, a client's opt-out. */
export async function smsRoutes(app: FastifyInstance, { db, driver }: { db: Db; driver: string }) {
  registerList(app, db, {
    url: "/api/sms",
    tags,
    summary: "The SMS outbox, newest first (phones masked without client_passport_view)",
    access: read,
    config: { recordScope: { unscoped: LIST_FILTERS } },
    query: smsListQuerySchema,
    answer: smsPageSchema,
    page: (query, me) => listSms(db, query, me, driver === "log"),
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/api/sms/:id/retry",
    {
      config: { access: { actions: ["debt_work"] }, recordScope: { record: "sms", id: "id" } },
      schema: {
        tags,
        summary: "Send a failed message once more",
        params: z.strictObject({ id: bigIdParamSchema }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await request.authenticate();
      await retrySms(db, request.params.id);
      return reply.code(204).send(null);
    },
  );
  r.get(
    "/api/client/:id/sms-opt-out",
    {
      config: { recordScope: { client: "id", viaContracts: true }, access: read },
      schema: {
        tags,
        summary: "Whether the client takes no SMS",
        params: idParams,
        response: { 200: optOut },
      },
    },
    async (request) => smsOptOutOf(db, request.params.id),
  );
  r.put(
    "/api/client/:id/sms-opt-out",
    {
      config: {
        recordScope: { client: "id", viaContracts: true },
        access: { actions: ["client_edit", "debt_work"] },
      },
      schema: {
        tags,
        summary: "Opt the client out of SMS (queued ones are cancelled) or back in; audited",
        params: idParams,
        body: smsOptOutBodySchema,
        response: { 200: optOut },
      },
    },
    async (request) => {
      const me = await request.authenticate();
      return setSmsOptOut(db, request.params.id, request.body.optOut, me.id);
    },
  );
}
