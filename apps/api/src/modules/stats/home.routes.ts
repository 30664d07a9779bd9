import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/types";

/** The home: what each role must act on today, as tiles leading to their lists. */
export async function homeRoutes(_app: FastifyInstance, _opts: { db: Db }) {}
