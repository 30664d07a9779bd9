import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { contracts, floors, storedFiles } from "../src/db/schema";
import { importLegacyFiles } from "../src/lib/legacy-files";
import { LEGACY_SCANS } from "../src/modules/contracts/contract-scan.service";
import { LEGACY_PLANS } from "../src/modules/property/floor-plans.service";
import { makeClient, makeFreeUnits, makeSeller, SALES_RIGHTS } from "./helpers/sales-fixtures";
import { auth, createTestApp, makeUser, type TestUser, useTestApp } from "./helpers/test-app";
import { openSecondPool } from "./helpers/test-db";

const ctx = useTestApp({ resetEach: true });

// The smallest valid PNG (1×1) and a tiny PDF.
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);
const PDF = Buffer.from("%PDF-1.4\n% imzolangan nusxa\n%%EOF\n");

/** A user who uploads and reads plans and scans, a floor, and a signed contract. */
async function setting(): Promise<{ user: TestUser; floorId: number; contractId: number }> {
  const user = await makeUser(ctx.app, ctx.db(), {
    pages: [...SALES_RIGHTS.pages, "floor"],
    actions: [...SALES_RIGHTS.actions, "contract_edit", "property_edit"],
  });
  const [unit] = await makeFreeUnits(ctx.db(), 1);
  const seller = await makeSeller(ctx.db());
  const client = await makeClient(ctx.app, user.token);
  const signed = await ctx.app.inject({
    method: "POST",
    url: "/api/shartnoma",
    headers: auth(user.token),
    payload: { clientId: client.id, unitId: unit!.id, paymentType: "full", sellerOrganisationId: seller.id },
  });
  expect(signed.statusCode, signed.body).toBe(201);
  return { user, floorId: unit!.floorId, contractId: signed.json().id };
}

const upload = (app: FastifyInstance, token: string, url: string, type: string, body: Buffer) =>
  app.inject({ method: "PUT", url, headers: { ...auth(token), "content-type": type }, payload: body });

async function expectFile(app: FastifyInstance, token: string, url: string, type: string, bytes: Buffer) {
  const res = await app.inject({ url, headers: auth(token) });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers["content-type"]).toBe(type);
  expect(res.rawPayload.equals(bytes)).toBe(true);
  return res;
}

const storedKeys = async () =>
  (await ctx.db().select({ key: storedFiles.key }).from(storedFiles)).map((f) => f.key).sort();

describe("uploaded files live in the database", () => {
  it("an upload whose change is refused leaves no file behind", async () => {
    const { user, contractId } = await setting();
    expect(
      (await upload(ctx.app, user.token, "/api/floor/2000000000/plan", "image/png", PNG)).statusCode,
    ).toBe(404);
    await ctx.app.inject({
      method: "POST",
      url: `/api/shartnoma/${contractId}/otkaz`,
      headers: auth(user.token),
      payload: { reason: "Mijoz fikridan qaytdi" },
    });
    const closed = await upload(
      ctx.app,
      user.token,
      `/api/shartnoma/${contractId}/scan`,
      "application/pdf",
      PDF,
    );
    expect(closed.json().code).toBe("CONTRACT_CLOSED");
    expect(await storedKeys()).toEqual([]);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "two API processes on one PostgreSQL serve each other's uploads",
    async () => {
      const second = await openSecondPool(ctx.database as typeof ctx.database & { name: string });
      if (!second) throw new Error("TEST_DATABASE_URL is set: a second pool must open");
      const other = await createTestApp(second.db);
      try {
        const { user, floorId, contractId } = await setting();
        const plan = `/api/floor/${floorId}/plan`;
        const scan = `/api/shartnoma/${contractId}/scan`;
        expect((await upload(ctx.app, user.token, plan, "image/png", PNG)).statusCode).toBe(200);
        expect((await upload(ctx.app, user.token, scan, "application/pdf", PDF)).statusCode).toBe(200);
        const first = await expectFile(other, user.token, plan, "image/png", PNG);
        await expectFile(other, user.token, scan, "application/pdf", PDF);
        // Replaced through the other process: the first sees the new plan, and the old one is gone.
        const bigger = Buffer.concat([PNG, Buffer.alloc(10)]);
        expect((await upload(other, user.token, plan, "image/png", bigger)).statusCode).toBe(200);
        const after = await expectFile(ctx.app, user.token, plan, "image/png", bigger);
        expect(after.headers.etag).not.toBe(first.headers.etag);
        expect(await storedKeys()).toEqual(
          [String(after.headers.etag).replaceAll('"', ""), (await scanKey(contractId)) ?? ""].sort(),
        );
      } finally {
        await other.close();
        await second.close();
      }
    },
  );

  it("files saved on disk before the upgrade are copied into the database once, then served from there", async () => {
    const { user, floorId, contractId } = await setting();
    const [another] = await makeFreeUnits(ctx.db(), 1);
    const planKey = `floor-${floorId}-1700000000000.png`;
    const scanKey = `contract-${contractId}-1700000000000.pdf`;
    const absentKey = `floor-${another!.floorId}-1700000000001.png`;
    await ctx.db().update(floors).set({ planImage: planKey }).where(eq(floors.id, floorId));
    await ctx.db().update(contracts).set({ signedScan: scanKey }).where(eq(contracts.id, contractId));
    await ctx.db().update(floors).set({ planImage: absentKey }).where(eq(floors.id, another!.floorId));
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "makon-legacy-files-"));
    try {
      await fs.mkdir(path.join(dir, "floor-plans"));
      await fs.mkdir(path.join(dir, "contract-scans"));
      await fs.writeFile(path.join(dir, "floor-plans", planKey), PNG);
      await fs.writeFile(path.join(dir, "contract-scans", scanKey), PDF);

      const first = await importLegacyFiles(ctx.db(), dir, [LEGACY_PLANS, LEGACY_SCANS]);
      expect(first.imported.sort()).toEqual([planKey, scanKey].sort());
      expect(first.missing).toEqual([absentKey]);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
    // The folder is gone: what is served comes from the database, with the same name as its ETag.
    const plan = await expectFile(ctx.app, user.token, `/api/floor/${floorId}/plan`, "image/png", PNG);
    expect(plan.headers.etag).toBe(`"${planKey}"`);
    await expectFile(ctx.app, user.token, `/api/shartnoma/${contractId}/scan`, "application/pdf", PDF);
    const again = await importLegacyFiles(ctx.db(), dir, [LEGACY_PLANS, LEGACY_SCANS]);
    expect(again).toEqual({ imported: [], missing: [absentKey] });
  });

  it("a name in a row that is not one the app gave is never read from disk", async () => {
    const { floorId } = await setting();
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "makon-legacy-files-"));
    try {
      await fs.mkdir(path.join(dir, "floor-plans"));
      await fs.writeFile(path.join(dir, "secret.png"), PNG);
      await ctx.db().update(floors).set({ planImage: "../secret.png" }).where(eq(floors.id, floorId));
      expect(await importLegacyFiles(ctx.db(), dir, [LEGACY_PLANS])).toEqual({
        imported: [],
        missing: ["../secret.png"],
      });
      expect(await storedKeys()).toEqual([]);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

async function scanKey(contractId: number) {
  const [c] = await ctx
    .db()
    .select({ key: contracts.signedScan })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  return c?.key;
}
