import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clients, sections } from "../src/db/schema";
import { makeClient, makeFreeUnits, makeSeller, SALES_RIGHTS } from "./helpers/sales-fixtures";
import { auth, makeUser, nextPhone, useTestApp } from "./helpers/test-app";

/**
 * Record scope: "my clients" used to be a screen filter only, and reception read, edited, moved
 * and basketed other staff's clients through the API. Each test makes two people and checks
 * what one can and cannot do with the other's records.
 */
const ctx = useTestApp({ resetEach: true });

const RECEPTION = {
  pages: ["reciption", "my_reciption_clients"],
  actions: ["client_create", "client_edit", "client_assign", "client_blacklist"],
};
const own = { clientScope: "own", contractScope: "own" } as const;

const get = (token: string, url: string) => ctx.app.inject({ url, headers: auth(token) });
const send = (token: string, method: "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

async function registered(token: string, name = "Begona Mijoz") {
  const phone = nextPhone();
  const res = await send(token, "POST", "/api/client", { fullName: name, phone, source: "reception" });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as number, phone };
}

describe("clients outside one's scope", () => {
  it("another receptionist's client cannot be read, changed, moved or basketed through the API", async () => {
    const a = await makeUser(ctx.app, ctx.db(), { ...RECEPTION, ...own });
    const b = await makeUser(ctx.app, ctx.db(), { ...RECEPTION, ...own });
    const mine = await registered(b.token, "Oʻz Mijozim");
    const theirs = await registered(a.token);
    const id = theirs.id;
    const attempts = [
      await get(b.token, `/api/client/${id}`),
      await get(b.token, `/api/client/${id}/history`),
      await send(b.token, "PATCH", `/api/client/${id}`, { fullName: "Oʻzgartirilgan" }),
      await send(b.token, "POST", `/api/client/${id}/notes`, { text: "Begona izoh" }),
      await send(b.token, "POST", `/api/client/${id}/step`, { step: "consulting" }),
      await send(b.token, "POST", `/api/client/${id}/blacklist`, { reason: "Sinov uchun" }),
      await send(b.token, "POST", `/api/client/${id}/basket`),
      await send(b.token, "POST", `/api/client/${id}/visits`, { note: "Telefonsiz" }),
    ];
    for (const res of attempts) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe("OUT_OF_SCOPE");
    }
    // Lists and exports leave them out; the card of one's own client opens.
    const list = (await get(b.token, "/api/client?size=200")).json();
    expect(list.items.map((c: { id: number }) => c.id)).toEqual([mine.id]);
    expect(list.total).toBe(1);
    const compat = (await get(b.token, "/api/client/with_steps")).json();
    expect(compat.map((c: { id: number }) => c.id)).toEqual([mine.id]);
    expect((await get(b.token, `/api/client/${mine.id}`)).statusCode).toBe(200);
    // Nothing changed.
    const card = (await get(a.token, `/api/client/${id}`)).json();
    expect(card).toMatchObject({
      fullName: "Begona Mijoz",
      step: "new",
      blacklisted: false,
      inBasket: false,
    });
    expect(card.notes).toEqual([]);
  });

  it("the full phone still finds them, with the name, phone, manager and blacklist only", async () => {
    const a = await makeUser(ctx.app, ctx.db(), { ...RECEPTION, ...own });
    const b = await makeUser(ctx.app, ctx.db(), { ...RECEPTION, ...own });
    const theirs = await registered(a.token);
    const found = (await get(b.token, `/api/client/lookup?phone=${theirs.phone}`)).json();
    expect(found).toEqual({
      client: null,
      brief: {
        id: theirs.id,
        fullName: "Begona Mijoz",
        phone: theirs.phone,
        managerName: null,
        blacklisted: false,
        inBasket: false,
      },
    });
    // A new registration with that phone is refused as before: no duplicates.
    const dup = await send(b.token, "POST", "/api/client", {
      fullName: "Ikkinchi Nusxa",
      phone: theirs.phone,
      source: "reception",
    });
    expect(dup.json()).toMatchObject({ code: "CLIENT_PHONE_EXISTS", details: { clientId: theirs.id } });
    // The visitor is at the desk: the visit is recorded with the phone they were found by (what
    // that answers and opens is the next describe's).
    const visit = await send(b.token, "POST", `/api/client/${theirs.id}/visits`, {
      phone: theirs.phone,
      note: "Qayta keldi",
    });
    expect(visit.statusCode, visit.body).toBe(201);
    // A wrong phone proves nothing.
    const other = await registered(a.token, "Uchinchi Mijoz");
    const wrong = await send(b.token, "POST", `/api/client/${other.id}/visits`, { phone: theirs.phone });
    expect(wrong.json().code).toBe("OUT_OF_SCOPE");
  });

  it("a section scope sees the section's clients and no others", async () => {
    const [sales, calls] = await ctx
      .db()
      .insert(sections)
      .values([
        { path: "sotuv", name: "Sotuv", icon: "shop", sortOrder: 1 },
        { path: "call_center", name: "Qoʻngʻiroqlar", icon: "phone", sortOrder: 2 },
      ])
      .returning();
    const head = await makeUser(ctx.app, ctx.db(), {
      ...RECEPTION,
      clientScope: "section",
      contractScope: "own",
      sectionId: sales!.id,
    });
    const colleague = await makeUser(ctx.app, ctx.db(), { ...RECEPTION, ...own, sectionId: sales!.id });
    const stranger = await makeUser(ctx.app, ctx.db(), { ...RECEPTION, ...own, sectionId: calls!.id });
    const ofColleague = await registered(colleague.token);
    const ofStranger = await registered(stranger.token);
    expect((await get(head.token, `/api/client/${ofColleague.id}`)).statusCode).toBe(200);
    expect((await get(head.token, `/api/client/${ofStranger.id}`)).statusCode).toBe(403);
    const ids = (await get(head.token, "/api/client")).json().items.map((c: { id: number }) => c.id);
    expect(ids).toEqual([ofColleague.id]);
  });

  it("an all scope sees everyone's clients", async () => {
    const a = await makeUser(ctx.app, ctx.db(), { ...RECEPTION, ...own });
    const director = await makeUser(ctx.app, ctx.db(), {
      pages: ["reciption", "my_reciption_clients"],
      actions: ["client_edit"],
      clientScope: "all",
      contractScope: "all",
    });
    const theirs = await registered(a.token);
    expect((await get(director.token, `/api/client/${theirs.id}`)).statusCode).toBe(200);
  });
});

/**
 * Decision 39: a phone number proves the person is at the desk or on the line, so a call or
 * visit may be logged on a client outside the scope — and that is all it proves. The answer is the
 * brief (as lookup's), and the card, history and every other client route stay closed afterwards:
 * a call logged by phone makes nobody one of the client's staff.
 */
describe("a call or visit logged by phone outside one's scope", () => {
  const PASSPORT_SALES = { ...SALES_RIGHTS, actions: [...SALES_RIGHTS.actions, "client_passport_view"] };
  const BRIEF_KEYS = ["blacklisted", "fullName", "id", "inBasket", "managerName", "phone"];

  /** A client of `owner` with a passport and JShShIR, and a stranger who knows their phone. */
  async function strangerAndClient() {
    const owner = await makeUser(ctx.app, ctx.db(), {
      ...PASSPORT_SALES,
      actions: [...PASSPORT_SALES.actions, "client_assign"],
      ...own,
      name: "Aziz Egasi",
    });
    const stranger = await makeUser(ctx.app, ctx.db(), { ...PASSPORT_SALES, ...own });
    const phone = nextPhone();
    const res = await send(owner.token, "POST", "/api/client", {
      fullName: "Maxfiy Mijoz",
      phone,
      source: "call_center",
      passport: "AB1234567",
      pinfl: "12345678901234",
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    const managed = await send(owner.token, "PATCH", `/api/client/${id}`, { managerId: owner.id });
    expect(managed.statusCode, managed.body).toBe(200);
    return { owner, stranger, client: { id, phone } };
  }

  /** Everything a stranger may not do with the client, each refused OUT_OF_SCOPE. */
  async function stillClosed(token: string, id: number) {
    for (const res of [
      await get(token, `/api/client/${id}`),
      await get(token, `/api/client/${id}/history`),
      await send(token, "PATCH", `/api/client/${id}`, { fullName: "Oʻzgartirilgan" }),
      await send(token, "POST", `/api/client/${id}/notes`, { text: "Begona izoh" }),
      await send(token, "POST", `/api/client/${id}/step`, { step: "consulting" }),
      // Without the phone a call or visit is refused as before.
      await send(token, "POST", `/api/client/${id}/visits`, { note: "Telefonsiz" }),
      await send(token, "POST", `/api/client/${id}/calls`, { direction: "outgoing", result: "answered" }),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe("OUT_OF_SCOPE");
    }
    const list = (await get(token, "/api/client?size=200")).json();
    expect(list.items.map((c: { id: number }) => c.id)).not.toContain(id);
  }

  it("a call answers the brief only, and the card and history stay closed afterwards", async () => {
    const { owner, stranger, client } = await strangerAndClient();
    const first = await send(owner.token, "POST", `/api/client/${client.id}/calls`, {
      direction: "outgoing",
      result: "answered",
    });
    expect(first.statusCode, first.body).toBe(201);
    const res = await send(stranger.token, "POST", `/api/client/${client.id}/calls`, {
      phone: client.phone,
      direction: "incoming",
      result: "interested",
      note: "Oʻzi qoʻngʻiroq qildi",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      brief: {
        id: client.id,
        fullName: "Maxfiy Mijoz",
        phone: client.phone,
        managerName: "Aziz Egasi",
        blacklisted: false,
        inBasket: false,
      },
    });
    expect(res.body).not.toMatch(/AB1234567|12345678901234|passport|pinfl|calls|notes|steps/);
    await stillClosed(stranger.token, client.id);
    // A second call by phone is still only the brief; the lookup too.
    const again = await send(stranger.token, "POST", `/api/client/${client.id}/calls`, {
      phone: client.phone,
      direction: "outgoing",
      result: "no_answer",
      note: "Javob bermadi",
    });
    expect(Object.keys(again.json().brief).sort()).toEqual(BRIEF_KEYS);
    const found = (await get(stranger.token, `/api/client/lookup?phone=${client.phone}`)).json();
    expect(found.client).toBeNull();
    expect(found.brief.id).toBe(client.id);
    // The calls are the client's all the same: the owner sees them, by whom, and in the history.
    const card = (await get(owner.token, `/api/client/${client.id}`)).json();
    expect(card.calls.map((c: { userId: number }) => c.userId).sort()).toEqual(
      [owner.id, stranger.id, stranger.id].sort(),
    );
    expect(card.lastCallResult).toBe("no_answer");
    // The callback stays in the queue of whoever called before (the stranger never sees it there).
    const [row] = await ctx
      .db()
      .select({ lastCallerId: clients.lastCallerId })
      .from(clients)
      .where(eq(clients.id, client.id));
    expect(row?.lastCallerId).toBe(owner.id);
    const history = (await get(owner.token, `/api/client/${client.id}/history`)).json();
    const calls = history.filter((h: { action: string }) => h.action === "call");
    expect(calls).toHaveLength(3);
  });

  it("a visit answers the brief only, and the card and history stay closed afterwards", async () => {
    const { owner, stranger, client } = await strangerAndClient();
    const res = await send(stranger.token, "POST", `/api/client/${client.id}/visits`, {
      phone: client.phone,
      note: "Qayta keldi",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(Object.keys(res.json())).toEqual(["brief"]);
    expect(Object.keys(res.json().brief).sort()).toEqual(BRIEF_KEYS);
    expect(res.json().brief).toMatchObject({ id: client.id, managerName: "Aziz Egasi" });
    expect(res.body).not.toMatch(/AB1234567|12345678901234|passport|pinfl|visits|notes|steps/);
    await stillClosed(stranger.token, client.id);
    const card = (await get(owner.token, `/api/client/${client.id}`)).json();
    expect(card.visits.map((v: { userId: number }) => v.userId)).toEqual([stranger.id]);
  });

  it("within the scope the phone changes nothing: the whole card, as before", async () => {
    const { owner, client } = await strangerAndClient();
    const call = await send(owner.token, "POST", `/api/client/${client.id}/calls`, {
      phone: client.phone,
      direction: "outgoing",
      result: "answered",
    });
    expect(call.statusCode, call.body).toBe(201);
    expect(call.json()).toMatchObject({
      id: client.id,
      passport: "AB1234567",
      pinfl: "12345678901234",
      lastCallResult: "answered",
    });
    expect(call.json().calls).toHaveLength(1);
    const visit = await send(owner.token, "POST", `/api/client/${client.id}/visits`, { phone: client.phone });
    expect(visit.statusCode, visit.body).toBe(201);
    expect(visit.json().visits).toHaveLength(1);
    expect(visit.json().passport).toBe("AB1234567");
  });
});

describe("contracts outside one's scope", () => {
  async function deal(seller: { token: string }, unitId: number, orgId: number) {
    const client = await makeClient(ctx.app, seller.token);
    const res = await send(seller.token, "POST", "/api/shartnoma", {
      clientId: client.id,
      unitId,
      paymentType: "installment",
      downPayment: 100_000_000,
      months: 12,
      discount: 0,
      sellerOrganisationId: orgId,
      date: "2026-11-20",
    });
    expect(res.statusCode, res.body).toBe(201);
    return { contractId: res.json().id as number, clientId: client.id };
  }

  it("one sales manager cannot read, pay into, print or refuse another's contract; lists hold their own", async () => {
    const org = await makeSeller(ctx.db());
    const [u1, u2] = await makeFreeUnits(ctx.db(), 2);
    const a = await makeUser(ctx.app, ctx.db(), { ...SALES_RIGHTS, ...own, name: "Aziz Sotuvchi" });
    const b = await makeUser(ctx.app, ctx.db(), { ...SALES_RIGHTS, ...own, name: "Bahrom Sotuvchi" });
    const ofA = await deal(a, u1!.id, org.id);
    const ofB = await deal(b, u2!.id, org.id);
    const id = ofA.contractId;
    for (const res of [
      await get(b.token, `/api/shartnoma/${id}`),
      await get(b.token, `/api/shartnoma/${id}/payments`),
      await get(b.token, `/api/shartnoma/${id}/pdf`),
      await get(b.token, `/api/shartnoma/${id}/history`),
      await send(b.token, "POST", `/api/shartnoma/${id}/payments`, {
        amount: 1_000_000,
        method: "cash",
        paidAt: "2026-11-21",
      }),
      await send(b.token, "POST", `/api/shartnoma/${id}/otkaz`, { reason: "Begona shartnoma" }),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe("OUT_OF_SCOPE");
    }
    const page = (await get(b.token, "/api/shartnoma?size=50")).json();
    expect(page.items.map((c: { id: number }) => c.id)).toEqual([ofB.contractId]);
    const all = (await get(b.token, "/api/shartnoma/all_shartnoma")).json();
    expect(all.map((c: { id: number }) => c.id)).toEqual([ofB.contractId]);
    // A contract or booking for another manager's client is refused too.
    const [u3] = await makeFreeUnits(ctx.db(), 1);
    const book = await send(b.token, "POST", `/api/uy/${u3!.id}/bron`, { clientId: ofA.clientId });
    expect(book.json().code).toBe("OUT_OF_SCOPE");
    // Who holds a unit is not shown for someone else's deal; the unit itself is.
    const unitA = (await get(b.token, `/api/uy/${u1!.id}`)).json();
    expect(unitA).toMatchObject({
      status: "in_process",
      clientId: null,
      clientName: null,
      contractNumber: null,
    });
    const unitB = (await get(b.token, `/api/uy/${u2!.id}`)).json();
    expect(unitB.clientId).toBe(ofB.clientId);
  });

  it("the contracts desk (all contracts) sees every contract and who holds each unit", async () => {
    const org = await makeSeller(ctx.db());
    const [u1] = await makeFreeUnits(ctx.db(), 1);
    const a = await makeUser(ctx.app, ctx.db(), { ...SALES_RIGHTS, ...own });
    const desk = await makeUser(ctx.app, ctx.db(), {
      pages: ["contract", "shartnoma_jarayon", "baza"],
      actions: ["payment_create"],
      clientScope: "own",
      contractScope: "all",
    });
    const ofA = await deal(a, u1!.id, org.id);
    expect((await get(desk.token, `/api/shartnoma/${ofA.contractId}`)).statusCode).toBe(200);
    const rows = (await get(desk.token, `/api/uy?buildingId=${u1!.buildingId}&size=50`)).json();
    const held = rows.items.find((r: { id: number }) => r.id === u1!.id);
    expect(held).toMatchObject({ clientId: ofA.clientId, clientName: "Xaridor Mijoz" });
    // The ETag of a scoped list names the scope: the two users never share an answer.
    const etagA = (await get(a.token, "/api/shartnoma/all_shartnoma")).headers.etag;
    const etagDesk = (await get(desk.token, "/api/shartnoma/all_shartnoma")).headers.etag;
    expect(etagA).not.toBe(etagDesk);
  });
});

describe("every route on one client or contract declares its record scope", () => {
  it("the route catalogue has no /api/client/:id or /api/shartnoma/:id route without it", () => {
    const missing = ctx.app.routeCatalogue
      .filter((r) => /^\/api\/(client|shartnoma)\/:id(\/|$)/.test(r.url) && r.method !== "HEAD")
      .filter((r) => !r.recordScope)
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });
});
