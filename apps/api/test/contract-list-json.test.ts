import { type ContractRow, contractPageSchema } from "@makon/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { exportContractRows } from "../src/modules/contracts/contract-list.service";
import { makeFullContract, SALES_RIGHTS } from "./helpers/sales-fixtures";
import { auth, makeUser, useTestApp } from "./helpers/test-app";

const ctx = useTestApp({ resetEach: true });

// The database writes a page of the contract list as JSON (contract-list.service rowsJson); the
// Excel export and GET /api/shartnoma/all_shartnoma still build rows in code (toRow). Both must
// say the same of every contract: key for key, value for value, in every state a row can be in.
describe("a page of the contract list, written by the database", () => {
  it("is row for row what the code makes: paid, refused and refunded, overdue, no manager, a fractional area", async () => {
    const seller = await makeUser(ctx.app, ctx.db(), SALES_RIGHTS);
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await makeFullContract(ctx.app, ctx.db(), seller.token));
    const [paid, refused, overdue, bare, future] = made.map((c) => c.id) as [
      number,
      number,
      number,
      number,
      number,
    ];
    const pay = (id: number, url: string, amount: number, key: string) =>
      ctx.app.inject({
        method: "POST",
        url: `/api/shartnoma/${id}/${url}`,
        headers: { ...auth(seller.token), "idempotency-key": key },
        payload: { amount, method: "cash", paidAt: "2026-11-23" },
      });
    expect((await pay(paid, "payments", 12_345_000, "json-paid-1")).statusCode).toBe(201);
    expect((await pay(refused, "payments", 10_000_000, "json-refused-1")).statusCode).toBe(201);
    const refusing = await ctx.app.inject({
      method: "POST",
      url: `/api/shartnoma/${refused}/otkaz`,
      headers: auth(seller.token),
      payload: { reason: "Mijoz voz kechdi — «uy» kerak emas" },
    });
    expect(refusing.statusCode, refusing.body).toBe(200);
    expect((await pay(refused, "refunds", 4_000_000, "json-refund-1")).statusCode).toBe(201);
    // States the API reaches only over months, written straight in.
    await ctx.db().execute(sql`update contracts set next_due_date = date '2026-01-05' where id = ${overdue}`);
    await ctx.db().execute(sql`update contracts set next_due_date = date '2099-12-31' where id = ${future}`);
    await ctx.db().execute(sql`update contracts set manager_id = null, area_m2 = 65.05, next_due_date = null
      where id = ${bare}`);

    const res = await ctx.app.inject({ url: "/api/shartnoma?size=50", headers: auth(seller.token) });
    expect(res.statusCode).toBe(200);
    const page = res.json() as { items: ContractRow[]; total: number; totalCapped: boolean };
    // Nothing to strip, keys in the schema's order, numbers as JS writes them.
    expect(res.body).toBe(JSON.stringify(contractPageSchema.parse(page)));
    expect(page.items.map((r) => r.id).sort()).toEqual([...made.map((c) => c.id)].sort());
    expect(page).toMatchObject({ total: 5, totalCapped: false, page: 1, size: 50 });

    const viewer = {
      id: seller.id,
      dostup: SALES_RIGHTS.actions,
      clientScope: "all",
      contractScope: "all",
      sectionId: null,
    } as const;
    const byCode = new Map(
      (await exportContractRows(ctx.db(), { sort: "-date" }, viewer)).map((r) => [r.id, r]),
    );
    for (const row of page.items) expect(row, `contract ${row.id}`).toStrictEqual(byCode.get(row.id));

    // The states are there, so the comparison covered them.
    const of = (id: number) => page.items.find((r) => r.id === id);
    expect(of(paid)).toMatchObject({ paid: 12_345_000, overdue: false, owedBack: 0, refunded: 0 });
    expect(of(refused)).toMatchObject({
      status: "refused",
      balance: 0,
      owedBack: 6_000_000,
      refunded: 4_000_000,
    });
    expect(of(overdue)).toMatchObject({ overdue: true, nextDueDate: "2026-01-05" });
    expect(of(future)).toMatchObject({ overdue: false, nextDueDate: "2099-12-31" });
    expect(of(bare)).toMatchObject({ managerId: null, managerName: null, areaM2: 65.05, nextDueDate: null });
    expect(of(refused)?.refusalReason).toBe("Mijoz voz kechdi — «uy» kerak emas");

    // A page past the end: no rows, the total still counted.
    const past = await ctx.app.inject({ url: "/api/shartnoma?size=50&page=3", headers: auth(seller.token) });
    expect(past.json()).toStrictEqual({ items: [], total: 5, totalCapped: false, page: 3, size: 50 });
  }, 60_000);
});
