import { clientWithStepsSchema } from "@makon/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/types";
import { registerCompatList } from "../../lib/compat-list";
import { listClientsWithSteps } from "./clients.service";

export async function clientsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  registerCompatList(app, db, {
    url: "/api/client/with_steps",
    name: "client_with_steps",
    tag: "clients",
    summary: "Live clients with their step timelines (no passport data)",
    access: {
      pages: [
        "reciption",
        "my_reciption_clients",
        "call_center",
        "my_call_clients",
        "sotuv",
        "room_choose",
        "baza",
      ],
    },
    tables: ["clients", "client_steps", "users"],
    item: clientWithStepsSchema,
    load: listClientsWithSteps,
  });
}
