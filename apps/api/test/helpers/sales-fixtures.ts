import { createBuildingBodySchema } from "@makon/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { units } from "../../src/db/schema";
import type { Db } from "../../src/db/types";
import { createBank } from "../../src/modules/banks/banks.admin.service";
import { addAccount, createOrganisation } from "../../src/modules/organisations/organisations.admin.service";
import { createBuilding } from "../../src/modules/property/buildings.service";
import { createObject } from "../../src/modules/property/objects.service";
import { auth, nextPhone } from "./test-app";

/** A sales manager's rights for the sales tests. */
export const SALES_RIGHTS = {
  pages: ["sotuv", "sotuv_xonadon", "contract", "shartnoma_jarayon", "reciption"],
  actions: [
    "unit_book",
    "unit_release",
    "client_create",
    "client_edit",
    "contract_create",
    "contract_refuse",
    "payment_create",
    "payment_cancel",
    "refund_create",
  ],
};

let serial = 300_000_000;

/** A seller organisation (our own company) with a primary bank account. */
export async function makeSeller(db: Db): Promise<{ id: number; accountId: number }> {
  serial++;
  const bank = await createBank(
    db,
    { name: `Bank ${serial}`, mfo: String(10_000 + (serial % 80_000)) },
    null as never,
  );
  const org = await createOrganisation(
    db,
    { name: "Makon Qurilish MChJ", kind: "own", stir: String(serial) },
    null as never,
  );
  const withAccount = await addAccount(
    db,
    org.id,
    {
      bankId: bank.id,
      accountNumber: `2020800000${String(serial).padStart(10, "0")}`,
      mfo: bank.mfo,
      primary: true,
    },
    null as never,
  );
  return { id: org.id, accountId: withAccount.accounts[0]?.id as number };
}

/** `count` free units of a new building (58.3 m² at 8,600,000 soʻm: 501,380,000 each). */
export async function makeFreeUnits(db: Db, count: number) {
  const o = await createObject(db, { name: `Savdo obyekti ${nextPhone()}`, address: "Toshkent sh." }, null);
  const b = await createBuilding(
    db,
    createBuildingBodySchema.parse({
      objectId: o.id,
      name: "1-blok",
      entrances: 1,
      floors: Math.ceil(count / 10),
      unitsPerFloor: 10,
      areaM2: 58.3,
      pricePerM2: 8_600_000,
    }),
    null,
  );
  const rows = await db.select().from(units).where(eq(units.buildingId, b.id));
  return rows.slice(0, count);
}

/** A new client registered through the API. */
export async function makeClient(app: FastifyInstance, token: string): Promise<{ id: number }> {
  const res = await app.inject({
    method: "POST",
    url: "/api/client",
    headers: auth(token),
    payload: { fullName: "Xaridor Mijoz", phone: nextPhone(), source: "reception" },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
}

/**
 * A full-payment contract on a new free unit for a new client, made through the API by `seller`
 * (a user with SALES_RIGHTS) for a new seller organisation.
 */
export async function makeFullContract(
  app: FastifyInstance,
  db: Db,
  sellerToken: string,
): Promise<{
  id: number;
  number: string;
  total: number;
  clientId: number;
  unit: typeof units.$inferSelect;
  organisationId: number;
}> {
  const org = await makeSeller(db);
  const [unit] = await makeFreeUnits(db, 1);
  if (!unit) throw new Error("no unit made");
  const client = await makeClient(app, sellerToken);
  const res = await app.inject({
    method: "POST",
    url: "/api/shartnoma",
    headers: auth(sellerToken),
    payload: {
      clientId: client.id,
      unitId: unit.id,
      paymentType: "full",
      sellerOrganisationId: org.id,
      date: "2026-11-22",
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const contract = res.json() as { id: number; number: string; total: number };
  return { ...contract, clientId: client.id, unit, organisationId: org.id };
}
