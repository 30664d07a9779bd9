import { bankSchema } from "@makon/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/types";
import { registerCompatList } from "../../lib/compat-list";
import { CONTRACT_READ_PAGES } from "../contracts/contracts.access";
import { listBanks } from "./banks.service";

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
}
