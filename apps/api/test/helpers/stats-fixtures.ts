import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { Db } from "../../src/db/types";
import { makeClient, makeFreeUnits, makeSeller, SALES_RIGHTS } from "./sales-fixtures";
import { auth, nextPhone } from "./test-app";

/** Someone who sells, concludes, refuses, pays back, assigns clients, reads the flow chart and exports. */
export const STATS_RIGHTS = {
  pages: [...SALES_RIGHTS.pages, "flow_chart"],
  actions: [...SALES_RIGHTS.actions, "contract_edit", "client_assign", "export_excel"],
};

/** 58.3 m² at 8,600,000 soʻm (sales-fixtures' units). */
export const UNIT_TOTAL = 501_380_000;
export const UNIT_AREA = 58.3;

let keys = 0;
/** A fresh Idempotency-Key. */
export const idemKey = () => `stats-${process.pid}-${Date.now()}-${++keys}`;

/**
 * An installment contract through the API: 101,380,000 down (due on `date`), then `months` rows of
 * 400,000,000 / months, monthly. `clientId`: an existing client, else a new one.
 */
export async function makeDeal(
  app: FastifyInstance,
  db: Db,
  token: string,
  opts: { date: string; months?: number; clientId?: number },
): Promise<{
  id: number;
  number: string;
  total: number;
  downPayment: number;
  unitId: number;
  clientId: number;
}> {
  const org = await makeSeller(db);
  const [unit] = await makeFreeUnits(db, 1);
  const clientId = opts.clientId ?? (await makeClient(app, token)).id;
  const res = await app.inject({
    method: "POST",
    url: "/api/shartnoma",
    headers: auth(token),
    payload: {
      clientId,
      unitId: unit?.id,
      paymentType: "installment",
      downPayment: 101_380_000,
      months: opts.months ?? 4,
      sellerOrganisationId: org.id,
      date: opts.date,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** POST /api/shartnoma/:id/<what>, expecting `status`. */
export async function act(
  app: FastifyInstance,
  token: string,
  id: number,
  what: string,
  payload?: object,
  opts: { status?: number; key?: string } = {},
): Promise<LightMyRequestResponse> {
  const res = await app.inject({
    method: "POST",
    url: `/api/shartnoma/${id}/${what}`,
    headers: { ...auth(token), ...(opts.key ? { "idempotency-key": opts.key } : {}) },
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, `${what}: ${res.body}`).toBe(
    opts.status ?? (what === "payments" || what === "refunds" ? 201 : 200),
  );
  return res;
}

/** A payment (or refund) with its own Idempotency-Key; returns its id. */
export async function money(
  app: FastifyInstance,
  token: string,
  id: number,
  kind: "payments" | "refunds",
  amount: number,
  paidAt: string,
  method = "cash",
): Promise<number> {
  const res = await act(app, token, id, kind, { amount, method, paidAt }, { key: idemKey() });
  return (res.json() as { id: number }).id;
}

/** A client registered today through the API, managed by `managerId` (or nobody). */
export async function makeManagedClient(
  app: FastifyInstance,
  token: string,
  managerId: number | null,
): Promise<number> {
  const res = await app.inject({
    method: "POST",
    url: "/api/client",
    headers: auth(token),
    payload: { fullName: "Voronka Mijoz", phone: nextPhone(), source: "call_center", managerId },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

/** GET a stats path with a query, as JSON (expecting 200). */
export async function stats<T = Record<string, unknown>>(
  app: FastifyInstance,
  token: string,
  path: string,
  query: Record<string, string | number | undefined> = {},
): Promise<T> {
  const res = await statsRaw(app, token, path, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

export function statsRaw(
  app: FastifyInstance,
  token: string,
  path: string,
  query: Record<string, string | number | undefined> = {},
  headers: Record<string, string> = {},
) {
  const qs = new URLSearchParams(
    Object.entries(query).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]])),
  ).toString();
  return app.inject({
    url: `/api/stats/${path}${qs ? `?${qs}` : ""}`,
    headers: { ...auth(token), ...headers },
  });
}
