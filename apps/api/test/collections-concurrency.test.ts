import { tashkentToday } from "@makon/shared";
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/client";
import {
  auditLog,
  debtActions,
  debtCases,
  debtLetters,
  debtPromises,
  notifications,
  penaltyWaivers,
} from "../src/db/schema";
import { collectionsJob } from "../src/modules/collections/collections-job";
import { setPenaltyTerms, shiftDay, signDebtor } from "./helpers/collections-fixtures";
import { makeFreeUnits, makeSeller, SALES_RIGHTS } from "./helpers/sales-fixtures";
import { auth, makeUser, type TestUser, useTestApp } from "./helpers/test-app";
import { openSecondPool } from "./helpers/test-db";

// Collections under parallel load, on real PostgreSQL (several connections, as several API
// processes have): one open case per contract, promises broken once whatever number of jobs run,
// letters numbered without gaps or repeats, actions on one case one after another.
describe.runIf(process.env.TEST_DATABASE_URL)("collections at once (PostgreSQL only)", () => {
  const ctx = useTestApp();
  const PAGES = ["undiruv", "undiruv-create", "undiruv-detail", "undiruv-actions"];
  const today = tashkentToday();
  let seller: TestUser;
  let collectors: TestUser[] = [];
  let boss: TestUser;
  let org = 0;
  let free: { id: number }[] = [];
  let second: Database | null = null;

  beforeAll(async () => {
    const db = ctx.db();
    seller = await makeUser(ctx.app, db, SALES_RIGHTS);
    collectors = await Promise.all(
      Array.from({ length: 10 }, () => makeUser(ctx.app, db, { pages: PAGES, actions: ["debt_work"] })),
    );
    boss = await makeUser(ctx.app, db, { pages: PAGES, actions: ["debt_escalate", "debt_penalty_waive"] });
    org = (await makeSeller(db)).id;
    await setPenaltyTerms(db, org, { rate: 0.1, cap: 50 });
    free = await makeFreeUnits(db, 12);
    second = await openSecondPool(ctx.database as typeof ctx.database & { name: string });
  });
  afterAll(async () => {
    await second?.close();
  });

  const debtor = async () => {
    const unit = free.shift();
    if (!unit) throw new Error("out of units");
    return signDebtor(ctx.app, seller, unit.id, org, { daysAgo: 45, months: 4 });
  };
  const post = (u: TestUser, url: string, payload: object) =>
    ctx.app.inject({ method: "POST", url, headers: auth(u.token), payload });
  const openCase = async (contractId: number) => {
    const res = await post(collectors[0] as TestUser, "/api/undiruv", {
      contractId,
      assigneeId: collectors[0]?.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  };

  it("ten collectors opening a case for one contract at once: one 201, nine 409 DEBT_CASE_OPEN", async () => {
    const k = await debtor();
    const answers = await Promise.all(collectors.map((c) => post(c, "/api/undiruv", { contractId: k.id })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().code).toBe("DEBT_CASE_OPEN");
    const cases = await ctx.db().select().from(debtCases).where(eq(debtCases.contractId, k.id));
    expect(cases).toHaveLength(1);
    expect(
      await ctx
        .db()
        .select()
        .from(debtActions)
        .where(eq(debtActions.caseId, cases[0]?.id as number)),
    ).toHaveLength(1);
  });

  it("two job runs at once (two pools) break each promise once and tell the collector once", async () => {
    if (!second) throw new Error("no second pool");
    const promisedDate = shiftDay(today, 2);
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      const id = await openCase((await debtor()).id);
      const res = await post(collectors[0] as TestUser, `/api/undiruv/${id}/actions`, {
        type: "promise",
        promisedDate,
        promisedAmount: 10_000_000,
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(id);
    }
    const dayAfter = shiftDay(promisedDate, 1);
    const runs = await Promise.all([
      collectionsJob(ctx.db(), dayAfter),
      collectionsJob(second.db, dayAfter),
      collectionsJob(ctx.db(), dayAfter),
      collectionsJob(second.db, dayAfter),
    ]);
    expect(runs.reduce((s, r) => s + r.broken, 0)).toBe(4);
    const promises = await ctx.db().select().from(debtPromises).where(inArray(debtPromises.caseId, ids));
    expect(promises.map((p) => p.status)).toEqual(["broken", "broken", "broken", "broken"]);
    const broken = await ctx
      .db()
      .select()
      .from(debtActions)
      .where(inArray(debtActions.caseId, ids))
      .orderBy(asc(debtActions.caseId));
    expect(broken.filter((a) => a.type === "promise_broken").map((a) => a.caseId)).toEqual(ids);
    const told = await ctx
      .db()
      .select()
      .from(notifications)
      .where(eq(notifications.kind, "debt_promise_broken"));
    expect(told.map((n) => n.params.caseId).sort()).toEqual([...ids].sort());
    for (const id of ids)
      expect((await ctx.db().select().from(debtCases).where(eq(debtCases.id, id)))[0]?.status).toBe(
        "promise_broken",
      );
  });

  it("ten letters at once get ten distinct consecutive numbers", async () => {
    const a = await openCase((await debtor()).id);
    const b = await openCase((await debtor()).id);
    const before = (await ctx.db().select().from(debtLetters).where(eq(debtLetters.kind, "demand"))).length;
    const answers = await Promise.all(
      collectors.map((c, i) => post(c, `/api/undiruv/${i % 2 ? a : b}/actions`, { type: "demand_letter" })),
    );
    expect(answers.map((x) => x.statusCode)).toEqual(Array(10).fill(201));
    const year = today.slice(0, 4);
    const numbers = (await ctx.db().select().from(debtLetters).where(eq(debtLetters.kind, "demand")))
      .map((l) => l.number)
      .sort();
    expect(numbers).toEqual(
      Array.from({ length: before + 10 }, (_, i) => `TN-${year}-${String(i + 1).padStart(4, "0")}`),
    );
  });

  it("actions on one case wait for each other: ten promises at once leave one open, nine replaced", async () => {
    const id = await openCase((await debtor()).id);
    const answers = await Promise.all(
      collectors.map((c, i) =>
        post(c, `/api/undiruv/${id}/actions`, {
          type: "promise",
          promisedDate: shiftDay(today, 1 + i),
          promisedAmount: 1_000_000 * (i + 1),
        }),
      ),
    );
    expect(answers.map((x) => x.statusCode)).toEqual(Array(10).fill(201));
    const statuses = (await ctx.db().select().from(debtPromises).where(eq(debtPromises.caseId, id))).map(
      (p) => p.status,
    );
    expect(statuses.sort()).toEqual(["open", ...Array(9).fill("replaced")]);
  });

  it("five heads giving one case to the same collector at once: one 200, four 409 ALREADY_ASSIGNED", async () => {
    const id = await openCase((await debtor()).id);
    const heads = [
      boss,
      ...(await Promise.all(
        Array.from({ length: 4 }, () =>
          makeUser(ctx.app, ctx.db(), { pages: PAGES, actions: ["debt_escalate"] }),
        ),
      )),
    ];
    const to = collectors[1] as TestUser;
    const answers = await Promise.all(
      heads.map((h) => post(h, `/api/undiruv/${id}/assign`, { assigneeId: to.id })),
    );
    expect(answers.map((x) => x.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().code).toBe("ALREADY_ASSIGNED");
    const assigned = await ctx
      .db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, "debt_case"),
          eq(auditLog.entityId, String(id)),
          eq(auditLog.action, "assign"),
        ),
      );
    expect(assigned).toHaveLength(1);
  });

  it("five waivers at once write the penalty off once", async () => {
    const id = await openCase((await debtor()).id);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(boss, `/api/undiruv/${id}/penalty-waiver`, { reason: "Direktor qarori" }),
      ),
    );
    expect(answers.map((x) => x.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await ctx.db().select().from(penaltyWaivers).where(eq(penaltyWaivers.caseId, id))).toHaveLength(1);
  });
});
