import { contractListItemSchema } from "@makon/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/types";
import { registerCompatList } from "../../lib/compat-list";
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
}
