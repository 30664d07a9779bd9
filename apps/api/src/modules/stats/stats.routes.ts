import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/types";

/** The numbers of /flow_chart: the summary, the series, the rows behind each figure, their Excel. */
export async function statsRoutes(_app: FastifyInstance, _opts: { db: Db }) {}
