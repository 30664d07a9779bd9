import { chessboardSchema, type UnitWithClient } from "@makon/shared";
import { asc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/client";
import { buildings } from "../src/db/schema";
import type { ScopedViewer } from "../src/lib/record-scope";
import { chessboardJson } from "../src/modules/property/chessboard.service";
import { unitsWithHolders } from "../src/modules/property/units.service";
import { seedDemo } from "../src/seed/demo";
import { demoViewers } from "./helpers/demo-viewers";
import { auth, createTestApp, makeUser } from "./helpers/test-app";
import { createTestDatabase } from "./helpers/test-db";

/**
 * The chessboard's JSON is made by the database (chessboard.service.ts). These tests hold it to
 * what the rest of the API says of the same units: every unit as unitsWithHolders gives it (the
 * rows hideForeignHolders masks for each viewer), and text already in the response schema's form.
 */
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, { password: "demo-password-1" }, () => {});
  app = await createTestApp(database.db);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const byBoardOrder = (entranceNumber: Map<number, number>) => (a: UnitWithClient, b: UnitWithClient) =>
  (entranceNumber.get(a.entranceId) ?? 0) - (entranceNumber.get(b.entranceId) ?? 0) ||
  b.floor - a.floor ||
  a.id - b.id;

describe("the chessboard made by the database", () => {
  it("shows each unit and its holder exactly as unitsWithHolders does, for every viewer", async () => {
    const all = await database.db.select().from(buildings).orderBy(asc(buildings.id));
    expect(all.length).toBeGreaterThan(1);
    const everyone = await demoViewers(database.db);
    let masked = 0;
    let shown = 0;
    for (const viewer of everyone) {
      const reference = await unitsWithHolders(database.db, viewer);
      for (const building of all) {
        const text = await chessboardJson(database.db, building.id, viewer);
        const board = chessboardSchema.parse(JSON.parse(text));
        // The text is the schema's own form: nothing to strip, keys in its order, numbers as JS writes them.
        expect(text).toBe(JSON.stringify(board));
        const numbers = new Map(board.entrances.map((e) => [e.id, e.number]));
        const expected = reference.filter((u) => u.buildingId === building.id).sort(byBoardOrder(numbers));
        expect(board.units).toEqual(expected);
        masked += board.units.filter((u) => u.status !== "available" && u.clientId === null).length;
        shown += board.units.filter((u) => u.clientId !== null).length;
      }
    }
    // The viewers saw some holders and had others hidden: both paths were compared.
    expect(masked).toBeGreaterThan(0);
    expect(shown).toBeGreaterThan(0);
  });

  it("gives the building and its entrances with their floors", async () => {
    const [building] = await database.db.select().from(buildings).orderBy(asc(buildings.id)).limit(1);
    if (!building) throw new Error("no building");
    const [viewer] = await demoViewers(database.db);
    const board = JSON.parse(await chessboardJson(database.db, building.id, viewer as ScopedViewer));
    expect(board.building).toMatchObject({
      id: building.id,
      name: building.name,
      floors: building.floors,
      entrances: building.entrances,
      buildStatus: building.buildStatus,
      completionDate: building.completionDate,
      bankApproved: building.bankApproved,
    });
    expect(board.entrances.map((e: { number: number }) => e.number)).toEqual(
      Array.from({ length: building.entrances }, (_, i) => i + 1),
    );
    for (const e of board.entrances) expect(e.floors).toBe(building.floors);
  });

  it("answers through HTTP as the text it made, gzip on request, and 404 for an unknown building", async () => {
    const u = await makeUser(app, database.db, { pages: ["bino"], clientScope: "all", contractScope: "all" });
    const [building] = await database.db.select().from(buildings).limit(1);
    const url = `/api/bino/${building?.id}/chessboard`;
    const plain = await app.inject({ url, headers: auth(u.token) });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-type"]).toMatch(/^application\/json/);
    const zipped = await app.inject({ url, headers: { ...auth(u.token), "accept-encoding": "gzip" } });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(plain.json()).toEqual(chessboardSchema.parse(plain.json()));
    const missing = await app.inject({ url: "/api/bino/999999/chessboard", headers: auth(u.token) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("NOT_FOUND");
  });
});
