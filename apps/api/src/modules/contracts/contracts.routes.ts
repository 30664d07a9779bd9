import { contractDetailSchema, contractListItemSchema, createContractBodySchema } from "@makon/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/types";
import { registerCompatList } from "../../lib/compat-list";
import { contractDetail, createContract } from "./contract-create.service";
import { CONTRACT_READ_PAGES } from "./contracts.access";
import { listContracts } from "./contracts.service";

export async function contractsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  registerCompatList(app, db, {
    url: "/api/shartnoma/all_shartnoma",
    name: "shartnoma",
    tag: "contracts",
    summary: "All contracts with client, unit and paid amount",
    access: { pages: CONTRACT_READ_PAGES },
    tables: ["contracts", "clients", "units", "buildings", "objects", "users", "payments"],
    item: contractListItemSchema,
    load: listContracts,
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const idParams = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });
  r.post(
    "/api/shartnoma",
    {
      config: { access: { actions: ["contract_create"] } },
      schema: {
        tags: ["contracts"],
        summary: "Draw up a contract with its schedule; the unit must be free or booked by this client",
        body: createContractBodySchema,
        response: { 201: contractDetailSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createContract(db, request.body, (await request.authenticate()).id)),
  );
  r.get(
    "/api/shartnoma/:id",
    {
      config: { access: { pages: [...CONTRACT_READ_PAGES, "sotuv_xonadon"] } },
      schema: {
        tags: ["contracts"],
        summary: "A contract with its current schedule and steps",
        params: idParams,
        response: { 200: contractDetailSchema },
      },
    },
    async (request) => contractDetail(db, request.params.id),
  );
}
