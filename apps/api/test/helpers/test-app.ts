import type { RecordScope } from "@makon/shared";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { buildApp } from "../../src/app";
import type { Database } from "../../src/db/client";
import type { Db } from "../../src/db/types";
import { createUser } from "../../src/modules/users/users.service";
import { createTestDatabase, resetDatabase } from "./test-db";

/**
 * An app on the given database, as the server builds it but without load shedding: on PGlite,
 * with test files running side by side on two cores, one statement can hold the event loop past
 * a second and the next request would be turned away. pressure.test.ts tests the shedding.
 * Every answer written as it is is compared with zod's (lib/answer-serializer).
 */
export async function createTestApp(db: Db): Promise<FastifyInstance> {
  const app = await buildApp({ db, pressure: false, compareAnswers: true });
  await app.ready();
  return app;
}

let phoneCounter = 0;
/** A unique 9-digit phone per call within a test file. */
export function nextPhone(): string {
  phoneCounter++;
  return `77${String(1_000_000 + phoneCounter).slice(-7)}`;
}

export interface TestUser {
  id: number;
  phone: string;
  password: string;
  token: string;
}

/**
 * Makes a user with the given rights through the users service and signs them in via the API.
 * Record scopes are "all" unless a test says otherwise: most tests are about one rule, not scope.
 */
export async function makeUser(
  app: FastifyInstance,
  db: Db,
  rights: {
    pages?: string[];
    actions?: string[];
    name?: string;
    role?: string;
    clientScope?: RecordScope;
    contractScope?: RecordScope;
    sectionId?: number | null;
  } = {},
): Promise<TestUser> {
  const phone = nextPhone();
  const password = "test-password-123";
  const user = await createUser(
    db,
    {
      name: rights.name ?? "Test Xodim",
      phone,
      password,
      role: rights.role ?? "Tester",
      pagesDostup: rights.pages ?? ["home"],
      dostup: rights.actions ?? [],
      clientScope: rights.clientScope ?? "all",
      contractScope: rights.contractScope ?? "all",
      sectionId: rights.sectionId ?? null,
    },
    null,
  );
  const token = await signIn(app, phone, password);
  return { id: user.id, phone, password, token };
}

export async function signIn(app: FastifyInstance, phone: string, password: string): Promise<string> {
  const res = await app.inject({ method: "POST", url: "/api/user/login", payload: { phone, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

export function auth(token: string) {
  return { authorization: `Bearer ${token}` };
}

export function json<T = unknown>(res: LightMyRequestResponse): T {
  return res.json() as T;
}

export interface TestContext {
  database: Database;
  app: FastifyInstance;
  /** The database of this file (shorthand for database.db). */
  db(): Db;
}

/**
 * One database and app per test file, closed after it; `seed` fills the database before the
 * app starts. Returns a holder filled in beforeAll.
 */
export function useTestApp(
  opts: { seed?: (db: Db) => Promise<unknown>; resetEach?: boolean } = {},
): TestContext {
  const ctx = { db: () => ctx.database.db } as TestContext;
  beforeAll(async () => {
    ctx.database = await createTestDatabase();
    if (opts.seed) await opts.seed(ctx.database.db);
    ctx.app = await createTestApp(ctx.database.db);
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
  });
  if (opts.resetEach) beforeEach(() => resetDatabase(ctx.database.db));
  return ctx;
}
