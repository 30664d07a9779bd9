import { tashkentToday } from "@makon/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/client";
import { debtSettings, smsMessages } from "../src/db/schema";
import { eskizSmsGateway } from "../src/modules/sms/sms-eskiz.driver";
import { smsJob } from "../src/modules/sms/sms-job";
import { enqueueSms } from "../src/modules/sms/sms-outbox.service";
import { shiftDay, signDebtor } from "./helpers/collections-fixtures";
import { type EskizStandin, startEskizStandin } from "./helpers/eskiz-standin";
import { makeFreeUnits, makeSeller, SALES_RIGHTS } from "./helpers/sales-fixtures";
import { makeUser, useTestApp } from "./helpers/test-app";
import { openSecondPool } from "./helpers/test-db";

// Two API processes run the SMS scheduler at the same moment on real PostgreSQL (two connection
// pools, two Eskiz drivers, one provider): every reminder is queued once and the provider is given
// every message exactly once.
describe.runIf(process.env.TEST_DATABASE_URL)("SMS with two processes (PostgreSQL only)", () => {
  const ctx = useTestApp();
  const today = tashkentToday();
  let second: Database | null = null;
  let eskiz: EskizStandin;

  beforeAll(async () => {
    second = await openSecondPool(ctx.database as typeof ctx.database & { name: string });
    eskiz = await startEskizStandin();
  });
  afterAll(async () => {
    await second?.close();
    await eskiz?.close();
  });

  it("the stand-in receives each message exactly once", async () => {
    const db = ctx.db();
    if (!second) throw new Error("no second pool");
    const seller = await makeUser(ctx.app, db, SALES_RIGHTS);
    // Five a client today (two reminders, three of a collector's): above the default limit of 3.
    await db
      .insert(debtSettings)
      .values({ id: 1, smsDailyLimit: 5 })
      .onConflictDoUpdate({ target: debtSettings.id, set: { smsDailyLimit: 5 } });
    const org = (await makeSeller(db)).id;
    const free = await makeFreeUnits(db, 10);
    const contracts = [];
    for (const unit of free) {
      const k = await signDebtor(ctx.app, seller, unit.id, org, { daysAgo: 10, months: 4 });
      // Two reminders each: the overdue notice of row 1, the day-before of row 2.
      for (const [n, day] of [shiftDay(today, -3), shiftDay(today, 1)].entries())
        await db.execute(
          sql`update schedule_items set due_date = ${day}::date where contract_id = ${k.id} and number = ${n + 1}`,
        );
      contracts.push(k);
    }
    // And three of a collector's own messages per contract.
    for (const k of contracts)
      for (let i = 0; i < 3; i++)
        await db.transaction((tx) =>
          enqueueSms(tx, {
            clientId: k.clientId,
            contractId: k.id,
            caseId: null,
            kind: "manual",
            createdById: seller.id,
          }),
        );
    eskiz.delaySends(5);
    const driver = () =>
      eskizSmsGateway({ url: eskiz.url, email: eskiz.email, password: eskiz.password, from: "4546" });
    const gateways = [driver(), driver()];
    const pools = [db, second.db];
    // Both processes tick together until nothing is left (each run sends at most 20).
    let totals = { queued: 0, sent: 0, failed: 0 };
    const sentBy = [0, 0];
    for (let round = 0; round < 10; round++) {
      const runs = await Promise.all(
        pools.map((p, i) => smsJob(p, gateways[i] as (typeof gateways)[0], today)),
      );
      // A run claims at most its 20 (a pick run again per row once took all 50).
      for (const r of runs) expect(r.sent).toBeLessThanOrEqual(20);
      runs.forEach((r, i) => {
        sentBy[i] = (sentBy[i] ?? 0) + r.sent;
      });
      for (const r of runs)
        totals = {
          queued: totals.queued + r.queued,
          sent: totals.sent + r.sent,
          failed: totals.failed + r.failed,
        };
      if (runs.every((r) => r.sent === 0 && r.queued === 0)) break;
    }
    const expected = contracts.length * (2 + 3);
    expect(totals).toEqual({ queued: contracts.length * 2, sent: expected, failed: 0 });
    // Both did their share (each run takes at most 20 of the 50).
    expect(
      sentBy.every((n) => n > 0),
      JSON.stringify(sentBy),
    ).toBe(true);
    const rows = await db.select().from(smsMessages);
    expect(rows).toHaveLength(expected);
    expect(
      rows
        .filter((m) => m.status !== "sent" || m.attempts !== 1)
        .map((m) => [m.status, m.attempts, m.lastError]),
    ).toEqual([]);
    // Each message went once: as many sends as messages, each provider id on one message.
    expect(eskiz.sent).toHaveLength(expected);
    expect(new Set(rows.map((m) => m.providerMessageId)).size).toBe(expected);
    expect(new Set(eskiz.sent.map((s) => s.id))).toEqual(new Set(rows.map((m) => m.providerMessageId)));
    // One sign-in per process.
    expect(eskiz.calls.login).toBe(2);
  });
});
