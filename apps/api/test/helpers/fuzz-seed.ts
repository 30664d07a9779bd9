import { asc, count, eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import {
  auditLog,
  banks,
  buildings,
  clients,
  contracts,
  floors,
  objects,
  organisationBankAccounts,
  organisations,
  payments,
  sections,
  sessions,
  tableVersions,
  units as unitsTable,
} from "../../src/db/schema";
import type { Db } from "../../src/db/types";
import { makeClient, makeFreeUnits, makeSeller } from "./sales-fixtures";
import { auth, makeUser, nextPhone, type TestUser } from "./test-app";

/**
 * Real ids to put in requests: by path (/api/shartnoma/:id → the contracts) and parameter
 * (:paymentId), and by body or query field (clientId → the clients).
 */
export interface IdPools {
  paths: Record<string, number[]>;
  fields: Record<string, number[]>;
}

async function post(app: FastifyInstance, token: string, url: string, payload: object) {
  const res = await app.inject({ method: "POST", url, headers: auth(token), payload });
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return res.json() as { id: number };
}

/**
 * A little of everything the routes act on: a section, an object with a building, a seller and a
 * buyer organisation with a bank, clients, an installment contract with a payment, a mortgage deal
 * and a booking. The administrator is left out of the employees: the walk must not sign itself out.
 */
export async function seedForFuzz(app: FastifyInstance, db: Db, admin: TestUser): Promise<IdPools> {
  const other = await makeUser(app, db, { pages: ["home"] });
  await post(app, admin.token, "/api/bolim", { path: "home", name: "Bosh sahifa", icon: "home" });
  const seller = await makeSeller(db);
  await post(app, admin.token, "/api/tashkilot", { name: "Xaridor MChJ", kind: "buyer", stir: "512345678" });
  const units = await makeFreeUnits(db, 30);
  const [c1, c2, c3] = [
    await makeClient(app, admin.token),
    await makeClient(app, admin.token),
    await makeClient(app, admin.token),
  ];
  const contract = await post(app, admin.token, "/api/shartnoma", {
    clientId: c1.id,
    unitId: units[0]?.id,
    paymentType: "installment",
    downPayment: 101_380_000,
    months: 4,
    sellerOrganisationId: seller.id,
    date: "2026-11-22",
  });
  await post(app, admin.token, `/api/shartnoma/${contract.id}/payments`, {
    amount: 50_000_000,
    method: "cash",
    paidAt: "2026-11-22",
  });
  await post(app, admin.token, "/api/shartnoma", {
    clientId: c2.id,
    unitId: units[1]?.id,
    paymentType: "mortgage",
    downPayment: 100_000_000,
    sellerOrganisationId: seller.id,
  });
  await post(app, admin.token, `/api/uy/${units[2]?.id}/bron`, { clientId: c3.id });
  await post(app, admin.token, "/api/client", {
    fullName: "Ikkinchi Mijoz",
    phone: nextPhone(),
    source: "other",
  });

  const ids = async (table: PgTable & { id: PgColumn }, where?: SQL) =>
    (await db.select({ id: table.id }).from(table).where(where).orderBy(asc(table.id))).map((r) =>
      Number(r.id),
    );
  const [clientIds, unitIds, orgIds, accountIds, bankIds, objectIds, sectionIds, contractIds] =
    await Promise.all([
      ids(clients),
      ids(unitsTable),
      ids(organisations),
      ids(organisationBankAccounts),
      ids(banks),
      ids(objects),
      ids(sections),
      ids(contracts),
    ]);
  const staff = [admin.id, other.id];
  return {
    paths: {
      "/api/user/:id": [other.id],
      ":sessionId": await ids(sessions, eq(sessions.userId, other.id)),
      "/api/bolim/:id": sectionIds,
      "/api/obyekt/:id": objectIds,
      "/api/bino/:id": await ids(buildings),
      "/api/floor/:id": await ids(floors),
      "/api/uy/:id": unitIds,
      "/api/client/:id": clientIds,
      "/api/shartnoma/:id": contractIds,
      ":paymentId": await ids(payments),
      "/api/bank/:id": bankIds,
      "/api/tashkilot/:id": orgIds,
      ":accountId": accountIds,
    },
    fields: {
      clientId: clientIds,
      unitId: unitIds,
      contractId: contractIds,
      sellerOrganisationId: orgIds,
      buyerOrganisationId: orgIds,
      sellerAccountId: accountIds,
      bankId: bankIds,
      parentId: bankIds,
      objectId: objectIds,
      interestObjectId: objectIds,
      buildingId: await ids(buildings),
      sectionId: sectionIds,
      managerId: staff,
      userId: staff,
    },
  };
}

/** The real ids for one path parameter of a route. */
export function poolFor(pools: IdPools, url: string, param: string): number[] {
  const { paths } = pools;
  if (param !== "id") return paths[`:${param}`] ?? [];
  const key = Object.keys(paths).find((k) => k.startsWith("/") && url.startsWith(k.slice(0, -3)));
  return key ? (paths[key] ?? []) : [];
}

/**
 * What a refused request must leave as it was: every business table's change counter (advanced by
 * triggers on each committed write, see migration 0001) and the number of audit rows.
 */
export async function fingerprint(db: Db): Promise<string> {
  const versions = await db.select().from(tableVersions).orderBy(asc(tableVersions.tableName));
  const [audit] = await db.select({ n: count() }).from(auditLog);
  return `${versions.map((v) => `${v.tableName}:${v.version}`).join(",")};audit:${audit?.n}`;
}
