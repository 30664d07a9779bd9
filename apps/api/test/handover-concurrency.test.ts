import { tashkentToday } from "@makon/shared";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { handoverDefects, handoverPermits, handovers } from "../src/db/schema";
import { BOSS_RIGHTS, postAct, WORKER_RIGHTS } from "./helpers/handover-acts";
import { concludedDeal, makeHandoverUnits, SELLER_RIGHTS } from "./helpers/handover-fixtures";
import { makeSeller } from "./helpers/sales-fixtures";
import { auth, makeUser, type TestUser, useTestApp } from "./helpers/test-app";

// Handover under parallel load, on real PostgreSQL (many connections, as several API processes
// have): act numbers without gaps or repeats, one act per contract, a defect fixed once, one
// permit per contract — each kept by the database, not by a check before the write.
describe.runIf(process.env.TEST_DATABASE_URL)("handover at once (PostgreSQL only)", () => {
  const ctx = useTestApp();
  let seller: TestUser;
  let workers: TestUser[] = [];
  let bosses: TestUser[] = [];
  let org = 0;
  let free: { id: number }[] = [];
  const today = tashkentToday();

  beforeAll(async () => {
    const db = ctx.db();
    seller = await makeUser(ctx.app, db, SELLER_RIGHTS);
    workers = await Promise.all(Array.from({ length: 10 }, () => makeUser(ctx.app, db, WORKER_RIGHTS)));
    bosses = await Promise.all(Array.from({ length: 10 }, () => makeUser(ctx.app, db, BOSS_RIGHTS)));
    org = (await makeSeller(db)).id;
    free = await makeHandoverUnits(db, 24);
  });

  const deal = async (paid: "full" | "partial" = "full") => {
    const unit = free.shift();
    if (!unit) throw new Error("out of units");
    return concludedDeal(ctx.app, ctx.db(), seller, unit, paid, org);
  };
  const worker = (i: number) => workers[i % workers.length] as TestUser;
  const codes = (answers: { statusCode: number; json: () => unknown }[], status: number) =>
    answers.filter((a) => a.statusCode === status).map((a) => (a.json() as { code: string }).code);

  it("twenty acts for twenty contracts at once: twenty 201s, twenty distinct consecutive numbers", async () => {
    const deals = [];
    for (let i = 0; i < 20; i++) deals.push(await deal());
    const answers = await Promise.all(deals.map((k, i) => postAct(ctx.app, worker(i), k.id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const numbers = answers.map((a) => (a.json() as { actNumber: string }).actNumber);
    const seqs = numbers.map((n) => Number(n.slice(-4))).sort((a, b) => a - b);
    const first = seqs[0] as number;
    expect(seqs).toEqual(Array.from({ length: 20 }, (_, i) => first + i));
    expect(new Set(numbers).size).toBe(20);
    for (const n of numbers) expect(n.startsWith(`D-${today.slice(0, 4)}-`)).toBe(true);
    const rows = await ctx
      .db()
      .select()
      .from(handovers)
      .where(
        inArray(
          handovers.contractId,
          deals.map((k) => k.id),
        ),
      );
    expect(rows).toHaveLength(20);
  });

  it("ten acts for one contract at once: one 201, nine 409 HANDOVER_EXISTS, one act", async () => {
    const k = await deal();
    const answers = await Promise.all(workers.map((w) => postAct(ctx.app, w, k.id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(codes(answers, 409)).toEqual(Array(9).fill("HANDOVER_EXISTS"));
    expect(await ctx.db().select().from(handovers).where(eq(handovers.contractId, k.id))).toHaveLength(1);
  });

  it("ten fixes of one defect at once: one 200, nine 409 HANDOVER_DEFECT_FIXED", async () => {
    const k = await deal();
    const made = await postAct(ctx.app, worker(0), k.id, { defects: [{ item: "Eshik" }] });
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json() as { id: number };
    const [defect] = await ctx.db().select().from(handoverDefects).where(eq(handoverDefects.handoverId, id));
    const answers = await Promise.all(
      workers.map((w) =>
        ctx.app.inject({
          method: "POST",
          url: `/api/topshiruv/${id}/defects/${defect?.id}/fix`,
          headers: auth(w.token),
          payload: { fixedOn: today, buyerAccepted: true },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(codes(answers, 409)).toEqual(Array(9).fill("HANDOVER_DEFECT_FIXED"));
    const winner = workers[answers.findIndex((a) => a.statusCode === 200)];
    const [fixed] = await ctx
      .db()
      .select()
      .from(handoverDefects)
      .where(eq(handoverDefects.id, defect?.id as number));
    expect(fixed?.fixedById).toBe(winner?.id);
  });

  it("ten permits for one contract at once: one 201, nine 409 HANDOVER_ALREADY_PERMITTED", async () => {
    const k = await deal("partial");
    const answers = await Promise.all(
      bosses.map((b, i) =>
        ctx.app.inject({
          method: "POST",
          url: `/api/shartnoma/${k.id}/handover-permit`,
          headers: auth(b.token),
          payload: { reason: `Sabab ${i}` },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(codes(answers, 409)).toEqual(Array(9).fill("HANDOVER_ALREADY_PERMITTED"));
    expect(
      await ctx.db().select().from(handoverPermits).where(eq(handoverPermits.contractId, k.id)),
    ).toHaveLength(1);
  });
});
