import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import type { Database } from "../src/db/client";
import { PRESSURE_LIMITS } from "../src/plugins/pressure";
import { auth, makeUser, type TestUser } from "./helpers/test-app";
import { createTestDatabase } from "./helpers/test-db";

let database: Database;
let app: FastifyInstance;
let user: TestUser;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ db: database.db });
  await app.ready();
  user = await makeUser(app, database.db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // held, as by a request that never yields
  }
}

/**
 * Holds the event loop through a whole pressure sample, as saturation does. (A stall that starts
 * mid-sample is averaged with the loop's free turns before it.) The sample due during the first
 * stall runs at the first timer after it and starts a new one; the second stall fills that one.
 */
async function saturate() {
  busy(PRESSURE_LIMITS.sampleIntervalMs + 200);
  await sleep(1);
  busy(PRESSURE_LIMITS.sampleIntervalMs + 200);
  await sleep(20);
}

const decodeToken = () => app.inject({ url: "/api/user/decodeToken", headers: auth(user.token) });

describe("load shedding", () => {
  it("once the event loop was held through a sample, requests get 503 with Retry-After at once; liveness still answers", async () => {
    expect((await decodeToken()).statusCode).toBe(200);
    await saturate();
    const started = performance.now();
    const shed = await decodeToken();
    expect(performance.now() - started).toBeLessThan(100);
    expect(shed.statusCode).toBe(503);
    expect(shed.headers["retry-after"]).toBe(String(PRESSURE_LIMITS.retryAfterSeconds));
    expect(shed.json()).toMatchObject({ code: "SERVICE_UNAVAILABLE", message: expect.any(String) });
    // An orchestrator must not restart a busy process; a load balancer should send traffic elsewhere.
    expect((await app.inject({ url: "/api/health" })).statusCode).toBe(200);
    expect((await app.inject({ url: "/api/ready" })).statusCode).toBe(503);
    // The next sample finds the loop free again.
    await sleep(PRESSURE_LIMITS.sampleIntervalMs + 200);
    expect((await decodeToken()).statusCode).toBe(200);
  });

  it("exposes no status route of its own", async () => {
    const res = await app.inject({ url: "/status" });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("NOT_FOUND");
  });
});
