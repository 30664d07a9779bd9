import { randomUUID } from "node:crypto";
import { tashkentToday } from "@makon/shared";
import { eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { buildings, type units } from "../../src/db/schema";
import type { Db } from "../../src/db/types";
import { makeClient, makeFreeUnits, makeSeller, SALES_RIGHTS } from "./sales-fixtures";
import { auth, type TestUser } from "./test-app";

/** A seller with the rights to sign, take payments and conclude (SALES_RIGHTS + contract_edit). */
export const SELLER_RIGHTS = {
  pages: SALES_RIGHTS.pages,
  actions: [...SALES_RIGHTS.actions, "contract_edit"],
};

/**
 * `count` free units of a new building finished on `completionDate` ("completed" build status), or
 * of a building still going up when `completed` is false.
 */
export async function makeHandoverUnits(
  db: Db,
  count: number,
  opts: { completed?: boolean; completionDate?: string } = {},
): Promise<(typeof units.$inferSelect)[]> {
  const made = await makeFreeUnits(db, count);
  const buildingIds = [...new Set(made.map((u) => u.buildingId))];
  await db
    .update(buildings)
    .set({
      buildStatus: opts.completed === false ? "finishing" : "completed",
      completionDate: opts.completionDate ?? "2026-03-31",
    })
    .where(inArray(buildings.id, buildingIds));
  return made;
}

export interface ConcludedDeal {
  id: number;
  number: string;
  total: number;
  paid: number;
  clientId: number;
  unitId: number;
  organisationId: number;
}

/**
 * A concluded contract on `unit` for a new client, made through the API by `seller` (SELLER_RIGHTS):
 * "full" — a full-payment deal paid in full; "partial" — an installment deal with 30% down over 12
 * months, only the down payment in (so not paid in full).
 */
export async function concludedDeal(
  app: FastifyInstance,
  db: Db,
  seller: TestUser,
  unit: { id: number },
  paid: "full" | "partial",
  organisationId?: number,
): Promise<ConcludedDeal> {
  const org = organisationId ?? (await makeSeller(db)).id;
  const client = await makeClient(app, seller.token);
  const today = tashkentToday();
  const made = await app.inject({
    method: "POST",
    url: "/api/shartnoma",
    headers: auth(seller.token),
    payload:
      paid === "full"
        ? {
            clientId: client.id,
            unitId: unit.id,
            paymentType: "full",
            sellerOrganisationId: org,
            date: today,
          }
        : {
            clientId: client.id,
            unitId: unit.id,
            paymentType: "installment",
            downPayment: 150_000_000,
            months: 12,
            sellerOrganisationId: org,
            date: today,
          },
  });
  expect(made.statusCode, made.body).toBe(201);
  const contract = made.json() as { id: number; number: string; total: number; downPayment: number };
  const amount = paid === "full" ? contract.total : contract.downPayment;
  const pay = await app.inject({
    method: "POST",
    url: `/api/shartnoma/${contract.id}/payments`,
    headers: { ...auth(seller.token), "idempotency-key": randomUUID() },
    payload: { amount, method: "bank_transfer", paidAt: today },
  });
  expect(pay.statusCode, pay.body).toBe(201);
  const concluded = await app.inject({
    method: "POST",
    url: `/api/shartnoma/${contract.id}/conclude`,
    headers: auth(seller.token),
  });
  expect(concluded.statusCode, concluded.body).toBe(200);
  return {
    id: contract.id,
    number: contract.number,
    total: contract.total,
    paid: amount,
    clientId: client.id,
    unitId: unit.id,
    organisationId: org,
  };
}

/** The building of a unit marked completed (or not) afterwards. */
export async function setBuildStatus(db: Db, buildingId: number, buildStatus: "completed" | "finishing") {
  await db.update(buildings).set({ buildStatus }).where(eq(buildings.id, buildingId));
}
