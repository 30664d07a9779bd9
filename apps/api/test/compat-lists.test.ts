import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/client";
import { clients, units } from "../src/db/schema";
import { seedDemo } from "../src/seed/demo";
import { createTestApp, makeUser, type TestUser } from "./helpers/test-app";
import { createTestDatabase } from "./helpers/test-db";

let database: Database;
let app: FastifyInstance;
let admin: TestUser;

const LISTS = [
  "/api/shartnoma/all_shartnoma",
  "/api/bank/all",
  "/api/uy/all_with_clients",
  "/api/bino/all",
  "/api/bolim/all",
  "/api/client/with_steps",
  "/api/obyekt/all",
  "/api/podezd/all",
  "/api/tashkilot/all",
  "/api/user/all",
  "/api/uy/all",
  "/api/uy/all_stat",
];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, { password: "demo-password-1" }, () => {});
  app = await createTestApp(database.db);
  const { PAGE_KEYS } = await import("@makon/shared");
  admin = await makeUser(app, database.db, { pages: [...PAGE_KEYS] });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { authorization: `Bearer ${admin.token}`, ...headers } });

describe("the specification's list calls", () => {
  it.each(LISTS)("%s answers a non-empty JSON array of real rows with a strong ETag", async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body.length).toBeGreaterThan(0);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(url, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    // A 304 announcing a body would leave keep-alive clients (and server shutdown) waiting.
    expect(again.headers["content-length"]).toBeUndefined();
    expect(again.headers.etag).toBe(etag);
    const stale = await get(url, { "if-none-match": '"something-else"' });
    expect(stale.statusCode).toBe(200);
  });

  it("a write to a list's table changes its ETag; other lists keep theirs", async () => {
    const units1 = await get("/api/uy/all");
    const banks1 = await get("/api/bank/all");
    const [unit] = await database.db.select().from(units).where(eq(units.status, "available")).limit(1);
    await database.db.update(units).set({ rooms: unit!.rooms }).where(eq(units.id, unit!.id));
    const units2 = await get("/api/uy/all", { "if-none-match": units1.headers.etag as string });
    expect(units2.statusCode).toBe(200);
    expect(units2.headers.etag).not.toBe(units1.headers.etag);
    const banks2 = await get("/api/bank/all", { "if-none-match": banks1.headers.etag as string });
    expect(banks2.statusCode).toBe(304);
  });

  it("gzips large answers", async () => {
    const res = await get("/api/uy/all", { "accept-encoding": "gzip" });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.rawPayload.length).toBeLessThan(
      Number(JSON.stringify((await get("/api/uy/all")).json()).length) / 5,
    );
  });

  it("client lists carry no passport or JSHSHIR, though the clients have them", async () => {
    const withPassport = await database.db
      .select({ passport: clients.passport, pinfl: clients.pinfl })
      .from(clients);
    const passports = withPassport.map((c) => c.passport).filter(Boolean) as string[];
    expect(passports.length).toBeGreaterThan(5);
    for (const url of [
      "/api/client/with_steps",
      "/api/uy/all_with_clients",
      "/api/shartnoma/all_shartnoma",
    ]) {
      const res = await get(url);
      for (const p of passports) expect(res.body).not.toContain(p);
      expect(res.body).not.toMatch(/passport|pinfl/i);
    }
  });

  it("uy/all_stat counts and sums agree with uy/all", async () => {
    const all = (await get("/api/uy/all")).json() as {
      buildingId: number;
      status: string;
      totalPrice: number;
    }[];
    const stat = (await get("/api/uy/all_stat")).json() as {
      buildingId: number;
      status: string;
      count: number;
      totalPrice: number;
    }[];
    for (const s of stat) {
      const rows = all.filter((u) => u.buildingId === s.buildingId && u.status === s.status);
      expect(s.count).toBe(rows.length);
      expect(s.totalPrice).toBe(rows.reduce((sum, u) => sum + u.totalPrice, 0));
    }
    expect(stat.reduce((n, s) => n + s.count, 0)).toBe(all.length);
  });

  it("units show the client who holds them", async () => {
    const rows = (await get("/api/uy/all_with_clients")).json() as {
      status: string;
      clientName: string | null;
      contractNumber: string | null;
      bookingExpiresAt: string | null;
    }[];
    const booked = rows.filter((u) => u.status === "booked");
    expect(booked.length).toBeGreaterThan(0);
    for (const u of booked) {
      expect(u.clientName).toBeTruthy();
      expect(u.bookingExpiresAt).toBeTruthy();
    }
    for (const u of rows.filter((r) => r.status === "sold")) expect(u.contractNumber).toBeTruthy();
    for (const u of rows.filter((r) => r.status === "available")) expect(u.clientName).toBeNull();
  });

  it("user/all never sends a password hash", async () => {
    const res = await get("/api/user/all");
    expect(res.body).not.toMatch(/argon2|passwordHash|password_hash/);
  });
});
