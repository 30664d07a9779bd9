import {
  createAccountBodySchema,
  createOrganisationBodySchema,
  formatPhone,
  historySchema,
  idParamSchema,
  organisationDetailSchema,
  organisationListQuerySchema,
  organisationPageSchema,
  organisationSchema,
  updateAccountBodySchema,
  updateOrganisationBodySchema,
} from "@makon/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/types";
import { registerCompatList } from "../../lib/compat-list";
import { CONTRACT_READ_PAGES } from "../../lib/contract-pages";
import { registerList } from "../../lib/list-routes";
import { recordHistory } from "../audit";
import {
  addAccount,
  createOrganisation,
  deleteAccount,
  exportOrganisations,
  getOrganisation,
  listOrganisationsPage,
  updateAccount,
  updateOrganisation,
} from "./organisations.admin.service";
import { listOrganisations } from "./organisations.service";

const ORGANISATION = { unscoped: { id: "an organisation, not a client's or contract's record" } };
const ACCOUNT = {
  unscoped: { ...ORGANISATION.unscoped, accountId: "a bank account, looked up within the organisation" },
};

const idParams = z.strictObject({ id: idParamSchema });
const accountParams = idParams.extend({ accountId: idParamSchema });
const read = { pages: ["tashkilotlar", "tashkilot_bank"] } as const;
const edit = { actions: ["organisation_edit"] } as const;

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

  registerList(app, db, {
    url: "/api/tashkilot",
    tags: ["organisations"],
    summary: "Organisations, paged and searchable",
    access: read,
    query: organisationListQuerySchema,
    answer: organisationPageSchema,
    page: (query) => listOrganisationsPage(db, query),
    export: {
      summary: "Organisations of the filter as an Excel file",
      file: (words) => words.organisations.file,
      rows: (query) => exportOrganisations(db, query),
      columns: ({ documents }) => {
        const words = documents.organisations;
        return [
          { header: words.name, width: 40, value: (o) => o.name },
          { header: words.kind, width: 20, value: (o) => words.kinds[o.kind] },
          { header: words.stir, width: 12, value: (o) => o.stir },
          { header: words.director, width: 28, value: (o) => o.director },
          { header: words.phone, width: 16, value: (o) => (o.phone ? formatPhone(o.phone) : null) },
          { header: words.address, width: 50, value: (o) => o.address },
          { header: words.accounts, width: 10, value: (o) => o.accountsCount },
          {
            header: words.archived,
            width: 10,
            value: (o) => (o.archivedAt ? documents.yes : documents.no),
          },
        ];
      },
    },
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/tashkilot/:id",
    {
      config: { recordScope: ORGANISATION, access: read },
      schema: {
        tags: ["organisations"],
        summary: "An organisation with its bank accounts",
        params: idParams,
        response: { 200: organisationDetailSchema },
      },
    },
    async (request) => getOrganisation(db, request.params.id),
  );
  r.post(
    "/api/tashkilot",
    {
      config: { access: edit },
      schema: {
        tags: ["organisations"],
        summary: "Add an organisation",
        body: createOrganisationBodySchema,
        response: { 201: organisationDetailSchema },
      },
    },
    async (request, reply) => {
      const me = await request.authenticate();
      return reply.code(201).send(await createOrganisation(db, request.body, me.id));
    },
  );
  r.patch(
    "/api/tashkilot/:id",
    {
      config: { recordScope: ORGANISATION, access: edit },
      schema: {
        tags: ["organisations"],
        summary: "Change, archive (archived: true) or restore an organisation",
        params: idParams,
        body: updateOrganisationBodySchema,
        response: { 200: organisationDetailSchema },
      },
    },
    async (request) => {
      const me = await request.authenticate();
      return updateOrganisation(db, request.params.id, request.body, me.id);
    },
  );
  r.post(
    "/api/tashkilot/:id/accounts",
    {
      config: { recordScope: ORGANISATION, access: edit },
      schema: {
        tags: ["organisations"],
        summary: "Add a bank account (the first one is primary)",
        params: idParams,
        body: createAccountBodySchema,
        response: { 201: organisationDetailSchema },
      },
    },
    async (request, reply) => {
      const me = await request.authenticate();
      return reply.code(201).send(await addAccount(db, request.params.id, request.body, me.id));
    },
  );
  r.patch(
    "/api/tashkilot/:id/accounts/:accountId",
    {
      config: { recordScope: ACCOUNT, access: edit },
      schema: {
        tags: ["organisations"],
        summary: "Change a bank account or make it the primary one",
        params: accountParams,
        body: updateAccountBodySchema,
        response: { 200: organisationDetailSchema },
      },
    },
    async (request) => {
      const me = await request.authenticate();
      return updateAccount(db, request.params.id, request.params.accountId, request.body, me.id);
    },
  );
  r.delete(
    "/api/tashkilot/:id/accounts/:accountId",
    {
      config: { recordScope: ACCOUNT, access: edit },
      schema: {
        tags: ["organisations"],
        summary: "Remove a bank account",
        params: accountParams,
        response: { 200: organisationDetailSchema },
      },
    },
    async (request) => {
      const me = await request.authenticate();
      return deleteAccount(db, request.params.id, request.params.accountId, me.id);
    },
  );
  r.get(
    "/api/tashkilot/:id/history",
    {
      config: { recordScope: ORGANISATION, access: read },
      schema: {
        tags: ["organisations"],
        summary: "Change history of an organisation and its accounts",
        params: idParams,
        response: { 200: historySchema },
      },
    },
    async (request) =>
      recordHistory(db, "organisation", request.params.id, {
        entity: "organisation_account",
        key: "organisationId",
      }),
  );
}
