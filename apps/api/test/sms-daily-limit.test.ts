import { SMS_DAILY_LIMIT_DEFAULT, tashkentToday } from "@makon/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, contracts, debtSettings, smsMessages } from "../src/db/schema";
import type { Db } from "../src/db/types";
import type { SmsGateway } from "../src/modules/sms/sms-gateway";
import { smsJob } from "../src/modules/sms/sms-job";
import { shiftDay, signDebtor } from "./helpers/collections-fixtures";
import { makeFreeUnits, makeSeller, SALES_RIGHTS } from "./helpers/sales-fixtures";
import { auth, makeUser, type TestUser, useTestApp } from "./helpers/test-app";

// Decision 43: a client is sent at most the settings' number of SMS a Tashkent day
// (default 3), whoever queues them — collectors' "sms" actions, the reminders — and however many
// requests come at once; the excess is refused with SMS_DAILY_LIMIT (the reminders skip it).
const ctx = useTestApp({ resetEach: true });
const PAGES = ["undiruv", "undiruv-create", "undiruv-detail", "undiruv-actions"];
const today = tashkentToday();

const quiet: SmsGateway = {
  name: "fake",
  tracksDelivery: false,
  send: async () => ({ providerId: "x" }),
  status: async () => "pending",
};

interface World {
  collector: TestUser;
  boss: TestUser;
  /** Two open cases on two contracts of one client. */
  cases: [number, number];
  clientId: number;
  contractIds: [number, number];
}

async function world(): Promise<World> {
  const db = ctx.db();
  const seller = await makeUser(ctx.app, db, SALES_RIGHTS);
  const collector = await makeUser(ctx.app, db, { pages: PAGES, actions: ["debt_work"] });
  const boss = await makeUser(ctx.app, db, { pages: PAGES, actions: ["debt_escalate", "debt_work"] });
  const org = (await makeSeller(db)).id;
  const [u1, u2] = await makeFreeUnits(db, 2);
  const a = await signDebtor(ctx.app, seller, u1?.id as number, org, { daysAgo: 20, months: 4 });
  const b = await signDebtor(ctx.app, seller, u2?.id as number, org, { daysAgo: 20, months: 4 });
  // The second contract is the same client's (a client may buy two flats).
  await db.update(contracts).set({ clientId: a.clientId }).where(eq(contracts.id, b.id));
  const open = async (contractId: number) => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/undiruv",
      headers: auth(collector.token),
      payload: { contractId, assigneeId: collector.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  };
  return {
    collector,
    boss,
    cases: [await open(a.id), await open(b.id)],
    clientId: a.clientId,
    contractIds: [a.id, b.id],
  };
}

const sendSms = (u: TestUser, caseId: number) =>
  ctx.app.inject({
    method: "POST",
    url: `/api/undiruv/${caseId}/actions`,
    headers: auth(u.token),
    payload: { type: "sms" },
  });

const messagesOf = (db: Db, clientId: number) =>
  db.select().from(smsMessages).where(eq(smsMessages.clientId, clientId)).orderBy(asc(smsMessages.id));

describe("a client's SMS a day", () => {
  it("a collector's fourth SMS of the day is refused with SMS_DAILY_LIMIT, on either contract of the client", async () => {
    const w = await world();
    const codes: number[] = [];
    for (const caseId of [w.cases[0], w.cases[1], w.cases[0]])
      codes.push((await sendSms(w.collector, caseId)).statusCode);
    expect(codes).toEqual([201, 201, 201]);
    for (const caseId of w.cases) {
      const refused = await sendSms(w.collector, caseId);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().code).toBe("SMS_DAILY_LIMIT");
    }
    expect(await messagesOf(ctx.db(), w.clientId)).toHaveLength(SMS_DAILY_LIMIT_DEFAULT);
    // A refused action leaves nothing behind: no timeline entry without its SMS.
    const sms = await ctx.db().execute(sql`select count(*)::int as n from debt_actions where type = 'sms'`);
    expect((sms as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(3);
  });

  it("the limit is a setting: the boss raises it (audited) and one more goes, then no more", async () => {
    const w = await world();
    for (let i = 0; i < 3; i++) expect((await sendSms(w.collector, w.cases[0])).statusCode).toBe(201);
    expect((await sendSms(w.collector, w.cases[0])).statusCode).toBe(409);
    const put = (u: TestUser, payload: object) =>
      ctx.app.inject({ method: "PUT", url: "/api/undiruv/settings", headers: auth(u.token), payload });
    expect(
      (await put(w.collector, { autoOpenDays: null, autoAssigneeId: null, smsDailyLimit: 4 })).statusCode,
    ).toBe(403);
    for (const bad of [0, 21, 2.5, "4"]) {
      const res = await put(w.boss, { autoOpenDays: null, autoAssigneeId: null, smsDailyLimit: bad });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe("VALIDATION_ERROR");
    }
    const saved = await put(w.boss, { autoOpenDays: null, autoAssigneeId: null, smsDailyLimit: 4 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ autoOpenDays: null, autoAssigneeId: null, smsDailyLimit: 4 });
    const read = await ctx.app.inject({ url: "/api/undiruv/settings", headers: auth(w.collector.token) });
    expect(read.json()).toMatchObject({ smsDailyLimit: 4 });
    // Left out of a later save, it stays.
    await put(w.boss, { autoOpenDays: 60, autoAssigneeId: null });
    expect((await ctx.db().select().from(debtSettings))[0]?.smsDailyLimit).toBe(4);
    expect((await sendSms(w.collector, w.cases[1])).statusCode).toBe(201);
    const fifth = await sendSms(w.collector, w.cases[1]);
    expect(fifth.json().code).toBe("SMS_DAILY_LIMIT");
    const audit = await ctx
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "debt_settings"), eq(auditLog.userId, w.boss.id)))
      .orderBy(asc(auditLog.id));
    expect(audit.map((a) => [a.before, a.after])).toEqual([
      // The tests' reset empties the settings' row: the first save makes it.
      [null, { autoOpenDays: null, autoAssigneeId: null, smsDailyLimit: 4 }],
      [
        { autoOpenDays: null, autoAssigneeId: null, smsDailyLimit: 4 },
        { autoOpenDays: 60, autoAssigneeId: null, smsDailyLimit: 4 },
      ],
    ]);
  });

  it("the reminders count toward it and skip a client who has had the day's SMS, without failing the job", async () => {
    const w = await world();
    const db = ctx.db();
    // Both contracts have a row due tomorrow and one overdue three days: four reminders due.
    for (const contractId of w.contractIds)
      for (const [n, day] of [shiftDay(today, -3), shiftDay(today, 1)].entries())
        await db.execute(
          sql`update schedule_items set due_date = ${day}::date where contract_id = ${contractId} and number = ${n + 1}`,
        );
    expect((await sendSms(w.collector, w.cases[0])).statusCode).toBe(201);
    const run = await smsJob(db, quiet, today);
    // One place was the collector's: two of the four reminders go, the others wait.
    expect(run).toMatchObject({ queued: 2, sent: 3, failed: 0 });
    expect(await messagesOf(db, w.clientId)).toHaveLength(3);
    // The day is full: the collector is refused, and the job skips again.
    expect((await sendSms(w.collector, w.cases[1])).json().code).toBe("SMS_DAILY_LIMIT");
    expect(await smsJob(db, quiet, today)).toMatchObject({ queued: 0, failed: 0 });
    // The next day the overdue notice still due (within its grace) goes; the day before's is past.
    const next = await smsJob(db, quiet, shiftDay(today, 1));
    expect(next.queued).toBeGreaterThan(0);
    expect(await messagesOf(db, w.clientId)).toHaveLength(3 + next.queued);
  });

  it("each reminder kind goes once per schedule row, whatever the limit", async () => {
    const w = await world();
    const db = ctx.db();
    await db
      .insert(debtSettings)
      .values({ id: 1, smsDailyLimit: 20 })
      .onConflictDoUpdate({ target: debtSettings.id, set: { smsDailyLimit: 20 } });
    await db.execute(
      sql`update schedule_items set due_date = ${shiftDay(today, 1)}::date where contract_id = ${w.contractIds[0]} and number = 1`,
    );
    await smsJob(db, quiet, today);
    await smsJob(db, quiet, today);
    const made = await messagesOf(db, w.clientId);
    expect(made.map((m) => m.kind)).toEqual(["due_tomorrow"]);
    // The unique index refuses a second one written by hand.
    const row = made[0];
    await expect(
      db.insert(smsMessages).values({
        clientId: w.clientId,
        contractId: w.contractIds[0],
        scheduleItemId: row?.scheduleItemId,
        kind: "due_tomorrow",
        phone: row?.phone as string,
        text: "x",
      }),
    ).rejects.toThrow();
  });
});

// Thirty collectors' "sms" actions at once on real PostgreSQL (PGlite runs one statement at a
// time, so it cannot show a race): exactly the day's three are queued, the others refused.
describe.runIf(process.env.TEST_DATABASE_URL)("a client's SMS a day, all at once (PostgreSQL only)", () => {
  it("thirty parallel SMS actions on one case: three 201, twenty-seven 409 SMS_DAILY_LIMIT", async () => {
    const w = await world();
    const answers = await Promise.all(Array.from({ length: 30 }, () => sendSms(w.collector, w.cases[0])));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(27);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().code).toBe("SMS_DAILY_LIMIT");
    expect(await messagesOf(ctx.db(), w.clientId)).toHaveLength(3);
  });

  it("thirty at once over both of the client's cases, with the reminders running beside them: three in all", async () => {
    const w = await world();
    const db = ctx.db();
    for (const contractId of w.contractIds)
      await db.execute(
        sql`update schedule_items set due_date = ${shiftDay(today, 1)}::date where contract_id = ${contractId} and number = 1`,
      );
    const [answers] = await Promise.all([
      Promise.all(Array.from({ length: 30 }, (_, i) => sendSms(w.collector, w.cases[i % 2] as number))),
      smsJob(db, quiet, today),
      smsJob(db, quiet, today),
    ]);
    const made = await messagesOf(db, w.clientId);
    expect(made).toHaveLength(3);
    const manual = made.filter((m) => m.kind === "manual").length;
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(manual);
    expect(answers.filter((a) => a.statusCode === 409 && a.json().code === "SMS_DAILY_LIMIT")).toHaveLength(
      30 - manual,
    );
  });
});
