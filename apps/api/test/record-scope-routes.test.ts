import { tashkentToday } from "@makon/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { RouteRecord } from "../src/app";
import { bankApplications, banks, notifications, smsMessages } from "../src/db/schema";
import { checkedId, NOT_RECORD_FIELDS } from "../src/plugins/record-scope";
import { makeAdmin } from "./helpers/admin";
import { insertCase } from "./helpers/collections-fixtures";
import { fingerprint } from "./helpers/fuzz-seed";
import type { JsonSchema } from "./helpers/fuzz-values";
import { insertAct, insertAppointment } from "./helpers/handover-read-fixtures";
import { makeClient, makeFreeUnits, makeSeller, SALES_RIGHTS } from "./helpers/sales-fixtures";
import { auth, makeUser, type TestUser, useTestApp } from "./helpers/test-app";

/**
 * Decision 38: an own-scope collector who saw no SMS in the outbox once sent any of them again
 * by id.
 * This walks every route: each id it takes (path parameter, body or query field) is either
 * checked against the record scope — and proven here by a request, from a user holding the
 * route's keys with an "own" scope, on someone else's record: 403 OUT_OF_SCOPE, nothing changed —
 * or declared as naming no client's or contract's record, with the reason.
 */
const ctx = useTestApp();

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** An id's name: `id`, `ids`, or anything ending in Id or Ids. */
const ID_NAME = /^ids?$|Ids?$/;

function fieldNames(s: JsonSchema | undefined): string[] {
  if (!s) return [];
  const nested = [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])].flatMap(fieldNames);
  const own = Object.entries(s.properties ?? {}).flatMap(([k, v]) => [k, ...fieldNames(v.items ?? v)]);
  return [...nested, ...own];
}

interface Walked {
  route: RouteRecord;
  key: string;
  params: string[];
  fields: string[];
}

let doc: OpenApi;
function walked(): Walked[] {
  return ctx.app.routeCatalogue
    .filter((r) => r.method !== "HEAD" && r.url.startsWith("/api/") && !r.url.startsWith("/api/docs"))
    .filter((r) => !r.url.includes("*"))
    .map((route) => {
      const op = doc.paths[route.url.replace(/:(\w+)/g, "{$1}")]?.[route.method.toLowerCase()];
      const query = (op?.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
      const body = fieldNames(op?.requestBody?.content?.["application/json"]?.schema);
      return {
        route,
        key: `${route.method} ${route.url}`,
        params: [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string),
        fields: [...new Set([...query, ...body])].filter((f) => ID_NAME.test(f)),
      };
    });
}

beforeAll(async () => {
  doc = (await ctx.app.inject({ url: "/api/docs/json" })).json() as OpenApi;
});

describe("every id a route takes is checked against the record scope or declared", () => {
  it("no route takes an id that is neither checked nor declared with a reason", () => {
    const undeclared: string[] = [];
    const stale: string[] = [];
    for (const w of walked()) {
      const config = w.route.recordScope;
      const checked = config ? checkedId(config) : null;
      const unscoped = config && "unscoped" in config ? (config.unscoped ?? {}) : {};
      for (const p of w.params)
        if (checked?.name !== p && !unscoped[p]?.trim()) undeclared.push(`${w.key} :${p}`);
      for (const f of w.fields)
        if (checked?.name !== f && !unscoped[f]?.trim() && !NOT_RECORD_FIELDS[f])
          undeclared.push(`${w.key} ${f}`);
      // A declaration names what the route takes, and is not also its checked id.
      for (const name of Object.keys(unscoped))
        if ((!w.params.includes(name) && !w.fields.includes(name)) || checked?.name === name)
          stale.push(`${w.key} ${name}`);
      if (checked?.in === "body" && !w.fields.includes(checked.name)) stale.push(`${w.key} ${checked.name}`);
    }
    expect(undeclared).toEqual([]);
    expect(stale).toEqual([]);
  });

  it("every checked id refuses an own-scope user with the route's keys someone else's record, changing nothing", async () => {
    const db = ctx.db();
    const admin = await makeAdmin(ctx.app, db);
    const seller = await makeSeller(db);
    const [sold, booked] = await makeFreeUnits(db, 2);
    const client = await makeClient(ctx.app, admin.token);
    const made = await ctx.app.inject({
      method: "POST",
      url: "/api/shartnoma",
      headers: auth(admin.token),
      payload: {
        clientId: client.id,
        unitId: sold!.id,
        paymentType: "installment",
        downPayment: 100_000_000,
        months: 12,
        sellerOrganisationId: seller.id,
        date: tashkentToday(),
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const contractId = made.json().id as number;
    const bron = await ctx.app.inject({
      method: "POST",
      url: `/api/uy/${booked!.id}/bron`,
      headers: auth(admin.token),
      payload: { clientId: client.id },
    });
    expect(bron.statusCode, bron.body).toBe(201);
    const [bank] = await db.select({ id: banks.id }).from(banks).limit(1);
    const [application] = await db
      .insert(bankApplications)
      .values({ contractId, level: "lower", bankId: bank!.id, amountRequested: 300_000_000 })
      .returning({ id: bankApplications.id });
    const [sms] = await db
      .insert(smsMessages)
      .values({
        clientId: client.id,
        contractId,
        kind: "manual",
        phone: "901234567",
        text: "x",
        status: "failed",
      })
      .returning({ id: smsMessages.id });
    const records: Record<string, number> = {
      client: client.id,
      contract: contractId,
      sms: sms!.id,
      bankApplication: application!.id,
      debtCase: await insertCase(db, { contractId, openedById: admin.id }),
      handoverAct: (await insertAct(db, contractId, admin.id, { actDate: tashkentToday() })).id,
      appointment: await insertAppointment(db, contractId, admin.id, {
        scheduledAt: new Date(Date.now() + 86_400_000),
      }),
      unitBooking: booked!.id,
    };

    const users = new Map<string, TestUser>();
    const proven: string[] = [];
    for (const w of walked()) {
      const config = w.route.recordScope;
      const checked = config ? checkedId(config) : null;
      if (!config || !checked) continue;
      const access = w.route.access as { pages?: string[]; actions?: string[]; allActions?: string[] };
      const keys = JSON.stringify(access);
      let user = users.get(keys);
      if (!user) {
        user = await makeUser(ctx.app, db, {
          pages: access.pages ?? [],
          actions: [...(access.actions ?? []), ...(access.allActions ?? [])],
          clientScope: "own",
          contractScope: "own",
        });
        users.set(keys, user);
      }
      const kind = "record" in config ? config.record : "client" in config ? "client" : "contract";
      const id = records[kind];
      expect(id, `${w.key}: no record of kind ${kind}`).toBeDefined();
      const url = w.route.url.replace(/:(\w+)/g, (_m, p: string) =>
        p === checked.name ? String(id) : p === "kind" ? "passport" : "1",
      );
      const payload =
        checked.in === "body" ? { [checked.name]: id } : w.route.method === "GET" ? undefined : {};
      const before = await fingerprint(db);
      const res = await ctx.app.inject({
        method: w.route.method as "GET",
        url,
        headers: auth(user.token),
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${w.key}: ${res.body}`).toBe(403);
      expect(res.json().code, w.key).toBe("OUT_OF_SCOPE");
      expect(await fingerprint(db), w.key).toBe(before);
      proven.push(w.key);
    }
    // The kinds of record checked so far, each proven on at least one route.
    expect(proven.length).toBeGreaterThan(60);
  });
});

describe("the issue's case and the ids bound otherwise", () => {
  it("an own-scope collector who sees no SMS cannot send one again", async () => {
    const db = ctx.db();
    const admin = await makeAdmin(ctx.app, db);
    const client = await makeClient(ctx.app, admin.token);
    const [sms] = await db
      .insert(smsMessages)
      .values({ clientId: client.id, kind: "manual", phone: "901234568", text: "x", status: "failed" })
      .returning({ id: smsMessages.id });
    const collector = await makeUser(ctx.app, db, {
      pages: ["undiruv", "undiruv-detail"],
      actions: ["debt_work"],
      clientScope: "own",
      contractScope: "own",
    });
    const list = await ctx.app.inject({ url: "/api/sms?size=100", headers: auth(collector.token) });
    expect(list.json().items.map((m: { id: number }) => m.id)).not.toContain(sms!.id);
    const retry = await ctx.app.inject({
      method: "POST",
      url: `/api/sms/${sms!.id}/retry`,
      headers: auth(collector.token),
    });
    expect(retry.statusCode).toBe(403);
    expect(retry.json().code).toBe("OUT_OF_SCOPE");
    const [row] = await db.select().from(smsMessages).where(eq(smsMessages.id, sms!.id));
    expect(row?.status).toBe("failed");
    // Whoever sees it may still send it again.
    const own = await ctx.app.inject({
      method: "POST",
      url: `/api/sms/${sms!.id}/retry`,
      headers: auth(admin.token),
    });
    expect(own.statusCode, own.body).toBe(204);
  });

  it("a payment is found within the checked contract: another contract's is not found and stays", async () => {
    const db = ctx.db();
    const seller = await makeSeller(db);
    const [u1, u2] = await makeFreeUnits(db, 2);
    const admin = await makeAdmin(ctx.app, db);
    const mine = await makeUser(ctx.app, db, { ...SALES_RIGHTS, clientScope: "own", contractScope: "own" });
    async function paidDeal(token: string, unitId: number) {
      const client = await makeClient(ctx.app, token);
      const k = await ctx.app.inject({
        method: "POST",
        url: "/api/shartnoma",
        headers: auth(token),
        payload: {
          clientId: client.id,
          unitId,
          paymentType: "installment",
          downPayment: 100_000_000,
          months: 12,
          sellerOrganisationId: seller.id,
          date: tashkentToday(),
        },
      });
      expect(k.statusCode, k.body).toBe(201);
      const paid = await ctx.app.inject({
        method: "POST",
        url: `/api/shartnoma/${k.json().id}/payments`,
        headers: auth(token),
        payload: { amount: 1_000_000, method: "cash", paidAt: tashkentToday() },
      });
      expect(paid.statusCode, paid.body).toBe(201);
      return { contractId: k.json().id as number, paymentId: paid.json().id as number };
    }
    const own = await paidDeal(mine.token, u1!.id);
    const theirs = await paidDeal(admin.token, u2!.id);
    const before = await fingerprint(db);
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/shartnoma/${own.contractId}/payments/${theirs.paymentId}/cancel`,
      headers: auth(mine.token),
      payload: { reason: "Begona toʻlov" },
    });
    expect(res.statusCode, res.body).toBe(404);
    expect(await fingerprint(db)).toBe(before);
  });

  it("a notification is its owner's: another user's id is not found and stays unread", async () => {
    const db = ctx.db();
    const a = await makeUser(ctx.app, db, { pages: ["home"] });
    const b = await makeUser(ctx.app, db, { pages: ["home"] });
    const [n] = await db
      .insert(notifications)
      .values({ userId: a.id, kind: "debt_assigned", params: {} })
      .returning({ id: notifications.id });
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/notifications/${n!.id}/read`,
      headers: auth(b.token),
    });
    expect(res.statusCode).toBe(404);
    const [row] = await db.select().from(notifications).where(eq(notifications.id, n!.id));
    expect(row?.readAt ?? null).toBeNull();
  });
});
