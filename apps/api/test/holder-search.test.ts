import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../src/db/types";
import { makeClient, makeFreeUnits, makeSeller, SALES_RIGHTS } from "./helpers/sales-fixtures";
import { auth, makeUser, useTestApp } from "./helpers/test-app";

// The unit and contract lists search a holder's name among clients with deals only
// (clients.has_deals, kept by triggers: migration 0019). The flag must be true exactly for the
// clients who have or had a contract or a booking, whatever wrote them, or a holder would vanish
// from a search.
const ctx = useTestApp({ resetEach: true });

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Clients whose flag differs from their contracts and bookings (none). */
async function flagAgrees(): Promise<void> {
  const wrong = await rowsOf(
    ctx.db(),
    sql`select c.id, c.has_deals from clients c where c.has_deals <> (
      exists (select 1 from contracts k where k.client_id = c.id)
      or exists (select 1 from bookings b where b.client_id = c.id))`,
  );
  expect(wrong).toEqual([]);
}

const rename = (id: number, name: string) =>
  ctx
    .db()
    .execute(sql`update clients set full_name = ${name}, search_text = lower(${name}) where id = ${id}`);

describe("holders found by name among clients with deals", () => {
  it("marks a client on a booking or a contract, through the API or SQL, and the lists find them", async () => {
    const s = await makeUser(ctx.app, ctx.db(), {
      ...SALES_RIGHTS,
      pages: [...SALES_RIGHTS.pages, "baza"],
      actions: [...SALES_RIGHTS.actions, "unit_book"],
    });
    const org = (await makeSeller(ctx.db())).id;
    const [booked, sold, bySql] = (await makeFreeUnits(ctx.db(), 3)).map((u) => u.id) as [
      number,
      number,
      number,
    ];
    const [lead, booker, buyer, sqlBuyer] = [
      await makeClient(ctx.app, s.token),
      await makeClient(ctx.app, s.token),
      await makeClient(ctx.app, s.token),
      await makeClient(ctx.app, s.token),
    ];
    await rename(lead.id, "Qambarov Lead");
    await rename(booker.id, "Qambarov Bron");
    await rename(buyer.id, "Qambarov Xaridor");
    await rename(sqlBuyer.id, "Qambarov Sql");
    await flagAgrees();

    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/uy/${booked}/bron`,
      headers: auth(s.token),
      payload: { clientId: booker.id, hours: 24 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const signed = await ctx.app.inject({
      method: "POST",
      url: "/api/shartnoma",
      headers: auth(s.token),
      payload: { clientId: buyer.id, unitId: sold, sellerOrganisationId: org, paymentType: "full" },
    });
    expect(signed.statusCode, signed.body).toBe(201);
    // Written behind the services' back: the trigger still marks the client.
    await ctx.db().execute(sql`insert into contracts (number, year, seq, date, client_id, unit_id,
        seller_organisation_id, payment_type, area_m2, price_per_m2, total, down_payment, months, status)
      select '2031-0001', 2031, 1, current_date, ${sqlBuyer.id}, u.id, ${org}, 'full', u.area_m2,
        u.price_per_m2, u.total_price, 0, 0, 'draft' from units u where u.id = ${bySql}`);
    await flagAgrees();

    const baza = (
      await ctx.app.inject({ method: "GET", url: "/api/uy?size=50&q=qambarov", headers: auth(s.token) })
    ).json();
    expect(baza.items.map((u: { id: number }) => u.id).sort()).toEqual([booked, sold, bySql].sort());
    const list = (
      await ctx.app.inject({
        method: "GET",
        url: "/api/shartnoma?size=50&q=qambarov",
        headers: auth(s.token),
      })
    ).json();
    expect(list.items.map((c: { clientId: number }) => c.clientId).sort()).toEqual(
      [buyer.id, sqlBuyer.id].sort(),
    );

    // A released booking or a refused contract leaves the client marked (their history is found).
    await ctx.db().execute(sql`update bookings set status = 'released' where client_id = ${booker.id}`);
    await ctx.db().execute(sql`update contracts set status = 'refused' where client_id = ${sqlBuyer.id}`);
    const [flags] = await rowsOf<{ n: number }>(
      ctx.db(),
      sql`select count(*)::int as n from clients where id in (${booker.id}, ${sqlBuyer.id}) and has_deals`,
    );
    expect(flags?.n).toBe(2);
    await flagAgrees();
  });
});
