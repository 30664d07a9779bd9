import { addMonths, tashkentToday } from "@makon/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../src/db/types";
import { makeClient, makeFreeUnits, makeSeller, SALES_RIGHTS } from "./helpers/sales-fixtures";
import { auth, makeUser, type TestUser, useTestApp } from "./helpers/test-app";

// contracts.next_due_date is kept by triggers (migration 0016). After every kind of write it must
// equal what the list computed before it existed, for every contract; and the list's overdue
// filter, next-due order and row fields must answer as the subqueries did.
const ctx = useTestApp({ resetEach: true });

/** What the list computed per contract before the column: the earliest unpaid current row. */
const NEXT_DUE = sql`(select min(s.due_date) from schedule_items s where s.contract_id = c.id and s.version = c.schedule_version and s.paid < s.amount)`;
/** The list's old overdue test, and the row's rule that a refused contract is never overdue. */
const OLD_OVERDUE = (today: string) =>
  sql`(c.status <> 'refused' and exists (select 1 from schedule_items s where s.contract_id = c.id and s.version = c.schedule_version and s.paid < s.amount and s.due_date < ${today}))`;

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Contracts whose column differs from the subquery (none), and how many contracts there are. */
async function columnAgrees(db: Db = ctx.db()): Promise<void> {
  const wrong = await rowsOf(
    db,
    sql`select c.id, c.next_due_date::text as column, ${NEXT_DUE}::text as computed
      from contracts c where c.next_due_date is distinct from ${NEXT_DUE}`,
  );
  expect(wrong).toEqual([]);
}

interface Item {
  id: number;
  nextDueDate: string | null;
  overdue: boolean;
}

/** Every id of a list, page by page (small pages, so paging is crossed too). */
async function listAll(token: string, query: string): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 1; ; page++) {
    const res = await ctx.app.inject({
      url: `/api/shartnoma?size=2&page=${page}&${query}`,
      headers: auth(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { items: Item[]; total: number };
    items.push(...body.items);
    if (body.items.length < 2) {
      expect(body.total).toBe(items.length);
      return items;
    }
  }
}

/** The list's answers against the old subqueries: filters, orders and the rows' fields. */
async function listAgrees(token: string): Promise<void> {
  const today = tashkentToday();
  const expected = await rowsOf<{ id: number; next_due: string | null; overdue: boolean; date: string }>(
    ctx.db(),
    sql`select c.id, ${NEXT_DUE}::text as next_due, ${OLD_OVERDUE(today)} as overdue, c.date::text as date
      from contracts c order by ${NEXT_DUE} asc nulls last, c.id asc`,
  );
  const byDate = [...expected].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id).map((r) => r.id);
  const byNextDue = expected.map((r) => r.id);
  const overdue = new Set(expected.filter((r) => r.overdue).map((r) => r.id));
  const ids = (items: Item[]) => items.map((i) => i.id);
  for (const sort of ["-date", "nextDue"] as const) {
    const order = sort === "-date" ? byDate : byNextDue;
    const all = await listAll(token, `sort=${sort}`);
    expect(ids(all), sort).toEqual(order);
    expect(ids(await listAll(token, `sort=${sort}&overdue=true`)), sort).toEqual(
      order.filter((id) => overdue.has(id)),
    );
    expect(ids(await listAll(token, `sort=${sort}&overdue=false`)), sort).toEqual(
      order.filter((id) => !overdue.has(id)),
    );
    // The same through a status filter, as the screens send it.
    const live = await rowsOf<{ id: number }>(
      ctx.db(),
      sql`select id from contracts where status <> 'refused'`,
    );
    const liveIds = new Set(live.map((r) => r.id));
    expect(
      ids(await listAll(token, `sort=${sort}&overdue=true&status=draft,in_process,concluded,bank_lower`)),
    ).toEqual(order.filter((id) => overdue.has(id) && liveIds.has(id)));
  }
  const rows = new Map(expected.map((r) => [r.id, r]));
  for (const item of await listAll(token, "sort=number")) {
    expect({ id: item.id, nextDueDate: item.nextDueDate, overdue: item.overdue }).toEqual({
      id: item.id,
      nextDueDate: rows.get(item.id)?.next_due ?? null,
      overdue: rows.get(item.id)?.overdue,
    });
  }
}

async function checkAll(token: string): Promise<void> {
  await columnAgrees();
  await listAgrees(token);
}

const post = (token: string, url: string, payload: object) =>
  ctx.app.inject({ method: "POST", url, headers: auth(token), payload });

async function sign(s: TestUser, unitId: number, org: number, fields: object): Promise<{ id: number }> {
  const client = await makeClient(ctx.app, s.token);
  const res = await post(s.token, "/api/shartnoma", {
    clientId: client.id,
    unitId,
    sellerOrganisationId: org,
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function nextDueOf(id: number): Promise<string | null> {
  const [row] = await rowsOf<{ d: string | null }>(
    ctx.db(),
    sql`select next_due_date::text as d from contracts where id = ${id}`,
  );
  return row?.d ?? null;
}

describe("contracts.next_due_date", () => {
  it("equals the earliest unpaid current row after every kind of write, and the list answers as before", async () => {
    const s = await makeUser(ctx.app, ctx.db(), {
      ...SALES_RIGHTS,
      pages: [...SALES_RIGHTS.pages, "otkaz_shartnoma"],
      actions: [...SALES_RIGHTS.actions, "contract_edit"],
    });
    const org = (await makeSeller(ctx.db())).id;
    const free = await makeFreeUnits(ctx.db(), 5);
    const unit = (i: number) => free[i]?.id as number;
    const today = tashkentToday();
    // Row k of a schedule falls due k months after the contract's date.
    const dateA = addMonths(today, -2);
    const dateC = addMonths(today, -5);
    // Contract creation: past rows unpaid, future rows, a full payment (no rows), a bank deal.
    // Each is 501,380,000; after a 101,380,000 down payment the rest is 400,000,000.
    const a = await sign(s, unit(0), org, {
      paymentType: "installment",
      downPayment: 101_380_000,
      months: 4,
      date: dateA,
    });
    const b = await sign(s, unit(1), org, {
      paymentType: "installment",
      downPayment: 101_380_000,
      months: 2,
      date: today,
    });
    const c = await sign(s, unit(2), org, {
      paymentType: "installment",
      downPayment: 101_380_000,
      months: 2,
      date: dateC,
    });
    await sign(s, unit(3), org, { paymentType: "full", date: addMonths(today, -1) });
    await sign(s, unit(4), org, {
      paymentType: "mortgage",
      downPayment: 101_380_000,
      date: addMonths(today, -3),
    });
    expect(await nextDueOf(a.id)).toBe(addMonths(dateA, 1));
    expect(await nextDueOf(b.id)).toBe(addMonths(today, 1));
    await checkAll(s.token);

    // A payment: the down payment and A's first row (100,000,000) → the next row is next.
    const paid = await post(s.token, `/api/shartnoma/${a.id}/payments`, {
      amount: 201_380_000,
      method: "cash",
      paidAt: today,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await nextDueOf(a.id)).toBe(addMonths(dateA, 2));
    await checkAll(s.token);
    // A payment of everything: nothing owed, nothing due.
    expect(
      (
        await post(s.token, `/api/shartnoma/${b.id}/payments`, {
          amount: 501_380_000,
          method: "card",
          paidAt: today,
        })
      ).statusCode,
    ).toBe(201);
    expect(await nextDueOf(b.id)).toBeNull();
    await checkAll(s.token);

    // A payment cancelled: the row is unpaid again and due again.
    const cancel = await post(s.token, `/api/shartnoma/${a.id}/payments/${paid.json().id}/cancel`, {
      reason: "Kassa xatosi",
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await nextDueOf(a.id)).toBe(addMonths(dateA, 1));
    await checkAll(s.token);

    // Refusal: the schedule stays (its rows unpaid and past due), but a refused contract is not
    // overdue in its row nor in the filter.
    expect(
      (
        await post(s.token, `/api/shartnoma/${c.id}/payments`, {
          amount: 151_380_000,
          method: "cash",
          paidAt: today,
        })
      ).statusCode,
    ).toBe(201);
    const refused = await post(s.token, `/api/shartnoma/${c.id}/otkaz`, { reason: "Voz kechdi" });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(await nextDueOf(c.id)).toBe(addMonths(dateC, 1));
    await checkAll(s.token);
    // The one answer that changed: the old filter looked at the schedule alone and listed it.
    const overdueIds = (await listAll(s.token, "overdue=true")).map((i) => i.id);
    expect(overdueIds).toContain(a.id);
    expect(overdueIds).not.toContain(c.id);
    // A refund on the refused contract.
    const refund = await post(s.token, `/api/shartnoma/${c.id}/refunds`, {
      amount: 100_000_000,
      method: "cash",
      paidAt: today,
    });
    expect(refund.statusCode, refund.body).toBe(201);
    await checkAll(s.token);

    // A new schedule version: next due from the new rows, with the payments spread over them
    // (the rest 400,000,000 in 4 rows; 100,000,000 paid past the down payment: the first row).
    await post(s.token, `/api/shartnoma/${a.id}/payments`, {
      amount: 201_380_000,
      method: "cash",
      paidAt: today,
    });
    const again = await post(s.token, `/api/shartnoma/${a.id}/schedule`, {
      months: 4,
      firstDueDate: addMonths(today, 1),
      reason: "Qayta tuzildi: mijoz iltimosi",
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().scheduleVersion).toBe(2);
    // The new rows start a month before the first due date: row 2 is two months after that.
    expect(await nextDueOf(a.id)).toBe(addMonths(addMonths(addMonths(today, 1), -1), 2));
    await checkAll(s.token);
  }, 120_000);

  it("follows writes made outside the services: bulk updates, deletes, a version moved back, a rollback, a truncate", async () => {
    const s = await makeUser(ctx.app, ctx.db(), SALES_RIGHTS);
    const org = (await makeSeller(ctx.db())).id;
    const free = await makeFreeUnits(ctx.db(), 3);
    const today = tashkentToday();
    const made = [];
    for (const [i, unit] of free.entries())
      made.push(
        await sign(s, unit.id, org, {
          paymentType: "installment",
          downPayment: 101_380_000,
          months: 3 + i,
          date: addMonths(today, -2),
        }),
      );
    const ids = made.map((m) => m.id);
    const db = ctx.db();
    // Every row of every contract paid in one statement, then some unpaid again.
    await db.execute(sql`update schedule_items set paid = amount`);
    expect(await Promise.all(ids.map(nextDueOf))).toEqual([null, null, null]);
    await columnAgrees();
    await db.execute(sql`update schedule_items set paid = 0 where number >= 2`);
    await columnAgrees();
    // A new version inserted while the contract is on the old one changes nothing until it moves.
    await db.execute(sql`insert into schedule_items (contract_id, version, number, due_date, amount)
      select id, 2, 1, ${addMonths(today, 6)}::date, 5 from contracts where id = ${ids[0]}`);
    await columnAgrees();
    await db.execute(sql`update contracts set schedule_version = 2 where id = ${ids[0]}`);
    expect(await nextDueOf(ids[0] as number)).toBe(addMonths(today, 6));
    await columnAgrees();
    await db.execute(sql`update contracts set schedule_version = 1 where id = ${ids[0]}`);
    await columnAgrees();
    // Rows deleted; a due date moved.
    await db.execute(sql`delete from schedule_items where contract_id = ${ids[1]} and number = 2`);
    await db.execute(
      sql`update schedule_items set due_date = due_date - 400 where contract_id = ${ids[2]} and number = 3`,
    );
    await columnAgrees();
    // A writer's own value on insert is not kept: a new contract has no rows yet.
    await db.execute(sql`insert into contracts (number, year, seq, date, client_id, unit_id, area_m2,
        price_per_m2, total, payment_type, status, next_due_date)
      select number || '-copy', year, seq + 1000, date, client_id, unit_id, area_m2, price_per_m2, total,
        payment_type, 'refused', date '2030-01-01'
      from contracts where id = ${ids[0]}`);
    await columnAgrees();
    // A rolled-back write leaves the column as it was.
    const before = await nextDueOf(ids[2] as number);
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`update schedule_items set paid = amount where contract_id = ${ids[2]}`);
        expect(
          (
            await rowsOf<{ d: string | null }>(
              tx,
              sql`select next_due_date::text as d from contracts where id = ${ids[2]}`,
            )
          )[0]?.d,
        ).toBeNull();
        throw new Error("rollback");
      })
      .catch((e: Error) => expect(e.message).toBe("rollback"));
    expect(await nextDueOf(ids[2] as number)).toBe(before);
    await listAgrees(s.token);
    // Truncated schedules: nothing owed anywhere.
    // The SMS outbox names schedule rows (a reminder per row): it goes with them.
    await db.execute(sql`truncate schedule_items, sms_messages`);
    await columnAgrees();
    expect(await Promise.all(ids.map(nextDueOf))).toEqual([null, null, null]);
  }, 120_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    "two transactions paying rows of one contract at once, neither locking the contract: the later one sees both",
    async () => {
      const s = await makeUser(ctx.app, ctx.db(), SALES_RIGHTS);
      const org = (await makeSeller(ctx.db())).id;
      const [unit] = await makeFreeUnits(ctx.db(), 1);
      const today = tashkentToday();
      const k = await sign(s, unit?.id as number, org, {
        paymentType: "installment",
        downPayment: 101_380_000,
        months: 4,
        date: today,
      });
      let firstWrote = () => {};
      const wrote = new Promise<void>((resolve) => {
        firstWrote = resolve;
      });
      const payRow = (tx: Db, n: number) =>
        tx.execute(
          sql`update schedule_items set paid = amount where contract_id = ${k.id} and number = ${n}`,
        );
      await Promise.all([
        ctx.db().transaction(async (tx) => {
          await payRow(tx, 1);
          firstWrote();
          // The second waits on the contract's lock meanwhile.
          await new Promise((r) => setTimeout(r, 300));
        }),
        ctx.db().transaction(async (tx) => {
          await wrote;
          await payRow(tx, 2);
        }),
      ]);
      expect(await nextDueOf(k.id)).toBe(addMonths(today, 3));
      await columnAgrees();
    },
  );
});
