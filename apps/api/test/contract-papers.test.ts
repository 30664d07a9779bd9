import { describe, expect, it } from "vitest";
import { makeFullContract, SALES_RIGHTS } from "./helpers/sales-fixtures";
import { auth, makeUser, useTestApp } from "./helpers/test-app";

// A seller's paper rules: a seller may print contracts only with the buyer's passport
// and conclude them only with the passport and the signed scan. Off (the default), the screens warn
// and ask; on, the API refuses with a code the screen explains.
const ctx = useTestApp({ resetEach: true });

describe("the seller's paper rules", () => {
  it("refuses the print without the passport and the conclusion without the scan, only when the seller asks", async () => {
    const db = ctx.db();
    const seller = await makeUser(ctx.app, db, {
      ...SALES_RIGHTS,
      actions: [...SALES_RIGHTS.actions, "contract_edit", "organisation_edit", "client_passport_view"],
    });
    const contract = await makeFullContract(ctx.app, db, seller.token);
    const org = { id: contract.organisationId };
    const client = { id: contract.clientId };
    const detail = async () =>
      (await ctx.app.inject({ url: `/api/shartnoma/${contract.id}`, headers: auth(seller.token) })).json();
    expect(await detail()).toMatchObject({
      clientHasPassport: false,
      hasScan: false,
      sellerRequiresPassport: false,
      sellerRequiresScan: false,
    });
    const pdf = () =>
      ctx.app.inject({ url: `/api/shartnoma/${contract.id}/pdf`, headers: auth(seller.token) });
    // No rule: printed (the screen asked first).
    expect((await pdf()).statusCode).toBe(200);

    const rules = await ctx.app.inject({
      method: "PATCH",
      url: `/api/tashkilot/${org.id}`,
      headers: auth(seller.token),
      payload: { requirePassport: true, requireSignedScan: true },
    });
    expect(rules.statusCode, rules.body).toBe(200);
    expect(rules.json()).toMatchObject({ requirePassport: true, requireSignedScan: true });
    expect(await detail()).toMatchObject({ sellerRequiresPassport: true, sellerRequiresScan: true });
    const refusedPrint = await pdf();
    expect(refusedPrint.statusCode).toBe(409);
    expect(refusedPrint.json().code).toBe("CONTRACT_PASSPORT_REQUIRED");

    const paid = await ctx.app.inject({
      method: "POST",
      url: `/api/shartnoma/${contract.id}/payments`,
      headers: auth(seller.token),
      payload: { amount: contract.total, method: "cash", paidAt: "2026-11-23" },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const conclude = () =>
      ctx.app.inject({
        method: "POST",
        url: `/api/shartnoma/${contract.id}/conclude`,
        headers: auth(seller.token),
      });
    expect((await conclude()).json().code).toBe("CONTRACT_PASSPORT_REQUIRED");

    // The passport on file: printed, but not concluded until the signed scan is in.
    const edit = await ctx.app.inject({
      method: "PATCH",
      url: `/api/client/${client.id}`,
      headers: auth(seller.token),
      payload: { passport: "AB1234567" },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await detail()).clientHasPassport).toBe(true);
    expect((await pdf()).statusCode).toBe(200);
    const noScan = await conclude();
    expect(noScan.statusCode).toBe(409);
    expect(noScan.json().code).toBe("CONTRACT_SCAN_REQUIRED");
    expect((await detail()).status).toBe("in_process");

    // The rule lifted: concluded (the screen warned about the scan and asked).
    await ctx.app.inject({
      method: "PATCH",
      url: `/api/tashkilot/${org.id}`,
      headers: auth(seller.token),
      payload: { requireSignedScan: false },
    });
    const done = await conclude();
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().status).toBe("concluded");
  });
});
