import http from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import type { Database } from "../src/db/client";
import { floors } from "../src/db/schema";
import { auth, makeUser, type TestUser } from "./helpers/test-app";
import { createTestDatabase } from "./helpers/test-db";
import { hostileXlsx, sheetXml, xlsxWith } from "./helpers/zip-builder";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const HEADER = ["Podyezd", "Qavat", "Xonadon", "Xonalar", "Maydon", "1 m² narxi", "Turi", "Taʼmir"];

let database: Database;
let app: FastifyInstance;
let base: string;
let importer: TestUser;
let other: TestUser;
let buildingId: number;
let floorId: number;
let bomb: Buffer;
let liar: Buffer;
let manyRows: Buffer;

// As the server runs: load shedding on, on a real port. inject() would run each request to its
// end on the test's own turn of the event loop and hide exactly the stalls looked for here.
beforeAll(async () => {
  // Built first: the test's own work and garbage must not be what slows the other user down.
  bomb = await hostileXlsx(300);
  liar = await hostileXlsx(300, { declaredSize: 1 << 20 });
  const row = [1, 1, "1", 2, 50, 1000, "Turar joy", "Taʼmirsiz"];
  const rows = Array.from({ length: 20_000 }, (_, i) => row.map((v, j) => (j === 2 ? `${i}` : v)));
  manyRows = xlsxWith(Buffer.from(sheetXml([HEADER, ...rows])));
  database = await createTestDatabase();
  app = await buildApp({ db: database.db });
  await app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  importer = await makeUser(app, database.db, {
    pages: ["home", "obyects", "info_add", "floor"],
    actions: ["property_edit", "contract_edit"],
  });
  other = await makeUser(app, database.db);
  const object = await send("POST", "/api/obyekt", { name: "Yuklash", address: "Toshkent sh." });
  const building = await send("POST", "/api/bino", {
    objectId: Number(object.body.id),
    name: "1-blok",
    entrances: 1,
    floors: 1,
    unitsPerFloor: 1,
    areaM2: 50,
    pricePerM2: 1000,
  });
  buildingId = Number(building.body.id);
  const [floor] = await database.db.select().from(floors).where(eq(floors.buildingId, buildingId));
  floorId = floor!.id;
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function send(
  method: string,
  path: string,
  body?: unknown,
  type?: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...auth(importer.token),
      ...(body === undefined ? {} : { "content-type": type ?? "application/json" }),
    },
    ...(body === undefined ? {} : { body: Buffer.isBuffer(body) ? body : JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {} };
}

const importFile = (file: Buffer) => send("POST", `/api/bino/${buildingId}/import`, file, XLSX);

/**
 * How long the other user's slowest ask may take while a file is worked on. A loop held by a
 * hostile file holds every ask for the whole of its work, so an ask never waits half of it; and it
 * may take this much longer than the slowest ask while nothing else is asked, measured on the same
 * machine just before: a machine busy with other suites slows both alike.
 */
const HELD_MS = 200;
const heldAtMost = (quiet: number, workMs: number) => Math.max(quiet + HELD_MS, workMs / 2);

/** The slowest ask while the server does nothing else, measured right before the file is sent. */
async function quietBaseline(): Promise<number> {
  const { asks } = await whileAnotherUserAsks(() => sleep(400));
  return Math.max(...asks);
}

/**
 * Runs `request` while another signed-in user asks GET /api/user/decodeToken back to back, from
 * before it starts to a while after it ends: how long the request took, and each of their asks.
 */
async function whileAnotherUserAsks<T>(request: () => Promise<T>) {
  const asks: number[] = [];
  let done = false;
  const asking = (async () => {
    while (!done) {
      const started = performance.now();
      const res = await fetch(`${base}/api/user/decodeToken`, { headers: auth(other.token) });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`decodeToken answered ${res.status}`);
      asks.push(performance.now() - started);
      await sleep(10);
    }
  })();
  await sleep(100);
  const started = performance.now();
  const result = await request();
  const ms = performance.now() - started;
  await sleep(300);
  done = true;
  await asking;
  return { result, ms, asks };
}

describe("a hostile .xlsx does not hold the server", () => {
  it("a 300 KB file that unpacks to 300 MB is refused within 5 s while another user is answered within 200 ms of their usual", async () => {
    expect(bomb.length).toBeLessThan(400_000);
    const quiet = await quietBaseline();
    const { result, ms, asks } = await whileAnotherUserAsks(() => importFile(bomb));
    console.info(`bomb refused in ${ms.toFixed(0)} ms; decodeToken max ${Math.max(...asks).toFixed(0)} ms`);
    expect(result.status).toBe(413);
    expect(result.body.code).toBe("ARCHIVE_TOO_LARGE");
    expect(ms).toBeLessThan(5000);
    expect(asks.length).toBeGreaterThan(5);
    expect(Math.max(...asks)).toBeLessThan(heldAtMost(quiet, ms));
  });

  it("a central directory that claims 1 MB for the same 300 MB is caught when the inflated bytes pass 1 MB", async () => {
    const quiet = await quietBaseline();
    const { result, ms, asks } = await whileAnotherUserAsks(() => importFile(liar));
    console.info(
      `lying bomb refused in ${ms.toFixed(0)} ms; decodeToken max ${Math.max(...asks).toFixed(0)} ms`,
    );
    expect(result.status).toBe(413);
    expect(result.body.code).toBe("ARCHIVE_TOO_LARGE");
    expect(ms).toBeLessThan(5000);
    expect(Math.max(...asks)).toBeLessThan(heldAtMost(quiet, ms));
  });

  it("an archive of 600 entries is refused before any is read", async () => {
    const extra = Array.from({ length: 600 }, (_, i) => ({
      name: `xl/media/image${i}.xml`,
      data: Buffer.from("<a/>"),
    }));
    const res = await importFile(xlsxWith(Buffer.from(sheetXml([HEADER])), { extra }));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe("ARCHIVE_TOO_MANY_ENTRIES");
  });

  it("20,000 rows are reported as too many after reading 5,001 of them", async () => {
    const quiet = await quietBaseline();
    const { result, ms, asks } = await whileAnotherUserAsks(() => importFile(manyRows));
    console.info(
      `20,000 rows refused in ${ms.toFixed(0)} ms; decodeToken max ${Math.max(...asks).toFixed(0)} ms`,
    );
    expect(result.status).toBe(400);
    expect(result.body.details).toEqual([{ row: 5002, column: null, code: "TOO_MANY_ROWS" }]);
    expect(Math.max(...asks)).toBeLessThan(heldAtMost(quiet, ms));
  });

  it("a damaged archive is still 'not an .xlsx file', and a normal one still imports", async () => {
    const damaged = await importFile(xlsxWith(Buffer.from(sheetXml([HEADER])), { declaredSize: 1 << 20 }));
    expect(damaged.status).toBe(400);
    expect(damaged.body.details).toEqual([{ row: 0, column: null, code: "NOT_AN_XLSX_FILE" }]);
    const good = await importFile(
      xlsxWith(Buffer.from(sheetXml([HEADER, [1, 1, "101", 2, 55.5, 9_000_000, "Turar joy", "Taʼmirli"]]))),
    );
    expect(good).toEqual({ status: 200, body: { created: 1 } });
  });
});

/** Announces a body of `length` bytes, sends its first kilobyte, and waits for the answer. */
function announce(method: string, path: string, type: string, length: number) {
  return new Promise<{ status: number; code: string; ms: number }>((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      `${base}${path}`,
      {
        method,
        headers: { ...auth(importer.token), "content-type": type, "content-length": String(length) },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () => {
          req.destroy();
          resolve({
            status: res.statusCode ?? 0,
            code: JSON.parse(text).code,
            ms: performance.now() - started,
          });
        });
      },
    );
    req.on("error", reject);
    req.write(Buffer.alloc(1024));
  });
}

describe("every upload has its own size cap, checked before the body is read", () => {
  it("a body announced above the route's cap is refused without waiting for it", async () => {
    for (const [path, method, type, cap] of [
      [`/api/bino/${buildingId}/import`, "POST", XLSX, 5 << 20],
      [`/api/floor/${floorId}/plan`, "PUT", "image/png", 5 << 20],
      ["/api/shartnoma/1/scan", "PUT", "application/pdf", 10 << 20],
    ] as const) {
      const res = await announce(method, path, type, cap + 1);
      expect(res, path).toMatchObject({ status: 413, code: "PAYLOAD_TOO_LARGE" });
      expect(res.ms).toBeLessThan(1000);
    }
  });

  it("other routes take no file bodies at all", async () => {
    const res = await send("PATCH", `/api/bino/${buildingId}`, Buffer.alloc(1000), "image/png");
    expect(res.status).toBe(415);
    expect(res.body.code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });
});
