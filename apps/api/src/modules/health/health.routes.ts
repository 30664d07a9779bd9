import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { DATABASE_RETRY_AFTER } from "../../lib/db-unavailable";
import { isReady } from "./health.service";

const okSchema = z.strictObject({ status: z.literal("ok") });
const open = { access: { public: true } } as const;

/**
 * Probes for a load balancer or an orchestrator: no token, and nothing in the answer beyond
 * "ok" or the error code (no version, counts or host names for a stranger to read).
 */
export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/health",
    {
      config: open,
      schema: { tags: ["health"], summary: "The process is up (liveness)", response: { 200: okSchema } },
    },
    // The process answering is the whole check: a slow database must not get it restarted.
    async () => ({ status: "ok" as const }),
  );
  r.get(
    "/api/ready",
    {
      config: open,
      schema: {
        tags: ["health"],
        summary: "The database answers and is migrated (readiness); 503 otherwise",
        response: { 200: okSchema },
      },
    },
    async () => {
      if (!(await isReady(db)))
        throw new AppError("SERVICE_UNAVAILABLE", "Not ready", { retryAfter: DATABASE_RETRY_AFTER });
      return { status: "ok" as const };
    },
  );
}
