import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/types";

/** The flow chart's clients flow (Sankey, conversion) and sales series. */
export async function statsFlowsRoutes(_app: FastifyInstance, _opts: { db: Db }) {}
