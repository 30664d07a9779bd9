import { SMS_MAX_ATTEMPTS, tashkentToday } from "@makon/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, clients, organisations, smsMessages } from "../src/db/schema";
import type { Db } from "../src/db/types";
import { eskizSmsGateway } from "../src/modules/sms/sms-eskiz.driver";
import type { SmsGateway } from "../src/modules/sms/sms-gateway";
import { SmsGatewayError } from "../src/modules/sms/sms-gateway";
import { smsJob } from "../src/modules/sms/sms-job";
import { logSmsGateway } from "../src/modules/sms/sms-log.driver";
import { enqueueSms } from "../src/modules/sms/sms-outbox.service";
import { smsText } from "../src/modules/sms/sms-text";
import { insertCase, shiftDay, signDebtor } from "./helpers/collections-fixtures";
import { startEskizStandin } from "./helpers/eskiz-standin";
import { makeFreeUnits, makeSeller, SALES_RIGHTS } from "./helpers/sales-fixtures";
import { auth, makeUser, type TestUser, useTestApp } from "./helpers/test-app";

// The SMS outbox and its scheduler: reminders once per schedule row (or promise) and kind however
// often the job runs, none to an opted-out client or on a refused contract, failures retried with
// a pause and left failed after SMS_MAX_ATTEMPTS, the outbox list and its rights.
const ctx = useTestApp({ resetEach: true });

const PAGES = ["undiruv", "undiruv-create", "undiruv-detail", "undiruv-actions"];
const today = tashkentToday();
const SELLER_PHONE = "712001020";

/** A gateway that counts what it is given and can be told to refuse. */
function fakeGateway(opts: { tracksDelivery?: boolean } = {}) {
  const taken: { phone: string; text: string }[] = [];
  const state = { refuse: 0, report: "pending" as "pending" | "delivered" | "failed" };
  const gw: SmsGateway = {
    name: "fake",
    tracksDelivery: opts.tracksDelivery ?? false,
    async send(phone, text) {
      if (state.refuse > 0) {
        state.refuse -= 1;
        throw new SmsGatewayError("fake: send answered 500");
      }
      taken.push({ phone, text });
      return { providerId: `f-${taken.length}` };
    },
    async status() {
      return state.report;
    },
  };
  return { gw, taken, state };
}

interface World {
  seller: TestUser;
  collector: TestUser;
  debtor(): Promise<{ id: number; number: string; clientId: number }>;
}

async function world(): Promise<World> {
  const db = ctx.db();
  const seller = await makeUser(ctx.app, db, SALES_RIGHTS);
  const collector = await makeUser(ctx.app, db, { pages: PAGES, actions: ["debt_work"] });
  const org = (await makeSeller(db)).id;
  await db.update(organisations).set({ phone: SELLER_PHONE }).where(eq(organisations.id, org));
  const free = await makeFreeUnits(db, 6);
  const debtor = async () => {
    const unit = free.shift();
    if (!unit) throw new Error("out of units");
    return signDebtor(ctx.app, seller, unit.id, org, { daysAgo: 10, months: 4 });
  };
  return { seller, collector, debtor };
}

/** Puts a contract's rows (numbers 1…4) on the given due dates; `paid` rows are settled. */
async function dueOn(db: Db, contractId: number, dates: string[], paid: number[] = []) {
  for (const [i, day] of dates.entries())
    await db.execute(
      sql`update schedule_items set due_date = ${day}::date where contract_id = ${contractId} and number = ${i + 1}`,
    );
  for (const n of paid)
    await db.execute(
      sql`update schedule_items set paid = amount where contract_id = ${contractId} and number = ${n}`,
    );
}

async function rowOf(db: Db, contractId: number, n: number) {
  const r = (await db.execute(
    sql`select id, amount::bigint as amount, due_date::text as due from schedule_items s
        where contract_id = ${contractId} and number = ${n}
          and version = (select schedule_version from contracts where id = ${contractId})`,
  )) as unknown as { rows: { id: number; amount: string; due: string }[] };
  const row = r.rows[0];
  if (!row) throw new Error("no such row");
  return { id: row.id, amount: Number(row.amount), due: row.due };
}

const messages = (db: Db, contractId: number) =>
  db.select().from(smsMessages).where(eq(smsMessages.contractId, contractId)).orderBy(asc(smsMessages.id));

describe("SMS reminders", () => {
  it("queue each reminder once per row and kind, and send it once, however often the job runs", async () => {
    const db = ctx.db();
    const w = await world();
    const k = await w.debtor();
    // Row 1 fell due three days ago (the overdue notice), row 2 falls due tomorrow; 3 and 4 later.
    await dueOn(db, k.id, [
      shiftDay(today, -3),
      shiftDay(today, 1),
      shiftDay(today, 30),
      shiftDay(today, 60),
    ]);
    const fake = fakeGateway();
    const first = await smsJob(db, fake.gw, today);
    const second = await smsJob(db, fake.gw, today);
    expect(first).toEqual({ queued: 2, sent: 2, failed: 0, reported: 0 });
    expect(second).toEqual({ queued: 0, sent: 0, failed: 0, reported: 0 });

    const [phone] = await db.select({ phone: clients.phone }).from(clients).where(eq(clients.id, k.clientId));
    const r1 = await rowOf(db, k.id, 1);
    const r2 = await rowOf(db, k.id, 2);
    const facts = { contractNumber: k.number, sellerPhone: SELLER_PHONE };
    const overdueText = smsText("overdue", { ...facts, amount: r1.amount, date: r1.due }, "uz");
    const tomorrowText = smsText("due_tomorrow", { ...facts, amount: r2.amount, date: r2.due }, "uz");
    const rows = await messages(db, k.id);
    expect(rows.map((m) => [m.kind, m.scheduleItemId, m.status, m.attempts, m.driver, m.text])).toEqual(
      expect.arrayContaining([
        ["overdue", r1.id, "sent", 1, "fake", overdueText],
        ["due_tomorrow", r2.id, "sent", 1, "fake", tomorrowText],
      ]),
    );
    expect(rows).toHaveLength(2);
    expect(fake.taken).toHaveLength(2);
    expect(fake.taken.every((t) => t.phone === phone?.phone)).toBe(true);
    expect(fake.taken.map((t) => t.text).sort()).toEqual([overdueText, tomorrowText].sort());
  });

  it("skip paid rows, rows long overdue, refused contracts and opted-out clients", async () => {
    const db = ctx.db();
    const w = await world();
    const paid = await w.debtor();
    await dueOn(
      db,
      paid.id,
      [shiftDay(today, -3), shiftDay(today, 1), shiftDay(today, 30), shiftDay(today, 60)],
      [1, 2],
    );
    const old = await w.debtor();
    // Overdue notices go SMS_OVERDUE_AFTER_DAYS after the date, a week late at most: not 40 days late.
    await dueOn(db, old.id, [
      shiftDay(today, -40),
      shiftDay(today, -2),
      shiftDay(today, 30),
      shiftDay(today, 60),
    ]);
    const refused = await w.debtor();
    await dueOn(db, refused.id, [
      shiftDay(today, -3),
      shiftDay(today, 1),
      shiftDay(today, 30),
      shiftDay(today, 60),
    ]);
    await db.execute(sql`update contracts set status = 'refused' where id = ${refused.id}`);
    const quiet = await w.debtor();
    await dueOn(db, quiet.id, [
      shiftDay(today, -3),
      shiftDay(today, 1),
      shiftDay(today, 30),
      shiftDay(today, 60),
    ]);
    const res = await ctx.app.inject({
      method: "PUT",
      url: `/api/client/${quiet.clientId}/sms-opt-out`,
      headers: auth(w.collector.token),
      payload: { optOut: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ optOut: true });
    // Reading the collections is not enough to change it: client_edit or debt_work.
    const reader = await makeUser(ctx.app, ctx.db(), { pages: PAGES });
    const notAllowed = await ctx.app.inject({
      method: "PUT",
      url: `/api/client/${quiet.clientId}/sms-opt-out`,
      headers: auth(reader.token),
      payload: { optOut: false },
    });
    expect(notAllowed.statusCode).toBe(403);
    const read = await ctx.app.inject({
      method: "GET",
      url: `/api/client/${quiet.clientId}/sms-opt-out`,
      headers: auth(reader.token),
    });
    expect(read.json()).toEqual({ optOut: true });

    const fake = fakeGateway();
    expect((await smsJob(db, fake.gw, today)).queued).toBe(0);
    for (const k of [paid, old, refused, quiet]) expect(await messages(db, k.id)).toHaveLength(0);
    expect(fake.taken).toHaveLength(0);

    // The opt-out is on the client's history, by whom.
    const audit = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, "client"),
          eq(auditLog.entityId, String(quiet.clientId)),
          eq(auditLog.action, "update"),
        ),
      );
    expect(audit.map((a) => [a.userId, a.before, a.after])).toEqual([
      [w.collector.id, { smsOptOut: false }, { smsOptOut: true }],
    ]);
    // A collector's own message is refused too.
    await expect(
      db.transaction((tx) =>
        enqueueSms(tx, {
          clientId: quiet.clientId,
          contractId: quiet.id,
          caseId: null,
          kind: "manual",
          createdById: w.collector.id,
        }),
      ),
    ).rejects.toMatchObject({ code: "SMS_OPTED_OUT" });
  });

  it("opting out cancels what is still queued; opting back in lets the next reminders through", async () => {
    const db = ctx.db();
    const w = await world();
    const k = await w.debtor();
    await dueOn(db, k.id, [
      shiftDay(today, -3),
      shiftDay(today, 1),
      shiftDay(today, 30),
      shiftDay(today, 60),
    ]);
    const { id } = await db.transaction((tx) =>
      enqueueSms(tx, {
        clientId: k.clientId,
        contractId: k.id,
        caseId: null,
        kind: "manual",
        createdById: w.collector.id,
      }),
    );
    const put = (optOut: boolean) =>
      ctx.app.inject({
        method: "PUT",
        url: `/api/client/${k.clientId}/sms-opt-out`,
        headers: auth(w.collector.token),
        payload: { optOut },
      });
    expect((await put(true)).statusCode).toBe(200);
    const [m] = await db.select().from(smsMessages).where(eq(smsMessages.id, id));
    expect(m?.status).toBe("cancelled");
    const fake = fakeGateway();
    expect(await smsJob(db, fake.gw, today)).toEqual({ queued: 0, sent: 0, failed: 0, reported: 0 });
    expect((await put(false)).statusCode).toBe(200);
    expect(await smsJob(db, fake.gw, today)).toEqual({ queued: 2, sent: 2, failed: 0, reported: 0 });
    expect(fake.taken).toHaveLength(2);
  });

  it("remind the day before an open promise, once, on the case", async () => {
    const db = ctx.db();
    const w = await world();
    const k = await w.debtor();
    await dueOn(db, k.id, [
      shiftDay(today, -20),
      shiftDay(today, 20),
      shiftDay(today, 50),
      shiftDay(today, 80),
    ]);
    const caseId = await insertCase(db, {
      contractId: k.id,
      openedById: w.collector.id,
      status: "promised",
      promise: { date: shiftDay(today, 1), amount: 3_000_000, status: "open", paidBefore: 0 },
    });
    const fake = fakeGateway();
    await smsJob(db, fake.gw, today);
    await smsJob(db, fake.gw, today);
    const rows = await messages(db, k.id);
    expect(rows.map((m) => [m.kind, m.caseId, m.status, m.text])).toEqual([
      [
        "promise_reminder",
        caseId,
        "sent",
        smsText(
          "promise_reminder",
          {
            contractNumber: k.number,
            amount: 3_000_000,
            date: shiftDay(today, 1),
            sellerPhone: SELLER_PHONE,
          },
          "uz",
        ),
      ],
    ]);
    expect(fake.taken).toHaveLength(1);
  });

  it("queue nothing when told it is not the hour for reminders, and still send what is queued", async () => {
    const db = ctx.db();
    const w = await world();
    const k = await w.debtor();
    await dueOn(db, k.id, [
      shiftDay(today, -3),
      shiftDay(today, 1),
      shiftDay(today, 30),
      shiftDay(today, 60),
    ]);
    await db.transaction((tx) =>
      enqueueSms(tx, {
        clientId: k.clientId,
        contractId: k.id,
        caseId: null,
        kind: "manual",
        createdById: w.collector.id,
      }),
    );
    const fake = fakeGateway();
    expect(await smsJob(db, fake.gw, today, { remind: false })).toEqual({
      queued: 0,
      sent: 1,
      failed: 0,
      reported: 0,
    });
  });
});

describe("SMS sending", () => {
  /** Makes the message due now (the job waits between tries). */
  const dueNow = (db: Db, id: number) =>
    db
      .update(smsMessages)
      .set({ nextAttemptAt: new Date(Date.now() - 1_000) })
      .where(eq(smsMessages.id, id));

  it("retries a failure after a pause, leaves it failed after SMS_MAX_ATTEMPTS, and sends it again on request", async () => {
    const db = ctx.db();
    const w = await world();
    const k = await w.debtor();
    await dueOn(db, k.id, [
      shiftDay(today, -12),
      shiftDay(today, 20),
      shiftDay(today, 50),
      shiftDay(today, 80),
    ]);
    const { id } = await db.transaction((tx) =>
      enqueueSms(tx, {
        clientId: k.clientId,
        contractId: k.id,
        caseId: null,
        kind: "manual",
        createdById: w.collector.id,
      }),
    );
    const fake = fakeGateway();
    fake.state.refuse = 100;
    expect(await smsJob(db, fake.gw, today)).toMatchObject({ sent: 0, failed: 1 });
    let [m] = await db.select().from(smsMessages).where(eq(smsMessages.id, id));
    expect([m?.status, m?.attempts, m?.lastError]).toEqual(["queued", 1, "fake: send answered 500"]);
    // Not before the pause (a minute after the first failure).
    expect((m?.nextAttemptAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(50_000);
    expect(await smsJob(db, fake.gw, today)).toMatchObject({ sent: 0, failed: 0 });
    for (let i = 2; i <= SMS_MAX_ATTEMPTS; i++) {
      await dueNow(db, id);
      expect(await smsJob(db, fake.gw, today)).toMatchObject({ failed: 1 });
    }
    [m] = await db.select().from(smsMessages).where(eq(smsMessages.id, id));
    expect([m?.status, m?.attempts]).toEqual(["failed", SMS_MAX_ATTEMPTS]);
    await dueNow(db, id);
    expect(await smsJob(db, fake.gw, today)).toMatchObject({ sent: 0, failed: 0 });

    // A person sends it once more; the provider takes it now.
    fake.state.refuse = 0;
    const retry = (u: TestUser) =>
      ctx.app.inject({ method: "POST", url: `/api/sms/${id}/retry`, headers: auth(u.token) });
    expect((await retry(w.seller)).statusCode).toBe(403);
    expect((await retry(w.collector)).statusCode).toBe(204);
    expect((await retry(w.collector)).json()).toMatchObject({ code: "CONFLICT" });
    expect(await smsJob(db, fake.gw, today)).toMatchObject({ sent: 1, failed: 0 });
    [m] = await db.select().from(smsMessages).where(eq(smsMessages.id, id));
    expect([m?.status, m?.lastError, fake.taken.length]).toEqual(["sent", null, 1]);
  });

  it("does not send blind a message left 'sending' past its lease (the process died): unknown, then asked about", async () => {
    const db = ctx.db();
    const w = await world();
    const k = await w.debtor();
    await dueOn(db, k.id, [
      shiftDay(today, -12),
      shiftDay(today, 20),
      shiftDay(today, 50),
      shiftDay(today, 80),
    ]);
    const { id } = await db.transaction((tx) =>
      enqueueSms(tx, {
        clientId: k.clientId,
        contractId: k.id,
        caseId: null,
        kind: "manual",
        createdById: w.collector.id,
      }),
    );
    const fake = fakeGateway();
    // Claimed a moment ago by another process: its lease holds.
    await db
      .update(smsMessages)
      .set({ status: "sending", attempts: 1, nextAttemptAt: new Date(Date.now() + 240_000) })
      .where(eq(smsMessages.id, id));
    expect(await smsJob(db, fake.gw, today, { remind: false })).toMatchObject({ sent: 0 });
    await dueNow(db, id);
    // The provider may have taken it: a gateway that cannot be asked leaves it for a person.
    expect(await smsJob(db, fake.gw, today, { remind: false })).toMatchObject({ sent: 0 });
    let [m] = await db.select().from(smsMessages).where(eq(smsMessages.id, id));
    expect([m?.status, m?.lastError, fake.taken.length]).toEqual(["unknown", "lease expired", 0]);
    // One that says it has no such message (the log driver: nothing ever left) sends it again.
    const asked: string[] = [];
    const knowing: SmsGateway = {
      ...fake.gw,
      lookup: async (key) => {
        asked.push(key);
        return { state: "absent" };
      },
    };
    await dueNow(db, id);
    expect(await smsJob(db, knowing, today, { remind: false })).toMatchObject({ sent: 1, reported: 1 });
    [m] = await db.select().from(smsMessages).where(eq(smsMessages.id, id));
    expect([m?.status, m?.attempts, asked]).toEqual(["sent", 2, [String(id)]]);
  });

  it("records delivery reports of a provider that gives them", async () => {
    const db = ctx.db();
    const w = await world();
    const k = await w.debtor();
    await dueOn(db, k.id, [
      shiftDay(today, -12),
      shiftDay(today, 20),
      shiftDay(today, 50),
      shiftDay(today, 80),
    ]);
    const { id } = await db.transaction((tx) =>
      enqueueSms(tx, {
        clientId: k.clientId,
        contractId: k.id,
        caseId: null,
        kind: "manual",
        createdById: w.collector.id,
      }),
    );
    const fake = fakeGateway({ tracksDelivery: true });
    expect(await smsJob(db, fake.gw, today)).toMatchObject({ sent: 1, reported: 0 });
    await dueNow(db, id);
    expect(await smsJob(db, fake.gw, today)).toMatchObject({ reported: 0 });
    let [m] = await db.select().from(smsMessages).where(eq(smsMessages.id, id));
    expect(m?.status).toBe("sent");
    fake.state.report = "delivered";
    await dueNow(db, id);
    expect(await smsJob(db, fake.gw, today)).toMatchObject({ reported: 1 });
    [m] = await db.select().from(smsMessages).where(eq(smsMessages.id, id));
    expect(m?.status).toBe("delivered");
    expect(m?.deliveredAt).toBeInstanceOf(Date);
  });

  it("goes through the Eskiz driver: a refused send is retried, then the delivery report is recorded", async () => {
    const db = ctx.db();
    const w = await world();
    const k = await w.debtor();
    await dueOn(db, k.id, [
      shiftDay(today, -12),
      shiftDay(today, 20),
      shiftDay(today, 50),
      shiftDay(today, 80),
    ]);
    const { id } = await db.transaction((tx) =>
      enqueueSms(tx, {
        clientId: k.clientId,
        contractId: k.id,
        caseId: null,
        kind: "manual",
        createdById: w.collector.id,
      }),
    );
    const eskiz = await startEskizStandin();
    try {
      const gw = eskizSmsGateway({
        url: eskiz.url,
        email: eskiz.email,
        password: eskiz.password,
        from: "4546",
      });
      eskiz.failSends(1, 502);
      expect(await smsJob(db, gw, today, { remind: false })).toMatchObject({ sent: 0, failed: 1 });
      let [m] = await db.select().from(smsMessages).where(eq(smsMessages.id, id));
      expect([m?.status, m?.lastError]).toEqual(["queued", "eskiz: send answered 502"]);
      await dueNow(db, id);
      expect(await smsJob(db, gw, today, { remind: false })).toMatchObject({ sent: 1, failed: 0 });
      [m] = await db.select().from(smsMessages).where(eq(smsMessages.id, id));
      const [c] = await db.select({ phone: clients.phone }).from(clients).where(eq(clients.id, k.clientId));
      expect(eskiz.sent).toEqual([
        {
          id: m?.providerMessageId,
          phone: `998${c?.phone}`,
          text: m?.text,
          from: "4546",
          userSmsId: String(id),
        },
      ]);
      expect([m?.status, m?.driver, m?.attempts]).toEqual(["sent", "eskiz", 2]);
      eskiz.report(m?.providerMessageId ?? "", "DELIVRD");
      await dueNow(db, id);
      expect(await smsJob(db, gw, today, { remind: false })).toMatchObject({ reported: 1 });
      [m] = await db.select().from(smsMessages).where(eq(smsMessages.id, id));
      expect(m?.status).toBe("delivered");
      expect(eskiz.calls.login).toBe(1);
    } finally {
      await eskiz.close();
    }
  });
});

describe("GET /api/sms", () => {
  it("lists the outbox newest first, filtered, with phones masked without client_passport_view", async () => {
    const db = ctx.db();
    const w = await world();
    const a = await w.debtor();
    const b = await w.debtor();
    for (const k of [a, b])
      await dueOn(db, k.id, [
        shiftDay(today, -3),
        shiftDay(today, 1),
        shiftDay(today, 30),
        shiftDay(today, 60),
      ]);
    await smsJob(db, fakeGateway().gw, today);
    const [phone] = await db.select({ phone: clients.phone }).from(clients).where(eq(clients.id, a.clientId));
    const full = phone?.phone ?? "";
    const boss = await makeUser(ctx.app, db, {
      pages: PAGES,
      actions: ["debt_work", "client_passport_view"],
    });
    const get = (u: TestUser, q: string) =>
      ctx.app.inject({ method: "GET", url: `/api/sms?${q}`, headers: auth(u.token) });

    const all = await get(w.collector, "size=10");
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({ total: 4, page: 1, size: 10 });
    const mine = (await get(w.collector, `clientId=${a.clientId}&kind=due_tomorrow`)).json() as {
      total: number;
      items: { phone: string; clientId: number; kind: string; status: string }[];
    };
    expect(mine.total).toBe(1);
    expect(mine.items[0]).toMatchObject({ clientId: a.clientId, kind: "due_tomorrow", status: "sent" });
    expect(mine.items[0]?.phone).toBe(`${full.slice(0, 2)} *** ** ${full.slice(7)}`);
    const seen = (await get(boss, `clientId=${a.clientId}&kind=due_tomorrow`)).json() as typeof mine;
    expect(seen.items[0]?.phone).toBe(full);
    expect((await get(w.collector, "status=failed")).json()).toMatchObject({ total: 0, items: [] });
    const paged = (await get(w.collector, "size=3&page=2")).json() as typeof mine;
    expect([paged.total, paged.items.length]).toEqual([4, 1]);
    // Without a collections page or a right to change clients: refused.
    const outsider = await makeUser(ctx.app, db, { pages: ["home"] });
    expect((await get(outsider, "")).statusCode).toBe(403);
  });
  it("says a message the log driver took was written to the log only, and that no provider is set", async () => {
    const db = ctx.db();
    const w = await world();
    const [a, b] = [await w.debtor(), await w.debtor()];
    for (const k of [a, b])
      await dueOn(db, k.id, [
        shiftDay(today, 1),
        shiftDay(today, 30),
        shiftDay(today, 60),
        shiftDay(today, 90),
      ]);
    // One client's reminder went through the log driver (the default), the other's through a provider.
    await db.update(clients).set({ smsOptOut: true }).where(eq(clients.id, b.clientId));
    await smsJob(db, logSmsGateway(), today);
    await db.update(clients).set({ smsOptOut: false }).where(eq(clients.id, b.clientId));
    await smsJob(db, fakeGateway().gw, today);
    const get = async (clientId: number) =>
      (
        await ctx.app.inject({
          method: "GET",
          url: `/api/sms?clientId=${clientId}`,
          headers: auth(w.collector.token),
        })
      ).json() as { noProvider: boolean; items: { status: string; logOnly: boolean }[] };
    const logged = await get(a.clientId);
    expect(logged.items.map((m) => [m.status, m.logOnly])).toEqual([["sent", true]]);
    expect((await get(b.clientId)).items.map((m) => [m.status, m.logOnly])).toEqual([["sent", false]]);
    // This app was built without a provider: the outbox says so.
    expect(logged.noProvider).toBe(true);
  });
  it("shows an own-scope user only the messages of their clients and contracts", async () => {
    const db = ctx.db();
    const w = await world();
    const k = await w.debtor();
    await dueOn(db, k.id, [
      shiftDay(today, -3),
      shiftDay(today, 1),
      shiftDay(today, 30),
      shiftDay(today, 60),
    ]);
    await smsJob(db, fakeGateway().gw, today);
    const own = await makeUser(ctx.app, db, {
      pages: PAGES,
      actions: ["debt_work"],
      clientScope: "own",
      contractScope: "own",
    });
    const get = (u: TestUser) => ctx.app.inject({ method: "GET", url: "/api/sms", headers: auth(u.token) });
    expect((await get(own)).json()).toMatchObject({ total: 0, items: [] });
    // The seller registered the client and made the contract: theirs.
    const sellerView = await makeUser(ctx.app, db, {
      pages: ["home"],
      actions: ["client_edit"],
      clientScope: "own",
      contractScope: "own",
    });
    expect((await get(sellerView)).json()).toMatchObject({ total: 0 });
    const seller = (await get(w.seller)).json() as { total: number };
    expect(seller.total).toBe(2);
  });
});

describe("the SMS choice of a client reached through their contract", () => {
  it("is the collector's to read and set (own clients, every contract); not a stranger's", async () => {
    const w = await world();
    const k = await w.debtor();
    // The real collector's scope: registers no clients ("own"), works every contract ("all").
    const collector = await makeUser(ctx.app, ctx.db(), {
      pages: PAGES,
      actions: ["debt_work"],
      clientScope: "own",
      contractScope: "all",
    });
    const set = await ctx.app.inject({
      method: "PUT",
      url: `/api/client/${k.clientId}/sms-opt-out`,
      headers: auth(collector.token),
      payload: { optOut: true },
    });
    expect(set.statusCode, set.body).toBe(200);
    const read = await ctx.app.inject({
      url: `/api/client/${k.clientId}/sms-opt-out`,
      headers: auth(collector.token),
    });
    expect(read.json()).toEqual({ optOut: true });
    // Someone whose scope reaches neither the client nor a contract of theirs.
    const stranger = await makeUser(ctx.app, ctx.db(), {
      pages: PAGES,
      actions: ["debt_work"],
      clientScope: "own",
      contractScope: "own",
    });
    for (const res of [
      await ctx.app.inject({ url: `/api/client/${k.clientId}/sms-opt-out`, headers: auth(stranger.token) }),
      await ctx.app.inject({
        method: "PUT",
        url: `/api/client/${k.clientId}/sms-opt-out`,
        headers: auth(stranger.token),
        payload: { optOut: false },
      }),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe("OUT_OF_SCOPE");
    }
    const [row] = await ctx
      .db()
      .select({ optOut: clients.smsOptOut })
      .from(clients)
      .where(eq(clients.id, k.clientId));
    expect(row?.optOut).toBe(true);
  });
});
