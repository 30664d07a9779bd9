import { sectionSchema } from "@makon/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/types";
import { registerCompatList } from "../../lib/compat-list";
import { listSections } from "./sections.service";

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
}
