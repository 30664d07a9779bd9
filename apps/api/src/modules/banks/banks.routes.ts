import {
  bankListItemSchema,
  bankListQuerySchema,
  bankPageSchema,
  bankSchema,
  createBankBodySchema,
  historySchema,
  idParamSchema,
  updateBankBodySchema,
} from "@makon/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/types";
import { registerCompatList } from "../../lib/compat-list";
import { CONTRACT_READ_PAGES } from "../../lib/contract-pages";
import { registerList } from "../../lib/list-routes";
import { recordHistory } from "../audit";
import { createBank, deleteBank, listBanksPage, updateBank } from "./banks.admin.service";
import { listBanks } from "./banks.service";

const BANK = { unscoped: { id: "a bank, not a client's or contract's record" } };

const idParams = z.strictObject({ id: idParamSchema });
const read = { pages: ["tashkilotlar", "tashkilot_bank"] } as const;
const edit = { actions: ["bank_edit"] } as const;

export async function banksRoutes(app: FastifyInstance, { db }: { db: Db }) {
  registerCompatList(app, db, {
    url: "/api/bank/all",
    name: "bank",
    tag: "banks",
    summary: "Banks: head offices and their branches",
    access: { pages: [...CONTRACT_READ_PAGES, "tashkilotlar", "tashkilot_bank"] },
    tables: ["banks"],
    item: bankSchema,
    load: listBanks,
  });

  registerList(app, db, {
    url: "/api/bank",
    tags: ["banks"],
    summary: "Banks, paged and searchable",
    access: read,
    query: bankListQuerySchema,
    answer: bankPageSchema,
    page: (query) => listBanksPage(db, query),
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/api/bank",
    {
      config: { access: edit },
      schema: {
        tags: ["banks"],
        summary: "Add a head office or a branch",
        body: createBankBodySchema,
        response: { 201: bankListItemSchema },
      },
    },
    async (request, reply) => {
      const me = await request.authenticate();
      return reply.code(201).send(await createBank(db, request.body, me.id));
    },
  );
  r.patch(
    "/api/bank/:id",
    {
      config: { recordScope: BANK, access: edit },
      schema: {
        tags: ["banks"],
        summary: "Change a bank",
        params: idParams,
        body: updateBankBodySchema,
        response: { 200: bankListItemSchema },
      },
    },
    async (request) => {
      const me = await request.authenticate();
      return updateBank(db, request.params.id, request.body, me.id);
    },
  );
  r.delete(
    "/api/bank/:id",
    {
      config: { recordScope: BANK, access: edit },
      schema: {
        tags: ["banks"],
        summary: "Delete a bank nothing refers to",
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const me = await request.authenticate();
      await deleteBank(db, request.params.id, me.id);
      return reply.code(204).send(null);
    },
  );
  r.get(
    "/api/bank/:id/history",
    {
      config: { recordScope: BANK, access: read },
      schema: {
        tags: ["banks"],
        summary: "A bank's change history",
        params: idParams,
        response: { 200: historySchema },
      },
    },
    async (request) => recordHistory(db, "bank", request.params.id),
  );
}
