import net from "node:net";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../src/db/client";
import type { Db } from "../src/db/types";
import { isReady } from "../src/modules/health/health.service";
import { createTestApp, useTestApp } from "./helpers/test-app";
import { createEmptyPostgresDatabase } from "./helpers/test-db";

const ctx = useTestApp();

/** A database that is there but holds no migrations: on the driver of this run. */
async function unmigratedDatabase(): Promise<Database> {
  if (!process.env.TEST_DATABASE_URL)
    return openDatabase({ kind: "pglite", dataDir: null }, { migrate: false });
  const empty = await createEmptyPostgresDatabase();
  const database = await openDatabase({ kind: "postgres", url: empty.url, poolSize: 1 }, { migrate: false });
  return {
    ...database,
    close: async () => {
      await database.close();
      await empty.drop();
    },
  };
}

async function expectNotReady(app: FastifyInstance) {
  const res = await app.inject({ url: "/api/ready" });
  expect(res.statusCode).toBe(503);
  expect(res.headers["retry-after"]).toBe("5");
  expect(res.json()).toEqual({ code: "SERVICE_UNAVAILABLE", message: "Not ready", retryAfter: 5 });
}

describe("health and readiness", () => {
  it("/api/health answers ok without a token, and nothing more", async () => {
    const res = await ctx.app.inject({ url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("/api/ready answers ok without a token on a migrated database", async () => {
    const res = await ctx.app.inject({ url: "/api/ready" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("/api/ready is 503 while the database lacks the migrations", async () => {
    const database = await unmigratedDatabase();
    const app = await createTestApp(database.db);
    try {
      await expectNotReady(app);
      expect((await app.inject({ url: "/api/health" })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("/api/ready is 503 when the database cannot be reached", async () => {
    const database = await unmigratedDatabase();
    await database.migrate();
    const app = await createTestApp(database.db);
    try {
      expect((await app.inject({ url: "/api/ready" })).statusCode).toBe(200);
      await database.close();
      await expectNotReady(app);
    } finally {
      await app.close();
    }
  });

  it("a database that does not answer in time is not ready", async () => {
    const hanging = { execute: () => new Promise(() => {}) } as unknown as Db;
    const started = Date.now();
    expect(await isReady(hanging, 50)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

/** A loopback port nothing listens on: a connection there is refused, as to a stopped server. */
function deadPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A database as the API holds it, with its server gone: stopped (PostgreSQL) or closed (PGlite). */
async function unreachableDatabase(): Promise<Database> {
  if (!process.env.TEST_DATABASE_URL) {
    const database = await openDatabase({ kind: "pglite", dataDir: null });
    await database.close();
    return database;
  }
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.port = String(await deadPort());
  return openDatabase({ kind: "postgres", url: url.toString(), poolSize: 2 }, { migrate: false });
}

describe("a database that cannot be reached", () => {
  it("routes answer 503 SERVICE_UNAVAILABLE with Retry-After, not 500, and say nothing more", async () => {
    const database = await unreachableDatabase();
    const app = await createTestApp(database.db);
    try {
      const answers = [
        await app.inject({
          method: "POST",
          url: "/api/user/login",
          payload: { phone: "900000000", password: "whatever-it-is" },
        }),
        await app.inject({
          url: "/api/client",
          headers: { authorization: "Bearer a-token-of-the-right-form-0123456789" },
        }),
      ];
      for (const res of answers) {
        expect(res.statusCode, res.body).toBe(503);
        expect(res.headers["retry-after"]).toBe("5");
        expect(res.json()).toEqual({
          code: "SERVICE_UNAVAILABLE",
          message: "Service unavailable",
          retryAfter: 5,
        });
      }
      expect((await app.inject({ url: "/api/health" })).statusCode).toBe(200);
    } finally {
      await app.close();
      if (process.env.TEST_DATABASE_URL) await database.close();
    }
  });
});
