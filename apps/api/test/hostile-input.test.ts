import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contracts, objects, organisationBankAccounts, payments, units } from "../src/db/schema";
import { makeAdmin } from "./helpers/admin";
import { makeClient, makeFreeUnits, makeSeller } from "./helpers/sales-fixtures";
import { auth, useTestApp } from "./helpers/test-app";

/** The cases the fuzzing found giving 500 (or taking nonsense): each is now a 4xx with a code. */
const ctx = useTestApp({ resetEach: true });

async function rows(table: typeof objects | typeof contracts | typeof payments): Promise<number> {
  const [r] = await ctx.db().select({ n: count() }).from(table);
  return Number(r?.n ?? 0);
}

function detailMessages(body: { details?: { message?: string }[] }): string[] {
  return (body.details ?? []).map((d) => d.message ?? "");
}

async function contractPayload(token: string, date?: string) {
  const seller = await makeSeller(ctx.db());
  const [unit] = await makeFreeUnits(ctx.db(), 1);
  const client = await makeClient(ctx.app, token);
  return {
    seller,
    body: {
      clientId: client.id,
      unitId: unit?.id,
      paymentType: "installment",
      downPayment: 101_380_000,
      months: 4,
      sellerOrganisationId: seller.id,
      ...(date ? { date } : {}),
    },
  };
}

describe("NUL bytes", () => {
  it("in a body field: 400 with the field, nothing stored", async () => {
    const a = await makeAdmin(ctx.app, ctx.db());
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/obyekt",
      headers: auth(a.token),
      payload: { name: "Makon\u0000 City", address: "Toshkent sh." },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      details: [{ path: "/name", message: "TEXT_INVALID_CHARS" }],
    });
    expect(await rows(objects)).toBe(0);
  });

  it("in a query string: 400, never a 500", async () => {
    const a = await makeAdmin(ctx.app, ctx.db());
    for (const url of ["/api/client?q=Ali%00yev", "/api/uy?q=%00", "/api/tashkilot?q=1%00"]) {
      const res = await ctx.app.inject({ url, headers: auth(a.token) });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(detailMessages(res.json())).toContain("TEXT_INVALID_CHARS");
    }
  });

  it("anywhere, even where a schema takes any text (a password) or in a key, before validation", async () => {
    const a = await makeAdmin(ctx.app, ctx.db());
    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/user/login",
      payload: { phone: a.phone, password: "test-password-123\u0000" },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().details).toEqual([{ path: "/password", code: "nul", message: "TEXT_INVALID_CHARS" }]);
    const key = await ctx.app.inject({
      method: "POST",
      url: "/api/obyekt",
      headers: auth(a.token),
      payload: { name: "Makon", address: "Toshkent sh.", "x\u0000": 1 },
    });
    expect(key.statusCode).toBe(400);
    expect(key.json().details[0]).toMatchObject({ code: "nul", message: "TEXT_INVALID_CHARS" });
  });

  it("other control characters are refused with the field; tabs and line breaks in notes stay", async () => {
    const a = await makeAdmin(ctx.app, ctx.db());
    const bell = await ctx.app.inject({
      method: "POST",
      url: "/api/obyekt",
      headers: auth(a.token),
      payload: { name: "Makon\u0007", address: "Toshkent sh." },
    });
    expect(bell.statusCode).toBe(400);
    expect(bell.json().details[0]).toMatchObject({ path: "/name", message: "TEXT_INVALID_CHARS" });
    const client = await makeClient(ctx.app, a.token);
    const note = await ctx.app.inject({
      method: "POST",
      url: `/api/client/${client.id}/notes`,
      headers: auth(a.token),
      payload: { text: "Birinchi qator\nIkkinchi\tqator" },
    });
    expect(note.statusCode, note.body).toBe(201);
  });
});

describe("ids past int4 (2,147,483,647)", () => {
  it("in a body: 400, not a 500", async () => {
    const a = await makeAdmin(ctx.app, ctx.db());
    const building = await ctx.app.inject({
      method: "POST",
      url: "/api/bino",
      headers: auth(a.token),
      payload: {
        objectId: 2_147_483_648,
        name: "1-blok",
        entrances: 1,
        floors: 1,
        unitsPerFloor: 1,
        areaM2: 50,
        pricePerM2: 1,
      },
    });
    expect(building.statusCode, building.body).toBe(400);
    expect(building.json().details[0].path).toBe("/objectId");
    const seller = await makeSeller(ctx.db());
    const account = await ctx.app.inject({
      method: "POST",
      url: `/api/tashkilot/${seller.id}/accounts`,
      headers: auth(a.token),
      payload: { bankId: 2_147_483_648, accountNumber: "20208000000000000001", mfo: "00014" },
    });
    expect(account.statusCode, account.body).toBe(400);
  });

  it("in a query: 400, not a 500", async () => {
    const a = await makeAdmin(ctx.app, ctx.db());
    for (const url of [
      "/api/user?sectionId=2147483648",
      "/api/bank?parentId=2147483648",
      "/api/audit?userId=2147483648",
      "/api/uy?objectId=9007199254740991",
    ]) {
      const res = await ctx.app.inject({ url, headers: auth(a.token) });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
    }
  });

  it("in any form but decimal digits, in a path or a query: 400, never read as a number", async () => {
    const a = await makeAdmin(ctx.app, ctx.db());
    const object = await ctx.app.inject({
      method: "POST",
      url: "/api/obyekt",
      headers: auth(a.token),
      payload: { name: "Oʻn oltinchi", address: "Toshkent sh." },
    });
    expect(object.statusCode, object.body).toBe(201);
    const id: number = object.json().id;
    const history = await ctx.app.inject({ url: `/api/obyekt/${id}/history`, headers: auth(a.token) });
    expect(history.statusCode, history.body).toBe(200);
    // Each of these once read as the id (hex, a padded or signed number, an exponent, a fraction).
    const hex = `0x${id.toString(16)}`;
    for (const written of [hex, `%20${id}`, `${id}%20`, `+${id}`, `${id}.0`, `${id}e0`, `%09${id}`]) {
      for (const url of [`/api/obyekt/${written}/history`, `/api/uy?objectId=${written}`]) {
        const res = await ctx.app.inject({ url, headers: auth(a.token) });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
        expect(res.json().code).toBe("VALIDATION_ERROR");
      }
    }
    // The long ids (sessions, SMS) and the banks' parent filter read the same way.
    for (const [method, url] of [
      ["POST", "/api/sms/0x1/retry"],
      ["DELETE", `/api/user/${a.id}/sessions/0x1`],
      ["GET", "/api/bank?parentId=0x0"],
      ["GET", "/api/bank?parentId=%201"],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers: auth(a.token) });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
    }
  });

  it("entrance numbers of a price change: at most 50, not a 500", async () => {
    const a = await makeAdmin(ctx.app, ctx.db());
    const [unit] = await makeFreeUnits(ctx.db(), 1);
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/bino/${unit?.buildingId}/prices`,
      headers: auth(a.token),
      payload: { entrances: [5_698_587_650_042_618], mode: "percent", value: 5 },
    });
    expect(res.statusCode, res.body).toBe(400);
  });
});

describe("a bank account a contract uses", () => {
  it("cannot be deleted: 409 IN_USE, the account stays", async () => {
    const a = await makeAdmin(ctx.app, ctx.db());
    const { seller, body } = await contractPayload(a.token);
    const signed = await ctx.app.inject({
      method: "POST",
      url: "/api/shartnoma",
      headers: auth(a.token),
      payload: body,
    });
    expect(signed.statusCode, signed.body).toBe(201);
    const res = await ctx.app.inject({
      method: "DELETE",
      url: `/api/tashkilot/${seller.id}/accounts/${seller.accountId}`,
      headers: auth(a.token),
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe("IN_USE");
    const left = await ctx
      .db()
      .select()
      .from(organisationBankAccounts)
      .where(eq(organisationBankAccounts.id, seller.accountId));
    expect(left).toHaveLength(1);
  });
});

describe("areas are stored with two decimals", () => {
  it("an area that rounds to 0 is refused (it broke the table's positive-area rule: 500)", async () => {
    const a = await makeAdmin(ctx.app, ctx.db());
    const [unit] = await makeFreeUnits(ctx.db(), 1);
    for (const areaM2 of [0.004, 0.0049, 0]) {
      const res = await ctx.app.inject({
        method: "PATCH",
        url: `/api/uy/${unit?.id}`,
        headers: auth(a.token),
        payload: { areaM2 },
      });
      expect(res.statusCode, `${areaM2}: ${res.body}`).toBe(400);
    }
    const object = await ctx.db().select().from(objects).limit(1);
    const building = await ctx.app.inject({
      method: "POST",
      url: "/api/bino",
      headers: auth(a.token),
      payload: {
        objectId: object[0]?.id,
        name: "Kichik blok",
        entrances: 1,
        floors: 1,
        unitsPerFloor: 1,
        areaM2: 0.004,
        pricePerM2: 1_000_000,
      },
    });
    expect(building.statusCode, building.body).toBe(400);
  });

  it("is rounded once, so the price is the price of the area stored", async () => {
    const a = await makeAdmin(ctx.app, ctx.db());
    const [unit] = await makeFreeUnits(ctx.db(), 1);
    const res = await ctx.app.inject({
      method: "PATCH",
      url: `/api/uy/${unit?.id}`,
      headers: auth(a.token),
      payload: { areaM2: 0.005, pricePerM2: 10_000_000 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [stored] = await ctx
      .db()
      .select()
      .from(units)
      .where(eq(units.id, unit?.id as number));
    expect(stored).toMatchObject({ areaM2: 0.01, totalPrice: 100_000 });
  });
});

describe("business days: 2000-01-01 … 2100-12-31", () => {
  it("a contract dated 9999-01-01 (500) or 0001-01-01 (numbered 1-0001) is refused; 2000-01-01 is taken", async () => {
    const a = await makeAdmin(ctx.app, ctx.db());
    for (const date of ["9999-01-01", "0001-01-01", "1999-12-31", "2101-01-01"]) {
      const { body } = await contractPayload(a.token, date);
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/shartnoma",
        headers: auth(a.token),
        payload: body,
      });
      expect(res.statusCode, `${date}: ${res.body}`).toBe(400);
      expect(res.json().details).toEqual([
        expect.objectContaining({ path: "/date", message: "DATE_OUT_OF_RANGE" }),
      ]);
    }
    expect(await rows(contracts)).toBe(0);
    const { body } = await contractPayload(a.token, "2000-01-01");
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/shartnoma",
      headers: auth(a.token),
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().number).toBe("2000-0001");
  });

  it("a payment dated outside the range is refused and nothing is paid", async () => {
    const a = await makeAdmin(ctx.app, ctx.db());
    const { body } = await contractPayload(a.token, "2026-11-22");
    const k = await ctx.app.inject({
      method: "POST",
      url: "/api/shartnoma",
      headers: auth(a.token),
      payload: body,
    });
    expect(k.statusCode, k.body).toBe(201);
    for (const paidAt of ["9999-01-01", "0001-01-01", "2101-01-01"]) {
      const res = await ctx.app.inject({
        method: "POST",
        url: `/api/shartnoma/${k.json().id}/payments`,
        headers: auth(a.token),
        payload: { amount: 1_000_000, method: "cash", paidAt },
      });
      expect(res.statusCode, `${paidAt}: ${res.body}`).toBe(400);
      expect(detailMessages(res.json())).toEqual(["DATE_OUT_OF_RANGE"]);
    }
    expect(await rows(payments)).toBe(0);
  });

  it("a next call in year 9999 is refused, not a 500", async () => {
    const a = await makeAdmin(ctx.app, ctx.db());
    const client = await makeClient(ctx.app, a.token);
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/client/${client.id}/calls`,
      headers: auth(a.token),
      payload: { direction: "outgoing", result: "callback", nextCallAt: "9999-12-31T23:59:59-05:00" },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(detailMessages(res.json())).toEqual(["DATE_OUT_OF_RANGE"]);
  });
});

describe("bodies built to hurt the parser", () => {
  it("100,000 nested arrays, prototype keys: 400, not a 500", async () => {
    const a = await makeAdmin(ctx.app, ctx.db());
    const depth = 100_000;
    for (const payload of [
      `${"[".repeat(depth)}${"]".repeat(depth)}`,
      `{"name":${"[".repeat(depth)}${"]".repeat(depth)}}`,
      '{"__proto__":{"isAdmin":true},"name":"Makon","address":"Toshkent sh."}',
      '{"constructor":{"prototype":{"isAdmin":true}},"name":"Makon","address":"Toshkent sh."}',
    ]) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/obyekt",
        headers: { ...auth(a.token), "content-type": "application/json" },
        payload,
      });
      expect(res.statusCode, `${payload.slice(0, 40)}: ${res.body}`).toBe(400);
    }
    expect(await rows(objects)).toBe(0);
  });
});

describe("a path that is not valid percent-encoding", () => {
  it("answers 400 in our error shape, not the router's", async () => {
    const a = await makeAdmin(ctx.app, ctx.db());
    const res = await ctx.app.inject({
      method: "DELETE",
      url: "/api/tashkilot/1/accounts/%FF%FE",
      headers: auth(a.token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: "BAD_REQUEST", message: "Bad request" });
  });
});
