import {
  blacklistBodySchema,
  callQueueQuerySchema,
  clientCardSchema,
  clientListQuerySchema,
  clientLookupQuerySchema,
  clientLookupSchema,
  clientPageSchema,
  clientWithStepsSchema,
  createCallBodySchema,
  createClientBodySchema,
  createNoteBodySchema,
  createVisitBodySchema,
  formatPhone,
  historySchema,
  idParamSchema,
  loggedContactSchema,
  moveStepBodySchema,
  todayVisitSchema,
  todayVisitsQuerySchema,
  updateClientBodySchema,
} from "@makon/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { registerCompatList } from "../../lib/compat-list";
import { registerList } from "../../lib/list-routes";
import { scopeKey } from "../../lib/record-scope";
import { recordHistory } from "../audit";
import { clientCard } from "./client-card.service";
import {
  callQueue,
  exportClients,
  listClients,
  lookupByPhone,
  salesManagers,
  todayVisits,
} from "./client-lists.service";
import {
  addNote,
  createClient,
  deleteClient,
  moveStep,
  recordCall,
  recordVisit,
  setBasket,
  setBlacklist,
  updateClient,
} from "./client-writes.service";
import { CLIENT_PAGES } from "./clients.access";
import { listClientsWithSteps } from "./clients.service";

export async function clientsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  registerCompatList(app, db, {
    url: "/api/client/with_steps",
    name: "client_with_steps",
    tag: "clients",
    summary: "Live clients with their step timelines (no passport data)",
    access: { pages: [...CLIENT_PAGES] },
    tables: ["clients", "client_steps", "users"],
    scopeKey: (viewer) => scopeKey(viewer, "client"),
    item: clientWithStepsSchema,
    load: listClientsWithSteps,
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const idParams = z.strictObject({ id: idParamSchema });
  const read = { pages: [...CLIENT_PAGES] };
  const tags = ["clients"];
  const card = { 200: clientCardSchema };
  const created = { 201: clientCardSchema };
  // A call or visit let through on the client's phone answers the brief only (decision 39).
  const logged = { 201: loggedContactSchema };

  r.post(
    "/api/client",
    {
      config: { access: { actions: ["client_create"] } },
      schema: {
        tags,
        summary: "Register a client; a known phone answers 409 CLIENT_PHONE_EXISTS with details.clientId",
        body: createClientBodySchema,
        response: created,
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createClient(db, request.body, await request.authenticate())),
  );
  registerList(app, db, {
    url: "/api/client",
    tags,
    summary: "Clients, paged, searched (any spelling, any phone format) and filtered",
    access: read,
    query: clientListQuerySchema,
    answer: clientPageSchema,
    page: (query, me) => listClients(db, query, me),
    export: {
      summary: "The filtered clients as an Excel file",
      file: (words) => words.clients.file,
      rows: (query, me) => exportClients(db, query, me),
      columns: ({ documents, enums }) => {
        const words = documents.clients;
        return [
          { header: words.fullName, width: 32, value: (c) => c.fullName },
          { header: words.phone, width: 16, value: (c) => formatPhone(c.phone) },
          {
            header: words.extraPhone,
            width: 16,
            value: (c) => (c.extraPhone ? formatPhone(c.extraPhone) : null),
          },
          { header: words.step, width: 20, value: (c) => enums.clientStep[c.step] },
          { header: words.manager, width: 24, value: (c) => c.managerName },
          { header: words.registeredBy, width: 24, value: (c) => c.intakeUserName },
          {
            header: words.blacklist,
            width: 30,
            value: (c) => (c.blacklisted ? (c.blacklistReason ?? documents.yes) : null),
          },
          {
            header: words.lastCall,
            width: 18,
            value: (c) => (c.lastCallAt ? new Date(c.lastCallAt) : null),
          },
          {
            header: words.nextCall,
            width: 18,
            value: (c) => (c.nextCallAt ? new Date(c.nextCallAt) : null),
          },
          { header: words.registeredAt, width: 18, value: (c) => new Date(c.createdAt) },
        ];
      },
    },
  });
  r.get(
    "/api/client/lookup",
    {
      config: { access: read },
      schema: {
        tags,
        summary: "The client with this phone (main or second), live first, else in the basket",
        querystring: clientLookupQuerySchema,
        response: { 200: clientLookupSchema },
      },
    },
    async (request) => lookupByPhone(db, request.query.phone, await request.authenticate()),
  );
  r.get(
    "/api/client/managers",
    {
      // The flow chart filters its figures by manager: its page reads the names too.
      config: { access: { pages: [...CLIENT_PAGES, "flow_chart"] } },
      schema: {
        tags,
        summary: "Active sales managers a client can be handed to",
        response: { 200: z.array(z.object({ id: z.number().int(), name: z.string() })) },
      },
    },
    async () => salesManagers(db),
  );
  r.get(
    "/api/client/visits/today",
    {
      config: { access: { pages: ["reciption", "my_reciption_clients"] } },
      schema: {
        tags,
        summary: "Today's visitors at reception (Tashkent day), newest first",
        querystring: todayVisitsQuerySchema,
        response: { 200: z.array(todayVisitSchema) },
      },
    },
    async (request) => todayVisits(db, request.query.scope, await request.authenticate()),
  );
  r.get(
    "/api/client/calls/queue",
    {
      config: { access: { pages: ["call_center", "my_call_clients"] } },
      schema: {
        tags,
        summary: "Callbacks due by the end of today or overdue, oldest first",
        querystring: callQueueQuerySchema,
        response: { 200: clientPageSchema },
      },
    },
    async (request) => callQueue(db, request.query, await request.authenticate()),
  );
  r.get(
    "/api/client/:id",
    {
      config: { recordScope: { client: "id" }, access: read },
      schema: {
        tags,
        summary: "The client card (personal numbers masked without the right)",
        params: idParams,
        response: card,
      },
    },
    async (request) => clientCard(db, request.params.id, await request.authenticate()),
  );
  r.patch(
    "/api/client/:id",
    {
      config: { recordScope: { client: "id" }, access: { actions: ["client_edit", "client_assign"] } },
      schema: {
        tags,
        summary:
          "Change a client's details (managerId: client_assign; passport, pinfl: client_passport_view)",
        params: idParams,
        body: updateClientBodySchema,
        response: card,
      },
    },
    async (request) => {
      const me = await request.authenticate();
      const { managerId: _m, ...details } = request.body;
      // client_assign alone may hand the client to a manager, nothing more.
      if (Object.keys(details).length > 0 && !me.dostup.includes("client_edit"))
        throw new AppError("FORBIDDEN");
      return updateClient(db, request.params.id, request.body, me);
    },
  );
  r.post(
    "/api/client/:id/visits",
    {
      config: {
        recordScope: { client: "id", phoneProof: true },
        access: { actions: ["client_create", "client_edit"] },
      },
      schema: {
        tags,
        summary: "Record a visit of a returning client; outside the scope (by phone) the answer is the brief",
        params: idParams,
        body: createVisitBodySchema,
        response: logged,
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await recordVisit(db, request.params.id, request.body, await request.authenticate())),
  );
  r.post(
    "/api/client/:id/calls",
    {
      config: {
        recordScope: { client: "id", phoneProof: true },
        access: { actions: ["client_create", "client_edit"] },
      },
      schema: {
        tags,
        summary: "Log a call and set the next one; outside the scope (by phone) the answer is the brief",
        params: idParams,
        body: createCallBodySchema,
        response: logged,
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await recordCall(db, request.params.id, request.body, await request.authenticate())),
  );
  r.post(
    "/api/client/:id/notes",
    {
      config: { recordScope: { client: "id" }, access: { actions: ["client_edit"] } },
      schema: {
        tags,
        summary: "Add a note",
        params: idParams,
        body: createNoteBodySchema,
        response: created,
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addNote(db, request.params.id, request.body.text, await request.authenticate())),
  );
  r.post(
    "/api/client/:id/step",
    {
      config: { recordScope: { client: "id" }, access: { actions: ["client_edit"] } },
      schema: {
        tags,
        summary: "Move the client to a step by hand, with a note",
        params: idParams,
        body: moveStepBodySchema,
        response: card,
      },
    },
    async (request) => moveStep(db, request.params.id, request.body, await request.authenticate()),
  );
  r.post(
    "/api/client/:id/blacklist",
    {
      config: { recordScope: { client: "id" }, access: { actions: ["client_blacklist"] } },
      schema: {
        tags,
        summary: "Put the client on the blacklist with a reason",
        params: idParams,
        body: blacklistBodySchema,
        response: card,
      },
    },
    async (request) => setBlacklist(db, request.params.id, request.body.reason, await request.authenticate()),
  );
  r.delete(
    "/api/client/:id/blacklist",
    {
      config: { recordScope: { client: "id" }, access: { actions: ["client_blacklist"] } },
      schema: { tags, summary: "Take the client off the blacklist", params: idParams, response: card },
    },
    async (request) => setBlacklist(db, request.params.id, null, await request.authenticate()),
  );
  r.post(
    "/api/client/:id/basket",
    {
      config: { recordScope: { client: "id" }, access: { actions: ["client_edit"] } },
      schema: {
        tags,
        summary: "Send the client to the basket (hidden everywhere, kept)",
        params: idParams,
        response: card,
      },
    },
    async (request) => setBasket(db, request.params.id, true, await request.authenticate()),
  );
  r.delete(
    "/api/client/:id/basket",
    {
      config: { recordScope: { client: "id" }, access: { actions: ["client_edit"] } },
      schema: { tags, summary: "Restore the client from the basket", params: idParams, response: card },
    },
    async (request) => setBasket(db, request.params.id, false, await request.authenticate()),
  );
  r.delete(
    "/api/client/:id",
    {
      config: { recordScope: { client: "id" }, access: { actions: ["client_delete"] } },
      schema: {
        tags,
        summary: "Delete a client for good (from the basket, never with a contract)",
        params: idParams,
      },
    },
    async (request, reply) => {
      await deleteClient(db, request.params.id, await request.authenticate());
      return reply.code(204).send();
    },
  );
  r.get(
    "/api/client/:id/history",
    {
      config: { recordScope: { client: "id" }, access: read },
      schema: {
        tags,
        summary: "A client's change history",
        params: idParams,
        response: { 200: historySchema },
      },
    },
    async (request) => recordHistory(db, "client", request.params.id),
  );
}
