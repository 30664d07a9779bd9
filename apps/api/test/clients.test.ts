import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, clients } from "../src/db/schema";
import { makeFreeUnits, makeSeller, SALES_RIGHTS } from "./helpers/sales-fixtures";
import { auth, makeUser, nextPhone, useTestApp } from "./helpers/test-app";

const ctx = useTestApp({ resetEach: true });

/** The reception preset's rights: handing a visitor to a manager is client_assign. */
const RECEPTION = {
  pages: ["reciption", "my_reciption_clients"],
  actions: ["client_create", "client_edit", "client_assign", "client_blacklist"],
};
const CALLS = { pages: ["call_center", "my_call_clients"], actions: ["client_create", "client_edit"] };

async function post(token: string, url: string, payload?: object) {
  return ctx.app.inject({ method: "POST", url, headers: auth(token), ...(payload ? { payload } : {}) });
}
async function get(token: string, url: string) {
  return ctx.app.inject({ url, headers: auth(token) });
}
async function newClient(token: string, body: Record<string, unknown> = {}) {
  const res = await post(token, "/api/client", {
    fullName: "Alisher Qodirov",
    phone: nextPhone(),
    source: "reception",
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe("POST /api/client", () => {
  it("registers a client with the first step, a reception visit and an audit row", async () => {
    const r = await makeUser(ctx.app, ctx.db(), RECEPTION);
    const c = await newClient(r.token, { interestRooms: 2, interestBudget: 800_000_000, note: "2 xonali" });
    expect(c).toMatchObject({
      step: "new",
      source: "reception",
      intakeUserId: r.id,
      inBasket: false,
      blacklisted: false,
    });
    expect(c.steps.map((s: { step: string }) => s.step)).toEqual(["new"]);
    expect(c.visits).toHaveLength(1);
    const audit = await ctx
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "client"), eq(auditLog.entityId, String(c.id))));
    expect(audit.map((a) => a.action)).toEqual(["create"]);
  });

  it("a known phone (main or second) is 409 CLIENT_PHONE_EXISTS with that client's id", async () => {
    const r = await makeUser(ctx.app, ctx.db(), RECEPTION);
    const extra = nextPhone();
    const c = await newClient(r.token, { extraPhone: extra });
    const again = await post(r.token, "/api/client", {
      fullName: "Boshqa Odam",
      phone: c.phone,
      source: "reception",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "CLIENT_PHONE_EXISTS", details: { clientId: c.id } });
    const bySecond = await post(r.token, "/api/client", {
      fullName: "Boshqa Odam",
      phone: extra,
      source: "call_center",
    });
    expect(bySecond.json()).toMatchObject({ code: "CLIENT_PHONE_EXISTS", details: { clientId: c.id } });
    expect(await ctx.db().select().from(clients)).toHaveLength(1);
  });

  it("twenty parallel registrations of one phone make one client and nineteen 409s", async () => {
    const r = await makeUser(ctx.app, ctx.db(), RECEPTION);
    const phone = nextPhone();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(r.token, "/api/client", { fullName: `Mijoz Raqam ${i}`, phone, source: "call_center" }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((s) => s === 201)).toHaveLength(1);
    expect(codes.filter((s) => s === 409)).toHaveLength(19);
    const winner = answers.find((a) => a.statusCode === 201)?.json();
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().details.clientId).toBe(winner.id);
    expect(await ctx.db().select().from(clients).where(eq(clients.phone, phone))).toHaveLength(1);
  });

  it("validates the input and the rights", async () => {
    const r = await makeUser(ctx.app, ctx.db(), RECEPTION);
    for (const bad of [
      { fullName: "Al", phone: nextPhone(), source: "reception" },
      { fullName: "Alisher", phone: "12345", source: "reception" },
      { fullName: "Alisher", phone: nextPhone(), source: "street" },
      { fullName: "Alisher", phone: nextPhone(), source: "reception", colour: "red" },
      { fullName: "Alisher", phone: nextPhone(), source: "call_center", passport: "A1234567" },
    ])
      expect((await post(r.token, "/api/client", bad)).statusCode, JSON.stringify(bad)).toBe(400);
    // Passport data only from those who may see it.
    const noRight = await post(r.token, "/api/client", {
      fullName: "Alisher",
      phone: nextPhone(),
      source: "reception",
      passport: "AA1234567",
    });
    expect(noRight.statusCode).toBe(403);
    const viewer = await makeUser(ctx.app, ctx.db(), { pages: ["reciption"] });
    expect(
      (
        await post(viewer.token, "/api/client", {
          fullName: "Alisher",
          phone: nextPhone(),
          source: "reception",
        })
      ).statusCode,
    ).toBe(403);
    const unknownManager = await post(r.token, "/api/client", {
      fullName: "Alisher",
      phone: nextPhone(),
      source: "reception",
      managerId: 999_999,
    });
    expect(unknownManager.statusCode).toBe(400);
  });
});

describe("search and lists", () => {
  it("finds a name in any spelling, a phone in any format, a passport only with the right", async () => {
    const sales = await makeUser(ctx.app, ctx.db(), {
      pages: ["reciption", "sotuv"],
      actions: ["client_create", "client_edit", "client_passport_view"],
    });
    const a = await newClient(sales.token, {
      fullName: "Alisher Qodirov",
      phone: "901234567",
      passport: "AB7654321",
    });
    const g = await newClient(sales.token, { fullName: "Gʻulom Yoʻldoshev", phone: "935551122" });
    await newClient(sales.token, { fullName: "Bobur Karimov", phone: "977778899" });
    const ids = async (token: string, q: string) =>
      (await get(token, `/api/client?q=${encodeURIComponent(q)}`))
        .json()
        .items.map((c: { id: number }) => c.id);
    expect(await ids(sales.token, "Алишер")).toEqual([a.id]);
    expect(await ids(sales.token, "alisher qod")).toEqual([a.id]);
    for (const q of ["G'ulom", "Гулом", "gulom", "Йўлдошев"])
      expect(await ids(sales.token, q), q).toEqual([g.id]);
    for (const q of ["90 123-45-67", "+998 90 123 45 67", "1234567"])
      expect(await ids(sales.token, q), q).toEqual([a.id]);
    expect(await ids(sales.token, "AB76543")).toEqual([a.id]);
    const reception = await makeUser(ctx.app, ctx.db(), RECEPTION);
    expect(await ids(reception.token, "AB76543")).toEqual([]);
    // Lists never carry passport data.
    const list = await get(reception.token, "/api/client");
    expect(list.body).not.toContain("AB7654321");
    expect(list.headers["cache-control"]).toBe("no-store");
  });

  it("a search of several words finds through word pairs exactly what the words ask, in any order", async () => {
    const sales = await makeUser(ctx.app, ctx.db(), {
      pages: ["reciption", "sotuv"],
      actions: ["client_create", "client_edit"],
    });
    // Names no other test uses: letters only, so each search sees just these clients.
    const tag = [...String(Date.now())].map((d) => "bcdfghjklm"[Number(d)]).join("");
    const sur = `Qar${tag}ov`;
    const first = `Dil${tag}`;
    const phone = nextPhone();
    const made = {
      full: await newClient(sales.token, { fullName: `${sur} ${first} Anvarovich`, phone }),
      female: await newClient(sales.token, { fullName: `${first}a ${sur}a` }),
      alone: await newClient(sales.token, { fullName: sur }),
      hyphen: await newClient(sales.token, { fullName: `Abdul-${tag} ${sur}` }),
      other: await newClient(sales.token, { fullName: `${sur} Jasur` }),
    };
    const ids = async (q: string, sort = "-created") => {
      const res = await get(sales.token, `/api/client?size=50&sort=${sort}&q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
      const page = res.json() as { items: { id: number }[]; total: number };
      expect(page.total, q).toBe(page.items.length);
      return page.items.map((c) => c.id);
    };
    const newestFirst = (...cs: { id: number }[]) => cs.map((c) => c.id).sort((a, b) => b - a);
    const low = (w: string) => w.toLowerCase();
    // Two words either way round, typed in part, in Cyrillic letters for Latin names too.
    expect(await ids(`${first} ${sur}`)).toEqual(newestFirst(made.full, made.female));
    expect(await ids(`${low(sur).slice(0, 4)} ${low(first).slice(0, 3)}`)).toEqual(
      newestFirst(made.full, made.female),
    );
    expect(await ids(`${sur}a ${first}`)).toEqual(newestFirst(made.female));
    expect(await ids(`${sur} ${first} anvar`)).toEqual(newestFirst(made.full));
    // One word of the name matching both words typed ("kar karimov" finds a lone Karimov).
    expect(await ids(`${low(sur).slice(0, 5)} ${sur}`)).toEqual(
      newestFirst(made.full, made.female, made.alone, made.hyphen, made.other),
    );
    // Parts of a hyphenated name, short words (no pair to look up), a name with phone digits.
    expect(await ids(`${tag} abdul`)).toEqual(newestFirst(made.hyphen));
    expect(await ids(`abdul-${tag} ${sur}`)).toEqual(newestFirst(made.hyphen));
    expect(await ids(`ja ${sur}`)).toEqual(newestFirst(made.other));
    expect(await ids(`${sur} ${phone.slice(-6)}`)).toEqual(newestFirst(made.full));
    expect(await ids(`${sur} ${first} 999999`)).toEqual([]);
    // The page comes sorted as asked.
    // "Dil…a Qar…a" before "Qar…ov Dil…".
    expect(await ids(`${sur} ${first}`, "name")).toEqual([made.female.id, made.full.id]);
    expect(await ids(`${sur} ${first}`, "-name")).toEqual([made.full.id, made.female.id]);
  });

  it("the word pairs follow a client's name, basket, deletion and scope; pages and totals as the words ask", async () => {
    const sales = await makeUser(ctx.app, ctx.db(), {
      pages: ["reciption", "sotuv"],
      actions: ["client_create", "client_edit", "client_delete", "client_assign"],
    });
    const own = await makeUser(ctx.app, ctx.db(), { ...RECEPTION, clientScope: "own" });
    const tag = [...String(Date.now())].map((d) => "bcdfghjklm"[Number(d)]).join("");
    const sur = `Vor${tag}ov`;
    const first = `Zuh${tag}`;
    const search = async (token: string, q: string, extra = "") => {
      const res = await get(token, `/api/client?q=${encodeURIComponent(q)}${extra}`);
      expect(res.statusCode, q).toBe(200);
      return res.json() as { items: { id: number }[]; total: number; totalCapped: boolean };
    };
    const ids = async (token: string, q: string) => (await search(token, q)).items.map((c) => c.id);
    // Seven namesakes, newest first; pages of three; the total exact.
    const made: { id: number }[] = [];
    for (let i = 0; i < 7; i++) made.push(await newClient(sales.token, { fullName: `${sur} ${first} ${i}` }));
    const newest = made.map((c) => c.id).sort((a, b) => b - a);
    const page2 = await search(sales.token, `${first} ${sur}`, "&size=3&page=2");
    expect(page2).toMatchObject({ total: 7, totalCapped: false });
    expect(page2.items.map((c) => c.id)).toEqual(newest.slice(3, 6));
    // A rename: found by the new name only.
    const [renamed] = made as [{ id: number }];
    const patch = await ctx.app.inject({
      method: "PATCH",
      url: `/api/client/${renamed.id}`,
      headers: auth(sales.token),
      payload: { fullName: `Boshqa${tag} ${first}` },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(await ids(sales.token, `${sur} ${first}`)).not.toContain(renamed.id);
    expect(await ids(sales.token, `boshqa${tag} ${first}`)).toEqual([renamed.id]);
    // The basket hides, a restore brings back, a deletion for good forgets.
    const [, gone] = made as [unknown, { id: number }];
    await post(sales.token, `/api/client/${gone.id}/basket`);
    expect(await ids(sales.token, `${sur} ${first}`)).not.toContain(gone.id);
    await ctx.app.inject({
      method: "DELETE",
      url: `/api/client/${gone.id}/basket`,
      headers: auth(sales.token),
    });
    expect(await ids(sales.token, `${sur} ${first}`)).toContain(gone.id);
    await post(sales.token, `/api/client/${gone.id}/basket`);
    const del = await ctx.app.inject({
      method: "DELETE",
      url: `/api/client/${gone.id}`,
      headers: auth(sales.token),
    });
    expect(del.statusCode, del.body).toBe(204);
    const left = await ctx
      .db()
      .execute(sql`select count(*)::int as n from client_name_pairs where client_id = ${gone.id}`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    // An own-scope receptionist finds their own namesake only; once someone hands them another
    // client (a new tie, kept in staff_ids), that one too.
    const mine = await newClient(own.token, { fullName: `${first} ${sur} Uch` });
    expect(await ids(own.token, `${sur} ${first}`)).toEqual([mine.id]);
    const [, , handed] = made as [unknown, unknown, { id: number }];
    const assign = await ctx.app.inject({
      method: "PATCH",
      url: `/api/client/${handed.id}`,
      headers: auth(sales.token),
      payload: { managerId: own.id },
    });
    expect(assign.statusCode, assign.body).toBe(200);
    expect(await ids(own.token, `${sur} ${first}`)).toEqual([mine.id, handed.id].sort((a, b) => b - a));
    // The same answer as the words' own index gives (a step filter goes that way): every client here is new.
    for (const q of [`${first} ${sur}`, `${sur.slice(0, 4)} ${first.slice(0, 3)}`, `${sur} ${first} uch`])
      expect(await ids(sales.token, q), q).toEqual(
        (await search(sales.token, q, "&step=new")).items.map((c) => c.id),
      );
  });

  it("phone digits are found through their endings as the search key finds them: phones, basket, deletion, scope, pages", async () => {
    const sales = await makeUser(ctx.app, ctx.db(), {
      pages: ["reciption", "sotuv"],
      actions: ["client_create", "client_edit", "client_delete"],
    });
    const own = await makeUser(ctx.app, ctx.db(), { ...RECEPTION, clientScope: "own" });
    const search = async (token: string, q: string, extra = "") => {
      const res = await get(token, `/api/client?q=${encodeURIComponent(q)}${extra}`);
      expect(res.statusCode, q).toBe(200);
      return res.json() as { items: { id: number }[]; total: number; totalCapped: boolean };
    };
    const ids = async (token: string, q: string) => (await search(token, q)).items.map((c) => c.id);
    const a = await newClient(sales.token, { fullName: "Raqam Bir", phone: "771234567" });
    // The digits twice in one client's phones (main and extra) find the client once.
    const b = await newClient(sales.token, {
      fullName: "Raqam Ikki",
      phone: "779912345",
      extraPhone: "881234500",
    });
    const c = await newClient(sales.token, { fullName: "Raqam Uch", phone: "775551234" });
    const d = await newClient(own.token, { fullName: "Raqam Tort", phone: "331239999" });
    const cases: [string, { id: number }[]][] = [
      ["1234", [c, b, a]],
      ["12345", [b, a]],
      ["99 123", [b]],
      ["234500", [b]],
      ["+998 77 555 12 34", [c]],
      ["123", [d, c, b, a]],
      ["77", []],
      ["4444", []],
    ];
    for (const [q, want] of cases) {
      expect(await ids(sales.token, q), q).toEqual(want.map((x) => x.id));
      // The same answer as the search key's own index gives (a step filter goes that way).
      expect(await ids(sales.token, q), q).toEqual(
        (await search(sales.token, q, "&step=new")).items.map((x) => x.id),
      );
    }
    // The own scope: the receptionist's own client only.
    expect(await ids(own.token, "123")).toEqual([d.id]);
    // An extra phone changed: its digits go with it.
    const patch = await ctx.app.inject({
      method: "PATCH",
      url: `/api/client/${b.id}`,
      headers: auth(sales.token),
      payload: { extraPhone: "905550000" },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(await ids(sales.token, "234500")).toEqual([]);
    expect(await ids(sales.token, "5550000")).toEqual([b.id]);
    // The basket hides, a restore brings back, a deletion for good forgets.
    await post(sales.token, `/api/client/${a.id}/basket`);
    expect(await ids(sales.token, "1234")).toEqual([c.id, b.id]);
    expect((await search(sales.token, "1234", "&basket=true")).items.map((x) => x.id)).toEqual([a.id]);
    await ctx.app.inject({ method: "DELETE", url: `/api/client/${a.id}/basket`, headers: auth(sales.token) });
    expect(await ids(sales.token, "1234")).toEqual([c.id, b.id, a.id]);
    await post(sales.token, `/api/client/${c.id}/basket`);
    const del = await ctx.app.inject({
      method: "DELETE",
      url: `/api/client/${c.id}`,
      headers: auth(sales.token),
    });
    expect(del.statusCode, del.body).toBe(204);
    const left = await ctx
      .db()
      .execute(sql`select count(*)::int as n from client_phone_digits where client_id = ${c.id}`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    // Pages and an exact total.
    const made: number[] = [];
    for (let i = 0; i < 7; i++)
      made.push((await newClient(sales.token, { fullName: `Sahifa ${i}`, phone: `9086420${i}0` })).id);
    const page2 = await search(sales.token, "86420", "&size=3&page=2");
    expect(page2).toMatchObject({ total: 7, totalCapped: false });
    expect(page2.items.map((x) => x.id)).toEqual(made.reverse().slice(3, 6));
  });

  it("digits in more phones than their index sorts are read newest first, the total capped", async () => {
    const sales = await makeUser(ctx.app, ctx.db(), { pages: ["reciption"], actions: ["client_create"] });
    // 4,100 clients, each with five endings beginning 777 (three of 77777…, two of 7777…): 20,500.
    await ctx
      .db()
      .execute(sql`insert into clients (full_name, phone, extra_phones, source, search_text, created_at)
      select 'Yetti ' || g, p.main, array[p.extra], 'reception', 'yetti ' || g || ' ' || p.main || ' ' || p.extra,
        now() - g * interval '1 minute'
      from generate_series(1, 4100) g
      cross join lateral (select '77777' || lpad(g::text, 4, '0') as main, '7777' || lpad(g::text, 5, '0') as extra) p`);
    const res = await get(sales.token, "/api/client?q=777&size=5&page=3");
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as {
      items: { id: number; fullName: string }[];
      total: number;
      totalCapped: boolean;
    };
    expect(page).toMatchObject({ total: 1000, totalCapped: true });
    expect(page.items.map((x) => x.fullName)).toEqual([
      "Yetti 11",
      "Yetti 12",
      "Yetti 13",
      "Yetti 14",
      "Yetti 15",
    ]);
    const general = (await get(sales.token, "/api/client?q=777&size=5&page=3&step=new")).json();
    expect(page.items).toEqual(general.items);
  });

  it("pages, filters by scope, step, date and basket, and exports with the right", async () => {
    const r = await makeUser(ctx.app, ctx.db(), {
      ...RECEPTION,
      actions: [...RECEPTION.actions, "export_excel"],
    });
    const other = await makeUser(ctx.app, ctx.db(), { ...RECEPTION, clientScope: "own" });
    for (let i = 0; i < 5; i++) await newClient(r.token, { fullName: `Mijoz ${i} Test` });
    const theirs = await newClient(other.token);
    // "My clients" of someone who sees every client (r's scope is all, as a director's) are every
    // desk's registrations; a receptionist with the own scope has their own.
    const page = (await get(r.token, "/api/client?scope=intake&size=2&page=2&sort=name")).json();
    expect(page).toMatchObject({ total: 6, page: 2, size: 2 });
    expect(page.items.map((c: { fullName: string }) => c.fullName)).toEqual(["Mijoz 1 Test", "Mijoz 2 Test"]);
    const own = (await get(other.token, "/api/client?scope=intake")).json();
    expect(own.items.map((c: { id: number }) => c.id)).toEqual([theirs.id]);
    expect((await get(r.token, "/api/client?scope=all")).json().total).toBe(6);
    expect((await get(r.token, "/api/client?step=consulting")).json().total).toBe(0);
    const today = new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);
    expect((await get(r.token, `/api/client?from=${today}&to=${today}`)).json().total).toBe(6);
    expect((await get(r.token, "/api/client?to=2020-01-01")).json().total).toBe(0);
    await post(other.token, `/api/client/${theirs.id}/basket`);
    expect((await get(r.token, "/api/client")).json().total).toBe(5);
    expect(
      (await get(r.token, "/api/client?basket=true")).json().items.map((c: { id: number }) => c.id),
    ).toEqual([theirs.id]);
    const xlsx = await get(r.token, "/api/client/export?scope=intake");
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe("PK");
    expect((await get(other.token, "/api/client/export")).statusCode).toBe(403);
    for (const bad of [
      "size=500",
      "scope=everyone",
      "from=22.11.2026",
      "from=2026-13-45&to=2026-13-46",
      "sort=phone",
      "x=1",
    ])
      expect((await get(r.token, `/api/client?${bad}`)).statusCode, bad).toBe(400);
  });

  it("looks a phone up among main and second phones, live before the basket", async () => {
    const r = await makeUser(ctx.app, ctx.db(), RECEPTION);
    const extra = nextPhone();
    const c = await newClient(r.token, { extraPhone: extra });
    expect((await get(r.token, `/api/client/lookup?phone=${c.phone}`)).json().client.id).toBe(c.id);
    expect((await get(r.token, `/api/client/lookup?phone=${extra}`)).json().client.id).toBe(c.id);
    expect((await get(r.token, `/api/client/lookup?phone=${nextPhone()}`)).json()).toEqual({
      client: null,
      brief: null,
    });
    await post(r.token, `/api/client/${c.id}/basket`);
    expect((await get(r.token, `/api/client/lookup?phone=${c.phone}`)).json().client).toMatchObject({
      id: c.id,
      inBasket: true,
    });
    expect((await get(r.token, "/api/client/lookup?phone=12")).statusCode).toBe(400);
  });
});

describe("the client card and personal data", () => {
  it("shows passport and JShShIR in full only with client_passport_view, and is never cached", async () => {
    const sales = await makeUser(ctx.app, ctx.db(), {
      pages: ["sotuv"],
      actions: ["client_create", "client_edit", "client_passport_view"],
    });
    const reception = await makeUser(ctx.app, ctx.db(), RECEPTION);
    const c = await newClient(sales.token, { passport: "aa 1234567", pinfl: "31234567890123" });
    const full = await get(sales.token, `/api/client/${c.id}`);
    expect(full.json()).toMatchObject({
      passport: "AA1234567",
      pinfl: "31234567890123",
      personalMasked: false,
    });
    const masked = await get(reception.token, `/api/client/${c.id}`);
    expect(masked.json()).toMatchObject({
      passport: "AA*****67",
      pinfl: "3***********23",
      personalMasked: true,
    });
    expect(masked.body).not.toContain("1234567");
    expect(masked.headers["cache-control"]).toBe("no-store");
    // Nor through the history.
    await ctx.app.inject({
      method: "PATCH",
      url: `/api/client/${c.id}`,
      headers: auth(sales.token),
      payload: { passport: "AB7654321" },
    });
    const history = await get(reception.token, `/api/client/${c.id}/history`);
    expect(history.statusCode).toBe(200);
    expect(history.body).not.toContain("7654321");
    expect(history.body).not.toContain("1234567");
    // Editing passport data needs the right.
    const denied = await ctx.app.inject({
      method: "PATCH",
      url: `/api/client/${c.id}`,
      headers: auth(reception.token),
      payload: { passport: "AC1111111" },
    });
    expect(denied.statusCode).toBe(403);
    expect((await get(reception.token, "/api/client/999999")).statusCode).toBe(404);
  });

  it("the manager changes only with client_assign; client_assign alone changes nothing else", async () => {
    const r = await makeUser(ctx.app, ctx.db(), {
      ...RECEPTION,
      actions: RECEPTION.actions.filter((a) => a !== "client_assign"),
    });
    const boss = await makeUser(ctx.app, ctx.db(), { pages: ["sotuv"], actions: ["client_assign"] });
    const manager = await makeUser(ctx.app, ctx.db(), {
      pages: ["sotuv"],
      actions: ["unit_book"],
      name: "Sotuv Menejeri",
    });
    const c = await newClient(r.token);
    const patch = (token: string, payload: object) =>
      ctx.app.inject({ method: "PATCH", url: `/api/client/${c.id}`, headers: auth(token), payload });
    expect((await patch(r.token, { managerId: manager.id })).statusCode).toBe(403);
    expect((await patch(boss.token, { fullName: "Yangi Ism" })).statusCode).toBe(403);
    const assigned = await patch(boss.token, { managerId: manager.id });
    expect(assigned.json()).toMatchObject({ managerId: manager.id, managerName: "Sotuv Menejeri" });
    const managers = (await get(r.token, "/api/client/managers")).json();
    expect(managers).toContainEqual({ id: manager.id, name: "Sotuv Menejeri" });
    const renamed = await patch(r.token, { fullName: "Alisher Valiyev", extraPhone: nextPhone() });
    expect(renamed.json().fullName).toBe("Alisher Valiyev");
    expect((await get(r.token, "/api/client?q=valiyev")).json().total).toBe(1);
    // Setting a manager on create or on a visit is an assignment too.
    const created = await post(r.token, "/api/client", {
      fullName: "Bobur Karimov",
      phone: nextPhone(),
      source: "reception",
      managerId: manager.id,
    });
    expect(created.statusCode).toBe(403);
    const visit = await post(r.token, `/api/client/${c.id}/visits`, { managerId: manager.id });
    expect(visit.statusCode).toBe(403);
    expect((await post(r.token, `/api/client/${c.id}/visits`, { note: "Keldi" })).statusCode).toBe(201);
  });
});

describe("visits, calls and the callback queue", () => {
  it("a returning visitor gets a new visit; today's visitors tell first visits from returns", async () => {
    const r = await makeUser(ctx.app, ctx.db(), RECEPTION);
    const manager = await makeUser(ctx.app, ctx.db(), { pages: ["sotuv"] });
    const c = await newClient(r.token);
    const visit = await post(r.token, `/api/client/${c.id}/visits`, {
      managerId: manager.id,
      note: "Qayta keldi",
    });
    expect(visit.statusCode).toBe(201);
    // The client had no manager: the visit's one becomes theirs.
    expect(visit.json()).toMatchObject({ managerId: manager.id });
    expect(visit.json().visits).toHaveLength(2);
    const today = (await get(r.token, "/api/client/visits/today")).json();
    expect(today.map((v: { clientId: number; firstVisit: boolean }) => [v.clientId, v.firstVisit])).toEqual([
      [c.id, false],
      [c.id, true],
    ]);
  });

  it("a callback needs its date; the queue holds what is due today or overdue, oldest first", async () => {
    const op = await makeUser(ctx.app, ctx.db(), CALLS);
    const other = await makeUser(ctx.app, ctx.db(), CALLS);
    const [a, b, c] = [
      await newClient(op.token, { source: "call_center" }),
      await newClient(op.token, { source: "call_center" }),
      await newClient(other.token, { source: "call_center" }),
    ];
    const call = (token: string, id: number, body: object) => post(token, `/api/client/${id}/calls`, body);
    expect((await call(op.token, a.id, { direction: "outgoing", result: "callback" })).statusCode).toBe(400);
    const hour = 3_600_000;
    const yesterday = new Date(Date.now() - 24 * hour).toISOString();
    const now = new Date(Date.now() - hour).toISOString();
    const nextWeek = new Date(Date.now() + 7 * 24 * hour).toISOString();
    expect(
      (await call(op.token, a.id, { direction: "outgoing", result: "callback", nextCallAt: now })).statusCode,
    ).toBe(201);
    await call(op.token, b.id, { direction: "incoming", result: "interested", nextCallAt: yesterday });
    await call(other.token, c.id, { direction: "outgoing", result: "callback", nextCallAt: now });
    const queue = async (token: string, scope = "mine") =>
      (await get(token, `/api/client/calls/queue?scope=${scope}`))
        .json()
        .items.map((x: { id: number }) => x.id);
    expect(await queue(op.token)).toEqual([b.id, a.id]);
    expect(await queue(op.token, "all")).toEqual([b.id, a.id, c.id]);
    // Worked: moved to next week, it leaves today's queue.
    const worked = await call(op.token, b.id, {
      direction: "outgoing",
      result: "callback",
      nextCallAt: nextWeek,
      note: "Dushanba",
    });
    expect(worked.json()).toMatchObject({ lastCallResult: "callback", nextCallAt: nextWeek });
    expect(worked.json().calls[0]).toMatchObject({ result: "callback", note: "Dushanba" });
    expect(await queue(op.token)).toEqual([a.id]);
    // Nobody answered: it leaves the queue only with the reason it is not called again.
    const unanswered = await call(op.token, a.id, { direction: "outgoing", result: "no_answer" });
    expect(unanswered.statusCode).toBe(400);
    expect(unanswered.json().details).toEqual(
      expect.arrayContaining([expect.objectContaining({ message: "NEXT_CALL_OR_REASON" })]),
    );
    expect(await queue(op.token)).toEqual([a.id]);
    // A call with no next date ends the callbacks.
    await call(op.token, a.id, { direction: "outgoing", result: "refused" });
    expect(await queue(op.token)).toEqual([]);
    expect(
      (await call(op.token, b.id, { direction: "outgoing", result: "no_answer", note: "Boshqa raqam kerak" }))
        .statusCode,
    ).toBe(201);
    // "My calls" of someone who sees every client are every operator's (a, b and the other's c).
    expect((await get(op.token, "/api/client?scope=calls&sort=-lastCall")).json().total).toBe(3);
    const reception = await makeUser(ctx.app, ctx.db(), RECEPTION);
    expect((await get(reception.token, "/api/client/calls/queue")).statusCode).toBe(403);
  });
});

describe("steps, notes, blacklist and basket", () => {
  it("moves steps with a note, adds notes, blacklists and clears with the right", async () => {
    const r = await makeUser(ctx.app, ctx.db(), RECEPTION);
    const c = await newClient(r.token);
    const moved = await post(r.token, `/api/client/${c.id}/step`, {
      step: "consulting",
      note: "Maslahat berildi",
    });
    expect(moved.json().step).toBe("consulting");
    expect(moved.json().steps.at(-1)).toMatchObject({
      step: "consulting",
      note: "Maslahat berildi",
      userId: r.id,
    });
    expect(
      (await post(r.token, `/api/client/${c.id}/notes`, { text: "Ertaga keladi" })).json().notes[0].text,
    ).toBe("Ertaga keladi");
    expect((await post(r.token, `/api/client/${c.id}/blacklist`, { reason: "x" })).statusCode).toBe(400);
    const black = await post(r.token, `/api/client/${c.id}/blacklist`, { reason: "Soxta hujjat" });
    expect(black.json()).toMatchObject({ blacklisted: true, blacklistReason: "Soxta hujjat" });
    expect((await get(r.token, "/api/client?blacklisted=true")).json().items[0]).toMatchObject({
      id: c.id,
      blacklisted: true,
    });
    const callOp = await makeUser(ctx.app, ctx.db(), CALLS);
    expect(
      (
        await ctx.app.inject({
          method: "DELETE",
          url: `/api/client/${c.id}/blacklist`,
          headers: auth(callOp.token),
        })
      ).statusCode,
    ).toBe(403);
    const cleared = await ctx.app.inject({
      method: "DELETE",
      url: `/api/client/${c.id}/blacklist`,
      headers: auth(r.token),
    });
    expect(cleared.json()).toMatchObject({ blacklisted: false, blacklistReason: null });
  });

  it("the basket hides and keeps; restoring fails if the phone went to someone else; deleting needs the basket", async () => {
    const r = await makeUser(ctx.app, ctx.db(), RECEPTION);
    const boss = await makeUser(ctx.app, ctx.db(), { pages: ["reciption"], actions: ["client_delete"] });
    const c = await newClient(r.token);
    const del = () =>
      ctx.app.inject({ method: "DELETE", url: `/api/client/${c.id}`, headers: auth(boss.token) });
    expect((await del()).json().code).toBe("CLIENT_NOT_IN_BASKET");
    expect((await post(r.token, `/api/client/${c.id}/basket`)).json().inBasket).toBe(true);
    expect((await post(r.token, `/api/client/${c.id}/notes`, { text: "x" })).json().code).toBe(
      "CLIENT_IN_BASKET",
    );
    // Meanwhile the phone was registered again: the old card cannot come back over it.
    const again = await newClient(r.token, { phone: c.phone });
    const restore = await ctx.app.inject({
      method: "DELETE",
      url: `/api/client/${c.id}/basket`,
      headers: auth(r.token),
    });
    expect(restore.statusCode).toBe(409);
    expect(restore.json()).toMatchObject({ code: "CLIENT_PHONE_EXISTS", details: { clientId: again.id } });
    await post(r.token, `/api/client/${again.id}/basket`);
    const back = await ctx.app.inject({
      method: "DELETE",
      url: `/api/client/${c.id}/basket`,
      headers: auth(r.token),
    });
    expect(back.json().inBasket).toBe(false);
    // A second phone taken meanwhile blocks the way back too.
    const second = nextPhone();
    const withSecond = await newClient(r.token, { extraPhone: second });
    await post(r.token, `/api/client/${withSecond.id}/basket`);
    const owner = await newClient(r.token, { phone: second });
    const blocked = await ctx.app.inject({
      method: "DELETE",
      url: `/api/client/${withSecond.id}/basket`,
      headers: auth(r.token),
    });
    expect(blocked.json()).toMatchObject({ code: "CLIENT_PHONE_EXISTS", details: { clientId: owner.id } });
    expect(
      (await ctx.app.inject({ method: "DELETE", url: `/api/client/${again.id}`, headers: auth(r.token) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: "DELETE", url: `/api/client/${again.id}`, headers: auth(boss.token) }))
        .statusCode,
    ).toBe(204);
    expect((await get(r.token, `/api/client/${again.id}`)).statusCode).toBe(404);
    const actions = await ctx
      .db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(c.id)));
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(["create", "basket", "restore"]));
  });

  it("a client with a contract stays for good, even from the basket", async () => {
    const s = await makeUser(ctx.app, ctx.db(), SALES_RIGHTS);
    const boss = await makeUser(ctx.app, ctx.db(), { pages: ["reciption"], actions: ["client_delete"] });
    const org = await makeSeller(ctx.db());
    const [unit] = await makeFreeUnits(ctx.db(), 1);
    const c = await newClient(s.token, { source: "call_center" });
    const signed = await post(s.token, "/api/shartnoma", {
      clientId: c.id,
      unitId: unit!.id,
      paymentType: "full",
      sellerOrganisationId: org.id,
    });
    expect(signed.statusCode).toBe(201);
    expect((await get(s.token, `/api/client/${c.id}`)).json().hasContract).toBe(true);
    await post(s.token, `/api/client/${c.id}/basket`);
    const del = await ctx.app.inject({
      method: "DELETE",
      url: `/api/client/${c.id}`,
      headers: auth(boss.token),
    });
    expect(del.statusCode).toBe(409);
    expect(del.json().code).toBe("CLIENT_HAS_CONTRACT");
  });
});
