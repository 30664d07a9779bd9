import { and, eq, type SQLWrapper, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../src/db/schema";
import { historyCondition } from "../src/modules/audit/audit.service";
import { auth, makeUser, nextPhone, useTestApp } from "./helpers/test-app";

/**
 * The audit holds every change, and reads it without scanning: the client's notes and visits now
 * leave rows, and a contract's history finds its payments' rows by an index.
 */
const ctx = useTestApp({ resetEach: true });

const RECEPTION = {
  pages: ["reciption", "my_reciption_clients"],
  actions: ["client_create", "client_edit", "client_assign"],
};

/** The plan the database would choose if it could not scan the table (one connection, one transaction). */
const planWithoutScans = (query: SQLWrapper) =>
  ctx.db().transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const res = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
    return res.rows.map((r) => Object.values(r)[0]).join("\n");
  });

describe("changes that left no audit row", () => {
  it("a note and a visit that sets no field are audited, with what they recorded", async () => {
    const r = await makeUser(ctx.app, ctx.db(), RECEPTION);
    const manager = await makeUser(ctx.app, ctx.db(), { pages: ["sotuv"] });
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/client",
      headers: auth(r.token),
      payload: { fullName: "Izohli Mijoz", phone: nextPhone(), source: "reception", managerId: manager.id },
    });
    const id = created.json().id as number;
    await ctx.app.inject({
      method: "POST",
      url: `/api/client/${id}/notes`,
      headers: auth(r.token),
      payload: { text: "Ikki xonali soʻradi" },
    });
    // The client has a manager already: the visit changes no field of the client.
    await ctx.app.inject({
      method: "POST",
      url: `/api/client/${id}/visits`,
      headers: auth(r.token),
      payload: { note: "Qayta keldi" },
    });
    const rows = await ctx
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "client"), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
    expect(rows.map((x) => x.action)).toEqual(["create", "note", "visit"]);
    expect(rows[1]).toMatchObject({ userId: r.id, after: { note: { text: "Ikki xonali soʻradi" } } });
    expect(rows[2]).toMatchObject({ userId: r.id, after: { visit: { note: "Qayta keldi" } } });
    const history = await ctx.app.inject({ url: `/api/client/${id}/history`, headers: auth(r.token) });
    expect(history.json().map((h: { action: string }) => h.action)).toEqual(["visit", "note", "create"]);
  });
});

describe("a record's history reads by index", () => {
  it("a contract's history finds its payments' rows without scanning the audit log", async () => {
    // Enough unrelated rows that a plan is worth choosing; the planner must be able to use an index.
    await ctx
      .db()
      .insert(auditLog)
      .values(
        Array.from({ length: 2000 }, (_, i) => ({
          userId: null,
          entity: "payment",
          entityId: String(i + 1),
          action: "create",
          after: { contractId: (i % 400) + 1, amount: 1000 },
        })),
      );
    await ctx.db().execute(sql`analyze audit_log`);
    const query = ctx
      .db()
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(historyCondition("contract", 7, { entity: "payment", key: "contractId" }));
    const plan = await planWithoutScans(query);
    expect(plan).toContain("audit_log_after_contractid_idx");
    expect(plan).toContain("audit_log_before_contractid_idx");
    expect(plan).not.toMatch(/Seq Scan on audit_log/);
    const found = await query;
    expect(found).toHaveLength(5);
  });
});
