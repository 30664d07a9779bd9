import { tashkentToday } from "@makon/shared";
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { handoverAppointments, smsMessages } from "../src/db/schema";
import { concludedDeal, makeHandoverUnits, SELLER_RIGHTS } from "./helpers/handover-fixtures";
import { makeSeller } from "./helpers/sales-fixtures";
import { auth, makeUser, type TestUser, useTestApp } from "./helpers/test-app";

// Appointments under parallel load, on real PostgreSQL (a pool of connections, as several API
// processes have): one scheduled appointment per contract and one SMS however many people press
// at once; one reschedule of an appointment wins, the rest are told it is closed.
describe.runIf(process.env.TEST_DATABASE_URL)("handover appointments at once (PostgreSQL only)", () => {
  const ctx = useTestApp();
  const N = 10;
  let seller: TestUser;
  let workers: TestUser[] = [];
  let org = 0;
  let free: { id: number }[] = [];

  beforeAll(async () => {
    const db = ctx.db();
    seller = await makeUser(ctx.app, db, SELLER_RIGHTS);
    workers = await Promise.all(
      Array.from({ length: N }, () =>
        makeUser(ctx.app, db, { pages: ["topshiruv"], actions: ["handover_work"] }),
      ),
    );
    org = (await makeSeller(db)).id;
    free = await makeHandoverUnits(db, 2);
  });

  const deal = () => {
    const unit = free.shift();
    if (!unit) throw new Error("out of units");
    return concludedDeal(ctx.app, ctx.db(), seller, unit, "full", org);
  };
  const at = (days: number, clock: string) =>
    `${tashkentToday(Date.now() + days * 86_400_000)}T${clock}:00+05:00`;
  const codes = (res: { statusCode: number; json(): unknown }[]) =>
    res
      .map((r) => (r.statusCode === 201 ? "201" : `${r.statusCode} ${(r.json() as { code: string }).code}`))
      .sort();
  const appointmentsOf = (contractId: number) =>
    ctx
      .db()
      .select()
      .from(handoverAppointments)
      .where(eq(handoverAppointments.contractId, contractId))
      .orderBy(asc(handoverAppointments.id));
  const smsOf = (contractId: number) =>
    ctx.db().select().from(smsMessages).where(eq(smsMessages.contractId, contractId));

  it(`${N} parallel schedules for one contract: one made, ${N - 1} × 409, one SMS`, async () => {
    const d = await deal();
    const res = await Promise.all(
      workers.map((w, i) =>
        ctx.app.inject({
          method: "POST",
          url: "/api/topshiruv/appointments",
          headers: auth(w.token),
          payload: { contractId: d.id, scheduledAt: at(1 + i, "10:00") },
        }),
      ),
    );
    expect(codes(res)).toEqual(["201", ...Array(N - 1).fill("409 HANDOVER_APPOINTMENT_EXISTS")]);
    const rows = await appointmentsOf(d.id);
    expect(rows.map((a) => a.status)).toEqual(["scheduled"]);
    const sms = await smsOf(d.id);
    expect(sms.map((m) => [m.kind, m.appointmentId])).toEqual([["handover_appointment", rows[0]?.id]]);
  });

  it(`${N} parallel reschedules of one appointment: one new, ${N - 1} × 409, one scheduled after`, async () => {
    const d = await deal();
    const first = await ctx.app.inject({
      method: "POST",
      url: "/api/topshiruv/appointments",
      headers: auth(workers[0]?.token ?? ""),
      payload: { contractId: d.id, scheduledAt: at(1, "10:00") },
    });
    expect(first.statusCode, first.body).toBe(201);
    const { id } = first.json() as { id: number };
    const res = await Promise.all(
      workers.map((w, i) =>
        ctx.app.inject({
          method: "POST",
          url: `/api/topshiruv/appointments/${id}/reschedule`,
          headers: auth(w.token),
          payload: { scheduledAt: at(2 + i, "15:00") },
        }),
      ),
    );
    expect(codes(res)).toEqual(["201", ...Array(N - 1).fill("409 HANDOVER_APPOINTMENT_CLOSED")]);
    const rows = await appointmentsOf(d.id);
    expect(rows.map((a) => a.status)).toEqual(["rescheduled", "scheduled"]);
    expect(rows.filter((a) => a.status === "scheduled")).toHaveLength(1);
    // The first notice cancelled (or sent already), the new one queued: two in all.
    const sms = await smsOf(d.id);
    expect(sms.map((m) => m.appointmentId).sort()).toEqual(rows.map((a) => a.id).sort());
  });
});
