import { ROLE_PRESETS } from "@makon/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../src/db/types";
import { makeUser, type TestUser } from "./test-app";

const ADMIN = ROLE_PRESETS.find((p) => p.role === "admin");

/** A user holding every page key, action key and record scope (the administrator's preset). */
export function makeAdmin(app: FastifyInstance, db: Db): Promise<TestUser> {
  if (!ADMIN) throw new Error("no admin preset");
  return makeUser(app, db, {
    name: "Test Administrator",
    pages: ADMIN.pages,
    actions: ADMIN.actions,
    clientScope: "all",
    contractScope: "all",
  });
}
