import { describe, expect, it } from "vitest";
import { banks } from "../src/db/schema";
import { auth, makeUser, useTestApp } from "./helpers/test-app";

const ctx = useTestApp({ resetEach: true });
const editor = () =>
  makeUser(ctx.app, ctx.db(), {
    name: "Tashkilot Admin",
    pages: ["home", "tashkilotlar", "tashkilot_bank", "audit"],
    actions: ["organisation_edit", "bank_edit", "export_excel"],
  });
let stirCounter = 300000000;
const org = (over: Record<string, unknown> = {}) => ({
  name: "Makon Qurilish MChJ",
  kind: "own",
  stir: String(++stirCounter),
  address: "Toshkent sh.",
  director: "Karimov Akmal",
  phone: "712001010",
  ...over,
});

async function bank(name = "Xalq banki", mfo = "00450") {
  const [row] = await ctx.db().insert(banks).values({ name, mfo }).returning();
  return row!;
}

describe("organisations", () => {
  it("validates STIR, refuses a taken one, lists, searches, archives and restores", async () => {
    const e = await editor();
    const post = (payload: unknown) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/tashkilot",
        headers: auth(e.token),
        payload: payload as object,
      });
    for (const bad of [
      org({ stir: "12345" }),
      org({ stir: "12345678A" }),
      org({ kind: "bank" }),
      org({ name: "" }),
      org({ extra: 1 }),
      org({ phone: "123" }),
    ]) {
      expect((await post(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const first = await post(org({ name: "Oʻzbekiston temir yoʻllari", kind: "buyer", stir: "200828156" }));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ kind: "buyer", stir: "200828156", accounts: [], archivedAt: null });
    const dup = await post(org({ stir: "200828156" }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe("STIR_TAKEN");
    await post(org({ name: "Hamkor MChJ", kind: "partner" }));

    const list = (await ctx.app.inject({ url: "/api/tashkilot?sort=name", headers: auth(e.token) })).json();
    expect(list.total).toBe(2);
    const search = (
      await ctx.app.inject({
        url: `/api/tashkilot?q=${encodeURIComponent("temir yo'llari")}`,
        headers: auth(e.token),
      })
    ).json();
    expect(search.items.map((o: { stir: string }) => o.stir)).toEqual(["200828156"]);
    const byStir = (await ctx.app.inject({ url: "/api/tashkilot?q=2008281", headers: auth(e.token) })).json();
    expect(byStir.total).toBe(1);
    // Words with a number in them are a name: they do not also match STIRs holding those digits.
    const named = (
      await ctx.app.inject({
        url: `/api/tashkilot?q=${encodeURIComponent("Arxiv 828")}`,
        headers: auth(e.token),
      })
    ).json();
    expect(named.total).toBe(0);
    const buyers = (
      await ctx.app.inject({ url: "/api/tashkilot?kind=buyer", headers: auth(e.token) })
    ).json();
    expect(buyers.total).toBe(1);

    const id = first.json().id;
    const archived = await ctx.app.inject({
      method: "PATCH",
      url: `/api/tashkilot/${id}`,
      headers: auth(e.token),
      payload: { archived: true },
    });
    expect(archived.json().archivedAt).not.toBeNull();
    expect((await ctx.app.inject({ url: "/api/tashkilot", headers: auth(e.token) })).json().total).toBe(1);
    expect(
      (await ctx.app.inject({ url: "/api/tashkilot?archived=true", headers: auth(e.token) })).json().total,
    ).toBe(1);
    expect(
      (await ctx.app.inject({ url: "/api/tashkilot?archived=all", headers: auth(e.token) })).json().total,
    ).toBe(2);
    const restored = await ctx.app.inject({
      method: "PATCH",
      url: `/api/tashkilot/${id}`,
      headers: auth(e.token),
      payload: { archived: false },
    });
    expect(restored.json().archivedAt).toBeNull();
    const history = (
      await ctx.app.inject({ url: `/api/tashkilot/${id}/history`, headers: auth(e.token) })
    ).json();
    expect(history.map((h: { action: string }) => h.action)).toEqual(["restore", "archive", "create"]);
  });

  it("bank accounts: 20 digits, unique, first is primary, one primary at most, deleting the primary passes it on", async () => {
    const e = await editor();
    const b = await bank();
    const o = (
      await ctx.app.inject({ method: "POST", url: "/api/tashkilot", headers: auth(e.token), payload: org() })
    ).json();
    const add = (payload: unknown) =>
      ctx.app.inject({
        method: "POST",
        url: `/api/tashkilot/${o.id}/accounts`,
        headers: auth(e.token),
        payload: payload as object,
      });
    for (const bad of [
      { bankId: b.id, accountNumber: "2020800012345678901", mfo: "00450" },
      { bankId: b.id, accountNumber: "2020800012345678901X", mfo: "00450" },
      { bankId: b.id, accountNumber: "20208000123456789012", mfo: "450" },
    ]) {
      expect((await add(bad)).statusCode).toBe(400);
    }
    expect(
      (await add({ bankId: 9999, accountNumber: "20208000123456789012", mfo: "00450" })).statusCode,
    ).toBe(400);
    const one = await add({ bankId: b.id, accountNumber: "20208000123456789012", mfo: "00450" });
    expect(one.statusCode).toBe(201);
    expect(one.json().accounts).toEqual([
      expect.objectContaining({ accountNumber: "20208000123456789012", primary: true }),
    ]);
    const dup = await add({ bankId: b.id, accountNumber: "20208000123456789012", mfo: "00450" });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe("ACCOUNT_TAKEN");
    const two = (
      await add({ bankId: b.id, accountNumber: "20208000999999999999", mfo: "00450", primary: true })
    ).json();
    expect(
      two.accounts
        .filter((a: { primary: boolean }) => a.primary)
        .map((a: { accountNumber: string }) => a.accountNumber),
    ).toEqual(["20208000999999999999"]);
    const firstId = two.accounts.find(
      (a: { accountNumber: string }) => a.accountNumber === "20208000123456789012",
    ).id;
    const switched = (
      await ctx.app.inject({
        method: "PATCH",
        url: `/api/tashkilot/${o.id}/accounts/${firstId}`,
        headers: auth(e.token),
        payload: { primary: true },
      })
    ).json();
    expect(switched.accounts.filter((a: { primary: boolean }) => a.primary)).toHaveLength(1);
    expect(switched.accounts.find((a: { primary: boolean }) => a.primary).id).toBe(firstId);
    const afterDelete = (
      await ctx.app.inject({
        method: "DELETE",
        url: `/api/tashkilot/${o.id}/accounts/${firstId}`,
        headers: auth(e.token),
      })
    ).json();
    expect(afterDelete.accounts).toEqual([
      expect.objectContaining({ accountNumber: "20208000999999999999", primary: true }),
    ]);
    const history = (
      await ctx.app.inject({ url: `/api/tashkilot/${o.id}/history`, headers: auth(e.token) })
    ).json();
    expect(
      history.filter((h: { entity: string }) => h.entity === "organisation_account").length,
    ).toBeGreaterThanOrEqual(4);
  });

  it("writes need organisation_edit; export needs export_excel; unknown id is 404", async () => {
    const viewer = await makeUser(ctx.app, ctx.db(), { pages: ["tashkilotlar"] });
    expect(
      (
        await ctx.app.inject({
          method: "POST",
          url: "/api/tashkilot",
          headers: auth(viewer.token),
          payload: org(),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ url: "/api/tashkilot/export", headers: auth(viewer.token) })).statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ url: "/api/tashkilot/999", headers: auth(viewer.token) })).statusCode,
    ).toBe(404);
    const e = await editor();
    await ctx.app.inject({ method: "POST", url: "/api/tashkilot", headers: auth(e.token), payload: org() });
    const xlsx = await ctx.app.inject({ url: "/api/tashkilot/export?archived=all", headers: auth(e.token) });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-disposition"]).toContain("tashkilotlar.xlsx");
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe("PK");
  });
});

describe("banks", () => {
  it("head offices and branches, unique MFO, one level, delete only when unused", async () => {
    const e = await editor();
    const post = (payload: unknown) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/bank",
        headers: auth(e.token),
        payload: payload as object,
      });
    const head = await post({ name: "Ipoteka-bank", mfo: "00423" });
    expect(head.statusCode).toBe(201);
    const branch = await post({
      name: "Ipoteka-bank Yakkasaroy filiali",
      mfo: "01018",
      parentId: head.json().id,
    });
    expect(branch.json()).toMatchObject({ parentId: head.json().id, parentName: "Ipoteka-bank" });
    const deep = await post({ name: "Filialning filiali", mfo: "01019", parentId: branch.json().id });
    expect(deep.statusCode).toBe(400);
    const dup = await post({ name: "Boshqa", mfo: "00423" });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe("MFO_TAKEN");
    for (const bad of [
      { name: "X", mfo: "00423" },
      { name: "Bank", mfo: "1234" },
      { name: "Bank", mfo: "12345", swift: "X" },
    ]) {
      expect((await post(bad)).statusCode).toBe(400);
    }
    await post({ name: "Ipoteka-bank Chilonzor filiali", mfo: "01020", parentId: head.json().id });
    await post({ name: "Xalq banki", mfo: "00450" });
    const heads = (await ctx.app.inject({ url: "/api/bank?parentId=0", headers: auth(e.token) })).json();
    expect(heads.items).toEqual([
      expect.objectContaining({ name: "Ipoteka-bank", branchCount: 2, accountsCount: 0 }),
      expect.objectContaining({ name: "Xalq banki", branchCount: 0 }),
    ]);
    const chilonzor = (await ctx.app.inject({ url: "/api/bank?q=Chilonzor", headers: auth(e.token) })).json()
      .items[0];
    await ctx.app.inject({ method: "DELETE", url: `/api/bank/${chilonzor.id}`, headers: auth(e.token) });
    const inUse = await ctx.app.inject({
      method: "DELETE",
      url: `/api/bank/${head.json().id}`,
      headers: auth(e.token),
    });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().code).toBe("IN_USE");
    const renamed = await ctx.app.inject({
      method: "PATCH",
      url: `/api/bank/${branch.json().id}`,
      headers: auth(e.token),
      payload: { name: "Ipoteka-bank Yakkasaroy BXO" },
    });
    expect(renamed.json().name).toBe("Ipoteka-bank Yakkasaroy BXO");
    expect(
      (
        await ctx.app.inject({
          method: "DELETE",
          url: `/api/bank/${branch.json().id}`,
          headers: auth(e.token),
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (await ctx.app.inject({ method: "DELETE", url: `/api/bank/${head.json().id}`, headers: auth(e.token) }))
        .statusCode,
    ).toBe(204);
    const all = (await ctx.app.inject({ url: "/api/bank/all", headers: auth(e.token) })).json();
    expect(all.map((x: { name: string }) => x.name)).toEqual(["Xalq banki"]);
  });

  it("writes need bank_edit", async () => {
    const viewer = await makeUser(ctx.app, ctx.db(), {
      pages: ["tashkilotlar"],
      actions: ["organisation_edit"],
    });
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/bank",
      headers: auth(viewer.token),
      payload: { name: "Bank", mfo: "12345" },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("audit", () => {
  it("filters by user, area, record and date; needs the audit page", async () => {
    const e = await editor();
    const other = await makeUser(ctx.app, ctx.db(), {
      name: "Boshqa",
      pages: ["tashkilotlar"],
      actions: ["organisation_edit"],
    });
    const o = (
      await ctx.app.inject({ method: "POST", url: "/api/tashkilot", headers: auth(e.token), payload: org() })
    ).json();
    await ctx.app.inject({
      method: "PATCH",
      url: `/api/tashkilot/${o.id}`,
      headers: auth(other.token),
      payload: { director: "Yangi rahbar" },
    });
    await ctx.app.inject({
      method: "POST",
      url: "/api/bank",
      headers: auth(e.token),
      payload: { name: "Xalq banki", mfo: "00450" },
    });
    const get = async (qs: string) =>
      (await ctx.app.inject({ url: `/api/audit?${qs}`, headers: auth(e.token) })).json();
    const byOther = await get(`userId=${other.id}`);
    // Newest first: the change, then the user's own sign-in (sign-ins are audited too).
    expect(byOther.items.map((i: { action: string; entity: string }) => `${i.entity}:${i.action}`)).toEqual([
      "organisation:update",
      "user:login",
    ]);
    expect(byOther.items[0].userName).toBe("Boshqa");
    const orgRows = await get(`entity=organisation&entityId=${o.id}`);
    expect(orgRows.total).toBe(2);
    const today = new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);
    expect((await get(`from=${today}&to=${today}&entity=bank`)).total).toBe(1);
    expect((await get("from=2020-01-01&to=2020-01-02")).total).toBe(0);
    expect(
      (await ctx.app.inject({ url: "/api/audit?from=01.01.2026", headers: auth(e.token) })).statusCode,
    ).toBe(400);
    expect((await ctx.app.inject({ url: "/api/audit", headers: auth(other.token) })).statusCode).toBe(403);
  });
});
