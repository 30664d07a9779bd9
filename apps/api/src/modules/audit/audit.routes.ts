import { auditPageSchema, auditQuerySchema } from "@makon/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/types";
import { registerList } from "../../lib/list-routes";
import { listAudit } from "./audit.service";

export async function auditRoutes(app: FastifyInstance, { db }: { db: Db }) {
  registerList(app, db, {
    url: "/api/audit",
    tags: ["audit"],
    summary: "Every audited change, filtered, with the names its ids point to",
    access: { pages: ["audit"] },
    config: {
      recordScope: {
        unscoped: {
          entityId: "the audit log is the administrators' page (the audit key), not limited by record scope",
        },
      },
    },
    query: auditQuerySchema,
    answer: auditPageSchema,
    page: (query) => listAudit(db, query),
  });
}
