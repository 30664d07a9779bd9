import { organisationSchema } from "@makon/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/types";
import { registerCompatList } from "../../lib/compat-list";
import { CONTRACT_READ_PAGES } from "../contracts/contracts.access";
import { listOrganisations } from "./organisations.service";

export async function organisationsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  registerCompatList(app, db, {
    url: "/api/tashkilot/all",
    name: "tashkilot",
    tag: "organisations",
    summary: "Organisations with their bank accounts",
    access: { pages: [...CONTRACT_READ_PAGES, "tashkilotlar", "tashkilot_bank"] },
    tables: ["organisations", "organisation_bank_accounts", "banks"],
    item: organisationSchema,
    load: listOrganisations,
  });
}
