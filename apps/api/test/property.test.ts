import { eq } from "drizzle-orm";
import readXlsxFile from "read-excel-file/node";
import { describe, expect, it } from "vitest";
import { auditLog, storedFiles, units } from "../src/db/schema";
import { auth, makeUser, useTestApp } from "./helpers/test-app";

const ctx = useTestApp({ resetEach: true });
const propertyAdmin = () =>
  makeUser(ctx.app, ctx.db(), {
    name: "Mulk Admin",
    pages: ["home", "obyects", "info_add"],
    actions: ["property_edit", "object_archive"],
  });

async function newObject(token: string, name = "Makon Sergeli") {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/obyekt",
    headers: auth(token),
    payload: { name, address: "Toshkent sh., Sergeli tumani", district: "Sergeli" },
  });
  return res;
}

describe("POST /api/obyekt and PATCH /api/obyekt/{id}", () => {
  it("creates, edits, archives and restores an object, with history", async () => {
    const a = await propertyAdmin();
    const created = await newObject(a.token);
    expect(created.statusCode).toBe(201);
    const o = created.json();
    expect(o).toMatchObject({ name: "Makon Sergeli", district: "Sergeli", archivedAt: null });
    const patch = (payload: unknown) =>
      ctx.app.inject({
        method: "PATCH",
        url: `/api/obyekt/${o.id}`,
        headers: auth(a.token),
        payload: payload as object,
      });
    expect((await patch({ name: "Makon Sergeli City" })).json().name).toBe("Makon Sergeli City");
    expect((await patch({ archived: true })).json().archivedAt).not.toBeNull();
    expect((await patch({ archived: false })).json().archivedAt).toBeNull();
    const history = (
      await ctx.app.inject({ url: `/api/obyekt/${o.id}/history`, headers: auth(a.token) })
    ).json();
    expect(history.map((h: { action: string }) => h.action)).toEqual([
      "restore",
      "archive",
      "update",
      "create",
    ]);
  });

  it("validates input and keys: property_edit to create, object_archive to archive", async () => {
    const a = await propertyAdmin();
    for (const payload of [
      { name: "X", address: "Toshkent" },
      { name: "Obyekt", address: "" },
      { name: "Obyekt", address: "Toshkent", floors: 9 },
    ]) {
      expect(
        (await ctx.app.inject({ method: "POST", url: "/api/obyekt", headers: auth(a.token), payload }))
          .statusCode,
      ).toBe(400);
    }
    const editorOnly = await makeUser(ctx.app, ctx.db(), { pages: ["obyects"], actions: ["property_edit"] });
    const o = (await newObject(a.token)).json();
    const archive = await ctx.app.inject({
      method: "PATCH",
      url: `/api/obyekt/${o.id}`,
      headers: auth(editorOnly.token),
      payload: { archived: true },
    });
    expect(archive.statusCode).toBe(403);
    const viewer = await makeUser(ctx.app, ctx.db(), { pages: ["obyects"] });
    expect((await newObject(viewer.token)).statusCode).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: "PATCH",
          url: "/api/obyekt/99999",
          headers: auth(a.token),
          payload: { name: "Yangi nom" },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe("GET /api/obyekt (remembered under its tables' counters)", () => {
  it("shows a new building and its units, and an archived object leaves the active list", async () => {
    const a = await propertyAdmin();
    const o = (await newObject(a.token, "Makon Yunusobod")).json();
    const list = async () =>
      (await ctx.app.inject({ url: "/api/obyekt?archived=false", headers: auth(a.token) })).json();
    const first = await list();
    expect(first.items).toEqual([expect.objectContaining({ id: o.id, buildingsCount: 0, unitsCount: 0 })]);
    expect(await list()).toEqual(first);
    const building = await ctx.app.inject({
      method: "POST",
      url: "/api/bino",
      headers: auth(a.token),
      payload: {
        objectId: o.id,
        name: "A-blok",
        entrances: 1,
        floors: 3,
        unitsPerFloor: 2,
        areaM2: 50,
        pricePerM2: 9_000_000,
      },
    });
    expect(building.statusCode).toBe(201);
    expect((await list()).items).toEqual([
      expect.objectContaining({ id: o.id, buildingsCount: 1, unitsCount: 6 }),
    ]);
    const [unit] = await ctx
      .db()
      .select()
      .from(units)
      .where(eq(units.buildingId, building.json().id))
      .limit(1);
    await ctx.db().update(units).set({ status: "not_for_sale" }).where(eq(units.id, unit!.id));
    expect((await list()).items[0].byStatus).toMatchObject({ available: 5, not_for_sale: 1 });
    await ctx.app.inject({
      method: "PATCH",
      url: `/api/obyekt/${o.id}`,
      headers: auth(a.token),
      payload: { archived: true },
    });
    expect((await list()).items).toEqual([]);
  });
});

describe("POST /api/bino", () => {
  it("a 12-floor, 4-entrance building with 4 units a floor has exactly 192 units, counted in uy/all_stat", async () => {
    const a = await propertyAdmin();
    const o = (await newObject(a.token)).json();
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/bino",
      headers: auth(a.token),
      payload: {
        objectId: o.id,
        name: "1-blok",
        entrances: 4,
        floors: 12,
        unitsPerFloor: 4,
        areaM2: 62.4,
        pricePerM2: 8_500_000,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ entrances: 4, floors: 12, unitsCount: 192 });
    const rows = await ctx.db().select().from(units).where(eq(units.buildingId, res.json().id));
    expect(rows).toHaveLength(192);
    expect(new Set(rows.map((u) => u.number)).size).toBe(192);
    expect(rows.every((u) => u.status === "available" && u.totalPrice === Math.round(62.4 * 8_500_000))).toBe(
      true,
    );
    const stat = (await ctx.app.inject({ url: "/api/uy/all_stat", headers: auth(a.token) })).json();
    expect(stat).toEqual([
      expect.objectContaining({ buildingName: "1-blok", status: "available", count: 192 }),
    ]);
    const podezd = (await ctx.app.inject({ url: "/api/podezd/all", headers: auth(a.token) })).json();
    expect(podezd).toHaveLength(4);
    const audit = await ctx.db().select().from(auditLog).where(eq(auditLog.entity, "building"));
    expect(audit).toHaveLength(1);
  });

  it("refuses a taken name, an archived or unknown object, bad sizes, and writes nothing", async () => {
    const a = await propertyAdmin();
    const o = (await newObject(a.token)).json();
    const post = (payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/bino",
        headers: auth(a.token),
        payload: {
          objectId: o.id,
          name: "A",
          entrances: 1,
          floors: 2,
          unitsPerFloor: 2,
          areaM2: 50,
          pricePerM2: 1000,
          ...payload,
        },
      });
    expect((await post({})).statusCode).toBe(201);
    const dup = await post({});
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe("BUILDING_NAME_TAKEN");
    for (const bad of [
      { floors: 0 },
      { entrances: 51 },
      { unitsPerFloor: 31 },
      { areaM2: -1 },
      { pricePerM2: 1.5 },
      { objectId: "x" },
      { colour: "red" },
    ]) {
      expect((await post({ name: "B", ...bad })).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await post({ name: "B", objectId: 99999 })).statusCode).toBe(400);
    await ctx.app.inject({
      method: "PATCH",
      url: `/api/obyekt/${o.id}`,
      headers: auth(a.token),
      payload: { archived: true },
    });
    const archived = await post({ name: "C" });
    expect(archived.statusCode).toBe(409);
    expect(archived.json().code).toBe("OBJECT_ARCHIVED");
    expect(await ctx.db().select().from(units)).toHaveLength(4);
  });

  it("the building's details can be changed, with history; a taken name is 409", async () => {
    const a = await propertyAdmin();
    const o = (await newObject(a.token)).json();
    const post = (name: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/bino",
        headers: auth(a.token),
        payload: {
          objectId: o.id,
          name,
          entrances: 1,
          floors: 1,
          unitsPerFloor: 1,
          areaM2: 50,
          pricePerM2: 1000,
        },
      });
    const b = (await post("A")).json();
    await post("B");
    const viewer = await makeUser(ctx.app, ctx.db(), { pages: ["bino_about"], actions: ["property_edit"] });
    const patched = await ctx.app.inject({
      method: "PATCH",
      url: `/api/bino/${b.id}`,
      headers: auth(viewer.token),
      payload: { buildStatus: "completed", completionDate: "2026-12-31", bankApproved: true },
    });
    expect(patched.json()).toMatchObject({
      buildStatus: "completed",
      completionDate: "2026-12-31",
      bankApproved: true,
      objectName: "Makon Sergeli",
    });
    const taken = await ctx.app.inject({
      method: "PATCH",
      url: `/api/bino/${b.id}`,
      headers: auth(a.token),
      payload: { name: "B" },
    });
    expect(taken.statusCode).toBe(409);
    expect(
      (
        await ctx.app.inject({
          method: "PATCH",
          url: `/api/bino/${b.id}`,
          headers: auth(a.token),
          payload: { floors: 3 },
        })
      ).statusCode,
    ).toBe(400);
    const history = (
      await ctx.app.inject({ url: `/api/bino/${b.id}/history`, headers: auth(viewer.token) })
    ).json();
    expect(history.map((h: { action: string }) => h.action)).toEqual(["update", "create"]);
    expect((await ctx.app.inject({ url: "/api/bino/99999", headers: auth(viewer.token) })).statusCode).toBe(
      404,
    );
  });

  it("needs property_edit", async () => {
    const viewer = await makeUser(ctx.app, ctx.db(), { pages: ["info_add"] });
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/bino",
      headers: auth(viewer.token),
      payload: {
        objectId: 1,
        name: "A",
        entrances: 1,
        floors: 1,
        unitsPerFloor: 1,
        areaM2: 50,
        pricePerM2: 1000,
      },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("chessboard, property database and unit card", () => {
  async function building(token: string) {
    const o = (await newObject(token)).json();
    const b = (
      await ctx.app.inject({
        method: "POST",
        url: "/api/bino",
        headers: auth(token),
        payload: {
          objectId: o.id,
          name: "2-blok",
          entrances: 2,
          floors: 3,
          unitsPerFloor: 2,
          areaM2: 50,
          pricePerM2: 10_000_000,
          rooms: 1,
        },
      })
    ).json();
    return { o, b };
  }

  it("the chessboard has the building, its entrances and every unit", async () => {
    const a = await makeUser(ctx.app, ctx.db(), {
      pages: ["bino", "baza"],
      actions: ["property_edit", "export_excel"],
    });
    const { b } = await building(a.token);
    const res = await ctx.app.inject({ url: `/api/bino/${b.id}/chessboard`, headers: auth(a.token) });
    expect(res.statusCode).toBe(200);
    const board = res.json();
    expect(board.building).toMatchObject({
      name: "2-blok",
      objectName: "Makon Sergeli",
      floors: 3,
      entrances: 2,
    });
    expect(board.entrances).toEqual([
      expect.objectContaining({ number: 1, floors: 3 }),
      expect.objectContaining({ number: 2, floors: 3 }),
    ]);
    expect(board.units).toHaveLength(12);
    const one = await ctx.app.inject({ url: `/api/uy/${board.units[0].id}`, headers: auth(a.token) });
    expect(one.json()).toMatchObject({
      id: board.units[0].id,
      buildingName: "2-blok",
      objectName: "Makon Sergeli",
    });
    expect((await ctx.app.inject({ url: "/api/uy/9999999", headers: auth(a.token) })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ url: "/api/bino/99999/chessboard", headers: auth(a.token) })).statusCode,
    ).toBe(404);
  });

  it("the property database filters, pages and exports", async () => {
    const a = await makeUser(ctx.app, ctx.db(), {
      pages: ["bino", "baza"],
      actions: ["property_edit", "export_excel"],
    });
    const { b } = await building(a.token);
    const all = (
      await ctx.app.inject({ url: `/api/uy?buildingId=${b.id}&size=5`, headers: auth(a.token) })
    ).json();
    expect(all.total).toBe(12);
    expect(all.items).toHaveLength(5);
    expect(all.items[0]).toMatchObject({
      number: "1",
      objectName: "Makon Sergeli",
      buildingName: "2-blok",
      entranceNumber: 1,
      clientName: null,
    });
    const floor2 = (
      await ctx.app.inject({ url: `/api/uy?buildingId=${b.id}&floor=2`, headers: auth(a.token) })
    ).json();
    expect(floor2.total).toBe(4);
    const sorted = (
      await ctx.app.inject({ url: "/api/uy?sort=-number&size=1", headers: auth(a.token) })
    ).json();
    expect(sorted.items[0].number).toBe("12");
    const past = (await ctx.app.inject({ url: "/api/uy?page=50&size=5", headers: auth(a.token) })).json();
    expect(past).toMatchObject({ items: [], total: 12 });
    for (const bad of ["status=gone", "size=500", "priceMin=-1", "rooms=x", "colour=red"]) {
      expect((await ctx.app.inject({ url: `/api/uy?${bad}`, headers: auth(a.token) })).statusCode, bad).toBe(
        400,
      );
    }
    const xlsx = await ctx.app.inject({ url: `/api/uy/export?buildingId=${b.id}`, headers: auth(a.token) });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe("PK");
  });

  it("a remembered page follows every change, also one made outside the app", async () => {
    const a = await makeUser(ctx.app, ctx.db(), { pages: ["baza"], actions: ["property_edit"] });
    const { o, b } = await building(a.token);
    const page = async (query: string) =>
      (await ctx.app.inject({ url: `/api/uy?${query}`, headers: auth(a.token) })).json();
    const first = await page(`objectId=${o.id}&size=5&sort=price`);
    expect(first.total).toBe(12);
    expect(await page(`objectId=${o.id}&size=5&sort=price`)).toEqual(first);
    // Through the API: the cheapest unit gets dearer and leaves the first page's first place.
    const cheapest = first.items[0];
    const patched = await ctx.app.inject({
      method: "PATCH",
      url: `/api/uy/${cheapest.id}`,
      headers: auth(a.token),
      payload: { pricePerM2: 90_000_000 },
    });
    expect(patched.statusCode).toBe(200);
    const second = await page(`objectId=${o.id}&size=5&sort=price`);
    expect(second.items.map((u: { id: number }) => u.id)).not.toContain(cheapest.id);
    // Straight in the database, as another process or a fix by hand would.
    const board = async () =>
      (await ctx.app.inject({ url: `/api/bino/${b.id}/chessboard`, headers: auth(a.token) })).json();
    const roomsOnBoard = async (id: number) =>
      (await board()).units.find((u: { id: number }) => u.id === id).rooms;
    expect(await roomsOnBoard(second.items[0].id)).toBe(1);
    await ctx.db().update(units).set({ rooms: 7 }).where(eq(units.id, second.items[0].id));
    expect((await page(`objectId=${o.id}&size=5&sort=price`)).items[0].rooms).toBe(7);
    expect(await roomsOnBoard(second.items[0].id)).toBe(7);
    // The total follows new units of the same filter.
    await ctx.app.inject({
      method: "POST",
      url: "/api/bino",
      headers: auth(a.token),
      payload: {
        objectId: o.id,
        name: "3-blok",
        entrances: 1,
        floors: 2,
        unitsPerFloor: 3,
        areaM2: 40,
        pricePerM2: 1,
      },
    });
    expect((await page(`objectId=${o.id}&size=5&sort=price`)).total).toBe(18);
    expect((await page(`buildingId=${b.id}&size=5&page=2`)).total).toBe(12);
  });

  it("a free unit's card can be edited and taken off sale; a booked one cannot be changed", async () => {
    const a = await makeUser(ctx.app, ctx.db(), { pages: ["bino", "baza"], actions: ["property_edit"] });
    const { b } = await building(a.token);
    const [u1, u2] = await ctx.db().select().from(units).where(eq(units.buildingId, b.id)).limit(2);
    const patch = (id: number, payload: unknown) =>
      ctx.app.inject({
        method: "PATCH",
        url: `/api/uy/${id}`,
        headers: auth(a.token),
        payload: payload as object,
      });
    const edited = await patch(u1!.id, { pricePerM2: 11_000_000, finishing: "finished" });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      pricePerM2: 11_000_000,
      totalPrice: 550_000_000,
      finishing: "finished",
      status: "available",
    });
    expect((await patch(u1!.id, { notForSale: true })).json().status).toBe("not_for_sale");
    expect((await patch(u1!.id, { notForSale: false })).json().status).toBe("available");
    await ctx.db().update(units).set({ status: "booked" }).where(eq(units.id, u2!.id));
    const refused = await patch(u2!.id, { notForSale: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("UNIT_NOT_AVAILABLE");
    const [still] = await ctx.db().select().from(units).where(eq(units.id, u2!.id));
    expect(still?.status).toBe("booked");
    expect((await patch(u1!.id, { status: "sold" })).statusCode).toBe(400);
    expect((await patch(999999, { rooms: 2 })).statusCode).toBe(404);
    const viewer = await makeUser(ctx.app, ctx.db(), { pages: ["baza"] });
    expect(
      (
        await ctx.app.inject({
          method: "PATCH",
          url: `/api/uy/${u1!.id}`,
          headers: auth(viewer.token),
          payload: { rooms: 2 },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe("bulk price change (POST /api/bino/{id}/prices)", () => {
  it("changes only the selected free units, by a fixed price or a percentage, with one audit row", async () => {
    const a = await propertyAdmin();
    const o = (await newObject(a.token)).json();
    const b = (
      await ctx.app.inject({
        method: "POST",
        url: "/api/bino",
        headers: auth(a.token),
        payload: {
          objectId: o.id,
          name: "N",
          entrances: 2,
          floors: 4,
          unitsPerFloor: 2,
          areaM2: 50,
          pricePerM2: 10_000_000,
          units: [{ entrance: 1, floor: 2, position: 1, rooms: 3 }],
        },
      })
    ).json();
    const all = await ctx.db().select().from(units).where(eq(units.buildingId, b.id));
    const booked = all.find((u) => u.number === "4")!;
    await ctx.db().update(units).set({ status: "booked" }).where(eq(units.id, booked.id));
    const post = (payload: unknown) =>
      ctx.app.inject({
        method: "POST",
        url: `/api/bino/${b.id}/prices`,
        headers: auth(a.token),
        payload: payload as object,
      });
    // Entrance 1, floors 1–2: units 1–4, of which unit 4 is booked.
    const fixed = await post({ entrances: [1], floorFrom: 1, floorTo: 2, mode: "per_m2", value: 12_000_000 });
    expect(fixed.json()).toEqual({ updated: 3 });
    const after = await ctx.db().select().from(units).where(eq(units.buildingId, b.id));
    const price = (n: string) => after.find((u) => u.number === n)!;
    expect(price("1")).toMatchObject({ pricePerM2: 12_000_000, totalPrice: 600_000_000 });
    expect(price("4").pricePerM2).toBe(10_000_000);
    expect(price("5").pricePerM2).toBe(10_000_000);
    const pct = await post({ rooms: [3], mode: "percent", value: 5 });
    expect(pct.json()).toEqual({ updated: 1 });
    const [three] = await ctx
      .db()
      .select()
      .from(units)
      .where(eq(units.id, after.find((u) => u.rooms === 3)!.id));
    expect(three?.pricePerM2).toBe(12_600_000);
    expect(three?.totalPrice).toBe(630_000_000);
    for (const bad of [
      { mode: "percent", value: 500 },
      { mode: "per_m2", value: 1.5 },
      { mode: "per_m2", value: -1 },
      { mode: "double", value: 2 },
      { mode: "per_m2", value: 1, colour: "red" },
    ]) {
      expect((await post(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const audit = await ctx.db().select().from(auditLog).where(eq(auditLog.action, "bulk_price"));
    expect(audit).toHaveLength(2);
    expect((audit[0]!.after as { units: unknown[] }).units).toHaveLength(3);
    expect(
      (
        await ctx.app.inject({
          method: "POST",
          url: "/api/bino/99999/prices",
          headers: auth(a.token),
          payload: { mode: "percent", value: 1 },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe("units import (POST /api/bino/{id}/import)", () => {
  const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
  async function xlsx(rows: unknown[][]): Promise<Buffer> {
    const { default: writeXlsxFile } = await import("write-excel-file/node");
    return writeXlsxFile(rows as never).toBuffer();
  }
  const header = ["Podyezd", "Qavat", "Xonadon", "Xonalar", "Maydon", "1 m² narxi", "Turi", "Taʼmir"];
  /** A new object's building of one unit a floor, to import into. */
  async function importTarget(token: string, shape: { name: string; entrances: number; floors: number }) {
    const o = (await newObject(token)).json();
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/bino",
      headers: auth(token),
      payload: { objectId: o.id, ...shape, unitsPerFloor: 1, areaM2: 50, pricePerM2: 1000 },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  }

  it("imports a clean file, and refuses a file with problems with a row-by-row report, importing nothing", async () => {
    const a = await propertyAdmin();
    const b = await importTarget(a.token, { name: "Import", entrances: 2, floors: 1 });
    const post = async (rows: unknown[][]) =>
      ctx.app.inject({
        method: "POST",
        url: `/api/bino/${b.id}/import`,
        headers: { ...auth(a.token), "content-type": XLSX },
        payload: await xlsx(rows),
      });
    const bad = await post([
      header,
      [1, 2, "101", 2, 55.5, 9_000_000, "Turar joy", "Taʼmirsiz"],
      [3, 2, "102", 2, 55.5, 9_000_000, "Turar joy", "Taʼmirsiz"],
      [1, 2, "101", 2, 55.5, 9_000_000, "Turar joy", "Taʼmirsiz"],
      [1, 2, "103", -1, 55.5, 9_000_000, "Saroy", "Taʼmirsiz"],
      [1, 2, "1", 2, 55.5, 9_000_000, "Noturar", "ta'mirli"],
    ]);
    expect(bad.statusCode).toBe(400);
    const details = bad.json().details as { row: number; column: string; code: string }[];
    // Every problem at once, in row order: the file's own and the building's (an entrance it
    // lacks, a number it has), not the building's in a second attempt.
    expect(details.map((d) => [d.row, d.column])).toEqual([
      [3, "Podyezd"],
      [4, "Xonadon"],
      [5, "Xonalar"],
      [5, "Turi"],
      [6, "Xonadon"],
    ]);
    expect(details).toEqual(
      expect.arrayContaining([
        { row: 3, column: "Podyezd", code: "NO_SUCH_ENTRANCE" },
        { row: 4, column: "Xonadon", code: "DUPLICATE_OF_ROW_2" },
        { row: 6, column: "Xonadon", code: "NUMBER_TAKEN" },
      ]),
    );
    const unitsBefore = await ctx.db().select().from(units).where(eq(units.buildingId, b.id));
    expect(unitsBefore).toHaveLength(2);
    const second = await post([
      header,
      [3, 2, "102", 2, 55.5, 9_000_000, "Turar joy", "Taʼmirsiz"],
      [1, 1, "1", 1, 40, 1, "parking", "unfinished"],
    ]);
    expect(second.json().details).toEqual([
      { row: 2, column: "Podyezd", code: "NO_SUCH_ENTRANCE" },
      { row: 3, column: "Xonadon", code: "NUMBER_TAKEN" },
    ]);
    const good = await post([
      header,
      [1, 2, "101", 2, 55.5, 9_000_000, "Turar joy", "Taʼmirsiz"],
      [2, 2, "201", 3, 75, 9_100_000, "Noturar", "ta'mirli"],
    ]);
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ created: 2 });
    const after = await ctx.db().select().from(units).where(eq(units.buildingId, b.id));
    expect(after).toHaveLength(4);
    expect(after.find((u) => u.number === "201")).toMatchObject({
      type: "commercial",
      finishing: "finished",
      totalPrice: 682_500_000,
    });
    // A file filled in Russian, or in Uzbek Cyrillic, reads the same: titles and words in any of
    // the three languages, columns in any order.
    const russian = await post([
      ["Этаж", "Подъезд", "Квартира", "Комнат", "Площадь", "Цена за 1 м²", "Тип", "Ремонт"],
      [2, 1, "102", 1, 40, 9_000_000, "Жилое", "С ремонтом"],
    ]);
    expect(russian.json()).toEqual({ created: 1 });
    const cyrillic = await post([
      ["Подъезд", "Қават", "Хонадон", "Хоналар", "Майдон", "1 м² нархи", "Тури", "Таъмир"],
      [2, 2, "202", 1, 40, 9_000_000, "Автотураргоҳ", "Таъмирсиз"],
    ]);
    expect(cyrillic.json()).toEqual({ created: 1 });
    const parked = await ctx.db().select().from(units).where(eq(units.buildingId, b.id));
    expect(parked.find((u) => u.number === "102")).toMatchObject({
      type: "residential",
      finishing: "finished",
    });
    expect(parked.find((u) => u.number === "202")).toMatchObject({
      type: "parking",
      finishing: "unfinished",
    });
    const missingColumn = await post([
      ["Podyezd", "Qavat"],
      [1, 3],
    ]);
    expect(missingColumn.json().details).toEqual(
      expect.arrayContaining([{ row: 1, column: "Xonadon", code: "COLUMN_MISSING" }]),
    );
    const notXlsx = await ctx.app.inject({
      method: "POST",
      url: `/api/bino/${b.id}/import`,
      headers: { ...auth(a.token), "content-type": XLSX },
      payload: Buffer.from("not a spreadsheet"),
    });
    expect(notXlsx.statusCode).toBe(400);
    expect(notXlsx.json().details).toEqual([{ row: 0, column: null, code: "NOT_AN_XLSX_FILE" }]);
    const json = await ctx.app.inject({
      method: "POST",
      url: `/api/bino/${b.id}/import`,
      headers: auth(a.token),
      payload: { rows: [] },
    });
    expect(json.statusCode).toBe(415);
  });

  it("gives a template whose first sheet is the titles alone and whose example sheet imports as it is", async () => {
    const a = await propertyAdmin();
    const template = await ctx.app.inject({ url: "/api/bino/import-template", headers: auth(a.token) });
    expect(template.statusCode).toBe(200);
    const [first, example, ...more] = await readXlsxFile(template.rawPayload);
    expect(more).toEqual([]);
    // The sheet the import reads holds no example: a forgotten one would become a real unit.
    expect(first?.data).toEqual([header]);
    expect(example?.sheet).toBe("Namuna");
    expect(example?.data).toEqual([
      header,
      [1, 2, "5", 2, 54.5, 8_500_000, "Turar joy", "Taʼmirli"],
      [1, 1, "N-1", 0, 120, 12_000_000, "Noturar joy", "Taʼmirsiz"],
    ]);
    const b = await importTarget(a.token, { name: "Namuna", entrances: 1, floors: 2 });
    const imported = await ctx.app.inject({
      method: "POST",
      url: `/api/bino/${b.id}/import`,
      headers: { ...auth(a.token), "content-type": XLSX },
      payload: await xlsx(example?.data ?? []),
    });
    expect(imported.json()).toEqual({ created: 2 });
  });
});

describe("floor plans", () => {
  // The smallest valid PNG: 1×1 transparent pixel.
  const PNG = Buffer.from(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
      "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
    "hex",
  );

  it("uploads a plan image, serves it to users with the key only, and refuses other files", async () => {
    const a = await makeUser(ctx.app, ctx.db(), { pages: ["floor", "obyects"], actions: ["property_edit"] });
    const o = (await newObject(a.token)).json();
    const b = (
      await ctx.app.inject({
        method: "POST",
        url: "/api/bino",
        headers: auth(a.token),
        payload: {
          objectId: o.id,
          name: "P",
          entrances: 1,
          floors: 2,
          unitsPerFloor: 1,
          areaM2: 50,
          pricePerM2: 1000,
        },
      })
    ).json();
    const [u] = await ctx.db().select().from(units).where(eq(units.buildingId, b.id)).limit(1);
    const put = (body: Buffer, type: string, token = a.token) =>
      ctx.app.inject({
        method: "PUT",
        url: `/api/floor/${u!.floorId}/plan`,
        headers: { ...auth(token), "content-type": type },
        payload: body,
      });
    expect(
      (await ctx.app.inject({ url: `/api/floor/${u!.floorId}/plan`, headers: auth(a.token) })).statusCode,
    ).toBe(404);
    expect((await put(Buffer.from("<script>alert(1)</script>"), "image/png")).statusCode).toBe(415);
    expect((await put(PNG, "image/png")).json()).toEqual({ ok: true });
    const got = await ctx.app.inject({ url: `/api/floor/${u!.floorId}/plan`, headers: auth(a.token) });
    expect(got.statusCode).toBe(200);
    expect(got.headers["content-type"]).toBe("image/png");
    expect(got.rawPayload.equals(PNG)).toBe(true);
    expect(
      (await ctx.app.inject({ url: `/api/floor/${u!.floorId}`, headers: auth(a.token) })).json().hasPlan,
    ).toBe(true);
    expect((await ctx.app.inject({ url: `/api/floor/${u!.floorId}/plan` })).statusCode).toBe(401);
    const outsider = await makeUser(ctx.app, ctx.db(), { pages: ["home"], actions: ["property_edit"] });
    expect(
      (await ctx.app.inject({ url: `/api/floor/${u!.floorId}/plan`, headers: auth(outsider.token) }))
        .statusCode,
    ).toBe(403);
    const viewer = await makeUser(ctx.app, ctx.db(), { pages: ["floor"] });
    expect((await put(PNG, "image/png", viewer.token)).statusCode).toBe(403);
    expect((await put(PNG, "text/plain")).statusCode).toBe(415);
    // A RIFF file that is not WebP (a WAV sound) is not an image.
    const wav = Buffer.concat([
      Buffer.from("RIFF"),
      Buffer.alloc(4),
      Buffer.from("WAVEfmt "),
      Buffer.alloc(16),
    ]);
    expect((await put(wav, "image/webp")).statusCode).toBe(415);
  });

  it("answers an unchanged plan with 304 and keeps only the newest file", async () => {
    const a = await makeUser(ctx.app, ctx.db(), { pages: ["floor", "obyects"], actions: ["property_edit"] });
    const o = (await newObject(a.token)).json();
    const b = (
      await ctx.app.inject({
        method: "POST",
        url: "/api/bino",
        headers: auth(a.token),
        payload: {
          objectId: o.id,
          name: "Q",
          entrances: 1,
          floors: 1,
          unitsPerFloor: 1,
          areaM2: 50,
          pricePerM2: 1,
        },
      })
    ).json();
    const [u] = await ctx.db().select().from(units).where(eq(units.buildingId, b.id));
    const url = `/api/floor/${u!.floorId}/plan`;
    const put = (body: Buffer) =>
      ctx.app.inject({
        method: "PUT",
        url,
        headers: { ...auth(a.token), "content-type": "image/png" },
        payload: body,
      });
    expect((await put(PNG)).statusCode).toBe(200);
    const first = await ctx.app.inject({ url, headers: auth(a.token) });
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    const etag = String(first.headers.etag);
    const same = await ctx.app.inject({ url, headers: { ...auth(a.token), "if-none-match": etag } });
    expect(same.statusCode).toBe(304);
    expect(same.rawPayload).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 5));
    const bigger = Buffer.concat([PNG, Buffer.alloc(10)]);
    expect((await put(bigger)).statusCode).toBe(200);
    const after = await ctx.app.inject({ url, headers: { ...auth(a.token), "if-none-match": etag } });
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.equals(bigger)).toBe(true);
    // The replaced file is gone, the new one is there.
    const files = (await ctx.db().select({ key: storedFiles.key }).from(storedFiles)).map((f) => f.key);
    expect(files).not.toContain(etag.replaceAll('"', ""));
    expect(files).toContain(String(after.headers.etag).replaceAll('"', ""));
  });
});
