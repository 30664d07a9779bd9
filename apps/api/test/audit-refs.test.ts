import type { AuditEntry } from "@makon/shared";
import { describe, expect, it } from "vitest";
import { auditLog } from "../src/db/schema";
import { writeAudit } from "../src/lib/audit";
import { insertCase } from "./helpers/collections-fixtures";
import { makeFullContract, SALES_RIGHTS } from "./helpers/sales-fixtures";
import { auth, makeUser, useTestApp } from "./helpers/test-app";

// The history names what its ids point to, so a reader need not look numbers up:
// each entry carries refs — the contract's number for contractId, a unit's number and building,
// a manager's name — read for the whole page at once; a record deleted since stays a number.
const ctx = useTestApp({ resetEach: true });

describe("audit entries name the records their ids point to", () => {
  it("a contract's history and the audit page carry the names of its client, unit, manager and itself", async () => {
    const db = ctx.db();
    const seller = await makeUser(ctx.app, db, { ...SALES_RIGHTS, name: "Menejer Karimov" });
    const admin = await makeUser(ctx.app, db, { pages: ["audit"] });
    const { unit, clientId, ...contract } = await makeFullContract(ctx.app, db, seller.token);
    const paid = await ctx.app.inject({
      method: "POST",
      url: `/api/shartnoma/${contract.id}/payments`,
      headers: auth(seller.token),
      payload: { amount: 1_000_000, method: "cash", paidAt: "2026-11-23" },
    });
    expect(paid.statusCode, paid.body).toBe(201);

    const history = await ctx.app.inject({
      url: `/api/shartnoma/${contract.id}/history`,
      headers: auth(seller.token),
    });
    expect(history.statusCode, history.body).toBe(200);
    const entries = history.json() as AuditEntry[];
    const made = entries.find((e) => e.entity === "contract" && e.action === "create");
    expect(made?.refs?.[`contract:${contract.id}`]).toEqual({ name: contract.number });
    expect(made?.refs?.[`client:${clientId}`]).toEqual({ name: "Xaridor Mijoz" });
    expect(made?.refs?.[`user:${seller.id}`]).toEqual({ name: "Menejer Karimov" });
    expect(made?.refs?.[`unit:${unit.id}`]?.name).toBe(unit.number);
    expect(made?.refs?.[`unit:${unit.id}`]?.detail).toBe("1-blok");
    const payment = entries.find((e) => e.entity === "payment");
    expect(payment?.refs?.[`contract:${contract.id}`]).toEqual({ name: contract.number });

    // The audit page: the unit's own row names the unit; its filter takes every audited kind.
    const audit = await ctx.app.inject({
      url: `/api/audit?entity=unit&entityId=${unit.id}`,
      headers: auth(admin.token),
    });
    expect(audit.statusCode, audit.body).toBe(200);
    const [sold] = (audit.json() as { items: AuditEntry[] }).items;
    expect(sold?.action).toBe("sell");
    expect(sold?.refs?.[`unit:${unit.id}`]).toEqual({ name: unit.number, detail: "1-blok" });
  });

  it("names a debt case by its contract and whose it is (as acts and applications)", async () => {
    const db = ctx.db();
    const seller = await makeUser(ctx.app, db, SALES_RIGHTS);
    const admin = await makeUser(ctx.app, db, { pages: ["audit"] });
    const contract = await makeFullContract(ctx.app, db, seller.token);
    const caseId = await insertCase(db, { contractId: contract.id, openedById: seller.id });
    await writeAudit(db, { userId: seller.id, entity: "debt_case", entityId: caseId, action: "create" });
    const audit = await ctx.app.inject({
      url: `/api/audit?entity=debt_case&entityId=${caseId}`,
      headers: auth(admin.token),
    });
    expect(audit.statusCode, audit.body).toBe(200);
    const [made] = (audit.json() as { items: AuditEntry[] }).items;
    expect(made?.refs?.[`debt_case:${caseId}`]).toEqual({ name: contract.number, detail: "Xaridor Mijoz" });
  });

  it("an id of a record gone, or past any record, stays a number and answers 200", async () => {
    const db = ctx.db();
    const admin = await makeUser(ctx.app, db, { pages: ["audit"] });
    await db.insert(auditLog).values({
      userId: admin.id,
      entity: "user",
      entityId: "99999999999",
      action: "update",
      before: { sectionId: 2_147_483_647, managerId: "x", bankId: -4 },
      after: { sectionId: 99_999_999_999, userId: admin.id, clientId: "12abc" },
    });
    const res = await ctx.app.inject({ url: "/api/audit?entity=user", headers: auth(admin.token) });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = (res.json() as { items: AuditEntry[] }).items;
    // Only the one id that points somewhere is named.
    expect(row?.refs).toEqual({ [`user:${admin.id}`]: { name: "Test Xodim" } });
    // A row a change recorded (a client's call) has its ids named too.
    await db.insert(auditLog).values({
      userId: admin.id,
      entity: "section",
      entityId: "1",
      action: "call",
      after: { call: { userId: admin.id, direction: "outgoing" } },
    });
    const nested = await ctx.app.inject({ url: "/api/audit?entity=section", headers: auth(admin.token) });
    const [called] = (nested.json() as { items: AuditEntry[] }).items;
    expect(called?.refs?.[`user:${admin.id}`]).toEqual({ name: "Test Xodim" });
  });
});
