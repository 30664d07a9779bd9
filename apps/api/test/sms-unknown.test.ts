import { tashkentToday } from "@makon/shared";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { smsMessages } from "../src/db/schema";
import type { Db } from "../src/db/types";
import { eskizSmsGateway } from "../src/modules/sms/sms-eskiz.driver";
import { smsJob } from "../src/modules/sms/sms-job";
import { enqueueSms } from "../src/modules/sms/sms-outbox.service";
import { signDebtor } from "./helpers/collections-fixtures";
import { type EskizStandin, startEskizStandin } from "./helpers/eskiz-standin";
import { makeFreeUnits, makeSeller, SALES_RIGHTS } from "./helpers/sales-fixtures";
import { auth, makeUser, type TestUser, useTestApp } from "./helpers/test-app";

// Decision 44: Eskiz once answered after the driver's timeout and the message was sent again
// (33 messages, 35 sends). A send with no answer is now "unknown": asked about with the provider
// (its late answer's id, status_by_id) before anything else, sent again only when the provider
// has no such message, and left "unknown" for a person when it cannot be told.
const ctx = useTestApp({ resetEach: true });
const PAGES = ["undiruv", "undiruv-create", "undiruv-detail", "undiruv-actions"];
const today = tashkentToday();
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The driver's wait (15 s in production): long enough for a loaded test machine's sign-in. */
const TIMEOUT_MS = 1_000;
/** A slow answer: after the wait. */
const SLOW_MS = 1_800;
/** Until the slow answer has come. */
const AFTER_SLOW_MS = 2_300;

let eskiz: EskizStandin;
beforeAll(async () => {
  eskiz = await startEskizStandin();
});
afterAll(() => eskiz.close());
beforeEach(() => {
  eskiz.sent.length = 0;
  eskiz.delaySends(0);
  eskiz.delayNextSends(0, 0);
  eskiz.failStatus(0);
  eskiz.failSends(0);
});

/**
 * The driver as configured, with a timeout short enough for a test (the real one is 15 s), signed
 * in beforehand (a status call), so a loaded machine's first connection does not eat the wait.
 */
async function driver() {
  const gw = eskizSmsGateway({
    url: eskiz.url,
    email: eskiz.email,
    password: eskiz.password,
    from: "4546",
    timeoutMs: TIMEOUT_MS,
  });
  await gw.status("warm-up").catch(() => undefined);
  return gw;
}

async function world(messages: number): Promise<{ collector: TestUser; ids: number[] }> {
  const db = ctx.db();
  const seller = await makeUser(ctx.app, db, SALES_RIGHTS);
  const collector = await makeUser(ctx.app, db, { pages: PAGES, actions: ["debt_work"] });
  const org = (await makeSeller(db)).id;
  const clients = Math.ceil(messages / 3);
  const free = await makeFreeUnits(db, clients);
  const ids: number[] = [];
  for (const unit of free) {
    const k = await signDebtor(ctx.app, seller, unit.id, org, { daysAgo: 20, months: 4 });
    // At most three a client a day (decision 43).
    for (let i = 0; i < 3 && ids.length < messages; i++)
      ids.push(
        (
          await db.transaction((tx) =>
            enqueueSms(tx, {
              clientId: k.clientId,
              contractId: k.id,
              caseId: null,
              kind: "manual",
              createdById: collector.id,
            }),
          )
        ).id,
      );
  }
  return { collector, ids };
}

/** Makes the messages due now (the checks wait between tries). */
const dueNow = (db: Db, ids: number[]) =>
  db
    .update(smsMessages)
    .set({ nextAttemptAt: new Date(Date.now() - 1_000) })
    .where(inArray(smsMessages.id, ids));

const one = async (db: Db, id: number) =>
  (await db.select().from(smsMessages).where(eq(smsMessages.id, id)))[0];

describe("a send whose answer came too late", () => {
  it("is not sent again: it is asked about, and marked sent, then delivered, with the provider's id", async () => {
    const db = ctx.db();
    const { ids } = await world(1);
    const id = ids[0] as number;
    const gw = await driver();
    eskiz.delayNextSends(1, SLOW_MS);
    expect(await smsJob(db, gw, today, { remind: false })).toMatchObject({ sent: 0, failed: 1 });
    expect(await one(db, id)).toMatchObject({
      status: "unknown",
      lastError: "eskiz: timed out",
      attempts: 1,
    });
    // Even when due, the job does not send it blind; before the late answer it cannot tell.
    await dueNow(db, [id]);
    expect(await smsJob(db, gw, today, { remind: false })).toMatchObject({ sent: 0, reported: 0 });
    expect((await one(db, id))?.status).toBe("unknown");
    await pause(AFTER_SLOW_MS);
    await dueNow(db, [id]);
    expect(await smsJob(db, gw, today, { remind: false })).toMatchObject({ sent: 0, reported: 1 });
    const taken = eskiz.sent[0];
    expect(await one(db, id)).toMatchObject({
      status: "sent",
      driver: "eskiz",
      providerMessageId: taken?.id,
      lastError: null,
    });
    eskiz.report(taken?.id as string, "DELIVRD");
    await dueNow(db, [id]);
    expect(await smsJob(db, gw, today, { remind: false })).toMatchObject({ reported: 1 });
    expect((await one(db, id))?.status).toBe("delivered");
    // One message, one send, under its outbox id.
    expect(eskiz.sent.map((m) => m.userSmsId)).toEqual([String(id)]);
    expect(eskiz.repeats()).toEqual([]);
  });

  it("a status that already says delivered marks it delivered at once", async () => {
    const db = ctx.db();
    const { ids } = await world(1);
    const id = ids[0] as number;
    const gw = await driver();
    eskiz.delayNextSends(1, SLOW_MS);
    await smsJob(db, gw, today, { remind: false });
    await pause(AFTER_SLOW_MS);
    eskiz.report(eskiz.sent[0]?.id as string, "DELIVRD");
    await dueNow(db, [id]);
    await smsJob(db, gw, today, { remind: false });
    const m = await one(db, id);
    expect([m?.status, m?.providerMessageId, m?.deliveredAt instanceof Date]).toEqual([
      "delivered",
      eskiz.sent[0]?.id,
      true,
    ]);
    expect(eskiz.sent).toHaveLength(1);
  });

  it("the provider has no such message: sent once more, and only once", async () => {
    const db = ctx.db();
    const { ids } = await world(1);
    const id = ids[0] as number;
    const gw = await driver();
    eskiz.delayNextSends(1, SLOW_MS);
    await smsJob(db, gw, today, { remind: false });
    await pause(AFTER_SLOW_MS);
    eskiz.forget(eskiz.sent[0]?.id as string);
    await dueNow(db, [id]);
    expect(await smsJob(db, gw, today, { remind: false })).toMatchObject({ reported: 1, sent: 1 });
    expect(await one(db, id)).toMatchObject({
      status: "sent",
      attempts: 2,
      providerMessageId: eskiz.sent[1]?.id,
    });
    await dueNow(db, [id]);
    await smsJob(db, gw, today, { remind: false });
    expect(eskiz.sent.map((m) => m.userSmsId)).toEqual([String(id), String(id)]);
  });

  it("the status cannot be had: it stays unknown, shown so, and a person may send it again", async () => {
    const db = ctx.db();
    const { collector, ids } = await world(1);
    const id = ids[0] as number;
    const gw = await driver();
    eskiz.delayNextSends(1, SLOW_MS);
    await smsJob(db, gw, today, { remind: false });
    await pause(AFTER_SLOW_MS);
    eskiz.failStatus(100, 503);
    for (let i = 0; i < 3; i++) {
      await dueNow(db, [id]);
      expect(await smsJob(db, gw, today, { remind: false })).toMatchObject({ sent: 0, reported: 0 });
    }
    // Another process (a restart) never saw the late answer: it cannot tell either.
    await dueNow(db, [id]);
    expect(await smsJob(db, await driver(), today, { remind: false })).toMatchObject({
      sent: 0,
      reported: 0,
    });
    expect((await one(db, id))?.status).toBe("unknown");
    expect(eskiz.sent).toHaveLength(1);
    const list = await ctx.app.inject({ url: "/api/sms?status=unknown", headers: auth(collector.token) });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, items: [{ id, status: "unknown" }] });
    // The person's explicit choice: sent once more.
    const retry = await ctx.app.inject({
      method: "POST",
      url: `/api/sms/${id}/retry`,
      headers: auth(collector.token),
    });
    expect(retry.statusCode, retry.body).toBe(204);
    expect(await smsJob(db, gw, today, { remind: false })).toMatchObject({ sent: 1 });
    expect((await one(db, id))?.status).toBe("sent");
    expect(eskiz.sent).toHaveLength(2);
  });

  it("a batch with slow answers: as many sends as messages (33 became 35 before)", async () => {
    const db = ctx.db();
    const { ids } = await world(9);
    const gw = await driver();
    // The first four answers come after the timeout, the other five in time.
    eskiz.delayNextSends(4, SLOW_MS);
    expect(await smsJob(db, gw, today, { remind: false })).toMatchObject({ sent: 5, failed: 4 });
    await pause(AFTER_SLOW_MS);
    await dueNow(db, ids);
    expect(await smsJob(db, gw, today, { remind: false })).toMatchObject({ sent: 0, reported: 4 });
    await dueNow(db, ids);
    expect(await smsJob(db, gw, today, { remind: false })).toMatchObject({ sent: 0 });
    const rows = await db.select().from(smsMessages).where(inArray(smsMessages.id, ids));
    expect(rows.every((m) => m.status === "sent")).toBe(true);
    expect(eskiz.sent).toHaveLength(ids.length);
    expect(eskiz.repeats()).toEqual([]);
  });
});
