import { homeSchema } from "@makon/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/types";
import { homeFor } from "./home-groups.service";

/** The home: what each role must act on today, as tiles leading to their lists. */
export async function homeRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/stats/home",
    {
      config: { access: { pages: ["home"] } },
      schema: {
        tags: ["stats"],
        summary: "The viewer's home: per group of their pages, tiles of today's work, each with its list",
        response: { 200: homeSchema },
      },
    },
    async (request) => homeFor(db, await request.authenticate()),
  );
}
