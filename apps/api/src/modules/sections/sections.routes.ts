import {
  createSectionBodySchema,
  historySchema,
  idParamSchema,
  sectionSchema,
  updateSectionBodySchema,
} from "@makon/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/types";
import { registerCompatList } from "../../lib/compat-list";
import { recordHistory } from "../audit";
import { createSection, deleteSection, listSections, updateSection } from "./sections.service";

const SECTION = { unscoped: { id: "a section of employees, not a client's or contract's record" } };

const idParams = z.strictObject({ id: idParamSchema });
const edit = { actions: ["section_edit"] } as const;

export async function sectionsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  // Every signed-in user needs the sections to draw the menu; each entry is filtered by page key.
  registerCompatList(app, db, {
    url: "/api/bolim/all",
    name: "bolim",
    tag: "sections",
    summary: "Menu sections (bolim)",
    access: { signedIn: true },
    tables: ["sections"],
    item: sectionSchema,
    load: listSections,
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/api/bolim",
    {
      config: { access: edit },
      schema: {
        tags: ["sections"],
        summary: "Add a menu section",
        body: createSectionBodySchema,
        response: { 201: sectionSchema },
      },
    },
    async (request, reply) => {
      const me = await request.authenticate();
      return reply.code(201).send(await createSection(db, request.body, me.id));
    },
  );
  r.patch(
    "/api/bolim/:id",
    {
      config: { recordScope: SECTION, access: edit },
      schema: {
        tags: ["sections"],
        summary: "Change a menu section",
        params: idParams,
        body: updateSectionBodySchema,
        response: { 200: sectionSchema },
      },
    },
    async (request) => {
      const me = await request.authenticate();
      return updateSection(db, request.params.id, request.body, me.id);
    },
  );
  r.delete(
    "/api/bolim/:id",
    {
      config: { recordScope: SECTION, access: edit },
      schema: {
        tags: ["sections"],
        summary: "Delete a menu section",
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const me = await request.authenticate();
      await deleteSection(db, request.params.id, me.id);
      return reply.code(204).send(null);
    },
  );
  r.get(
    "/api/bolim/:id/history",
    {
      config: { recordScope: SECTION, access: { pages: ["add_bolim"] } },
      schema: {
        tags: ["sections"],
        summary: "A section's change history",
        params: idParams,
        response: { 200: historySchema },
      },
    },
    async (request) => recordHistory(db, "section", request.params.id),
  );
}
