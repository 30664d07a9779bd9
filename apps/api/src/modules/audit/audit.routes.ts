import { auditPageSchema, auditQuerySchema } from "@makon/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/types";
import { listAudit } from "./audit.service";

export async function auditRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/audit",
    {
      config: {
        recordScope: {
          unscoped: {
            entityId:
              "the audit log is the administrators' page (the audit key), not limited by record scope",
          },
        },
        access: { pages: ["audit"] },
      },
      schema: {
        tags: ["audit"],
        summary: "Every audited change, filtered, with the names its ids point to",
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => listAudit(db, request.query),
  );
}
