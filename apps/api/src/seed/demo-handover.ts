import { tashkentToday } from "@makon/shared";
import { and, asc, eq } from "drizzle-orm";
import { buildings, contracts, handoverDefects, units } from "../db/schema";
import type { Db } from "../db/types";
import { createAct } from "../modules/handover/handover-act.service";
import {
  closeAppointment,
  rescheduleAppointment,
  scheduleAppointment,
} from "../modules/handover/handover-appointments.service";
import { fixDefect } from "../modules/handover/handover-defects.service";
import { patchAct } from "../modules/handover/handover-patch.service";
import { permitHandover } from "../modules/handover/handover-permit.service";
import type { DemoHandoverFacts } from "./demo-contracts";
import { isoDate } from "./demo-schedule";
import type { DemoStaff } from "./demo-staff";
import { viewerOf } from "./demo-viewer";

const DAY = 86_400_000;

/**
 * What the buyers wrote into their acts (the demo's data, typed by the handover employee), two
 * per act; the first of each pair is fixed later.
 */
const DEFECTS = [
  [
    { item: "Balkon eshigi yopilmayapti", room: "Mehmonxona" },
    { item: "Oshxona devorida yoriq", room: "Oshxona" },
  ],
  [
    { item: "Hammom plitkasi koʻchgan", room: "Hammom" },
    { item: "Deraza romi zichlanmagan", room: "Yotoqxona" },
  ],
  [
    { item: "Elektr rozetkasi ishlamayapti", room: "Yotoqxona" },
    { item: "Kirish eshigi qulfi qiyin ochiladi", room: "Dahliz" },
  ],
] as const;

/** Why the director let a deal not yet paid in full be handed over (demo data). */
const PERMIT_REASON = "Mijoz qolgan summani jadval boʻyicha toʻlamoqda, toʻlov intizomi yaxshi";

/** A Tashkent wall-clock moment `days` from `now` at `hour`:00, as an ISO string with its offset. */
function tashkentAt(now: Date, days: number, hour: number): string {
  const day = tashkentToday(now.getTime() + days * DAY);
  return `${day}T${String(hour).padStart(2, "0")}:00:00+05:00`;
}

/**
 * The handover desk's demo, made through the handover services (so numbers, statuses, the
 * client's step, timelines, SMS and audit rows are the real ones):
 * - the handed-over clients' deals get their acts, each agreed at an appointment first, with two
 *   defects each (one fixed); the oldest act is past the cadastre month with no number, another is
 *   registered; a deal not paid in full is handed over on the director's permission;
 * - in the finished building, paid deals wait with appointments (one buyer did not come and was
 *   given a new time) and an unpaid one waits for a permission.
 */
export async function seedHandover(
  db: Db,
  staff: DemoStaff,
  now: Date,
  toHandOver: DemoHandoverFacts[],
): Promise<void> {
  const today = tashkentToday(now.getTime());
  const desk = await viewerOf(db, staff.handover);
  const director = await viewerOf(db, staff.director);

  for (const [k, deal] of toHandOver.entries()) {
    const [c] = await db.select().from(contracts).where(eq(contracts.id, deal.contractId));
    if (!c) throw new Error("demo contract missing");
    // The first act is 45 days old: past the cadastre month, the flag the desk chases.
    const actDaysAgo = k === 0 ? 45 : deal.actDaysAgo;
    const actAt = now.getTime() - actDaysAgo * DAY;
    if (c.paid < c.total) await permitHandover(db, director, c.id, { reason: PERMIT_REASON });
    // The appointment agreed two days before, kept on the day of the act.
    await scheduleAppointment(
      db,
      desk,
      { contractId: c.id, scheduledAt: tashkentAt(new Date(actAt), 0, 11), note: null, sms: false },
      new Date(actAt - 2 * DAY),
    );
    const actDate = tashkentToday(actAt);
    const pair = DEFECTS[k % DEFECTS.length]!;
    const act = await createAct(
      db,
      desk,
      {
        contractId: c.id,
        actDate,
        keysCount: 2 + (k % 2),
        meters: deal.meters,
        defects: pair.map((d) => ({ ...d, deadline: isoDate(new Date(actAt + 14 * DAY)) })),
        note: null,
      },
      today,
    );
    const [first] = await db
      .select({ id: handoverDefects.id })
      .from(handoverDefects)
      .where(eq(handoverDefects.handoverId, act.id))
      .orderBy(asc(handoverDefects.id))
      .limit(1);
    if (first && actDaysAgo > 7)
      await fixDefect(
        db,
        desk,
        act.id,
        first.id,
        { fixedOn: isoDate(new Date(actAt + 6 * DAY)), buyerAccepted: true, note: null },
        today,
      );
    if (k === 1)
      await patchAct(
        db,
        desk,
        act.id,
        {
          cadastreAppliedAt: isoDate(new Date(actAt + 2 * DAY)),
          cadastreNumber: `10:05:03:01:${String(1000 + c.id)}`,
          cadastreRegisteredAt: isoDate(new Date(Math.min(actAt + 2 * DAY, now.getTime()))),
        },
        today,
      );
    if (k === 2) await patchAct(db, desk, act.id, { cadastreAppliedAt: actDate }, today);
  }

  // Deals in the finished building still waiting for their keys.
  const waiting = await db
    .select({ id: contracts.id, paid: contracts.paid, total: contracts.total })
    .from(contracts)
    .innerJoin(units, eq(units.id, contracts.unitId))
    .innerJoin(buildings, eq(buildings.id, units.buildingId))
    .where(and(eq(contracts.status, "concluded"), eq(buildings.buildStatus, "completed")))
    .orderBy(asc(contracts.id));
  const paid = waiting.filter((w) => w.paid >= w.total);
  // Tomorrow and in three days, with the SMS queued for the buyer.
  for (const [k, w] of paid.slice(0, 2).entries())
    await scheduleAppointment(
      db,
      desk,
      { contractId: w.id, scheduledAt: tashkentAt(now, k === 0 ? 1 : 3, k === 0 ? 10 : 15), sms: true },
      now,
    );
  // One buyer did not come three days ago; the desk marked it and agreed a new time.
  const missed = paid[2];
  if (missed) {
    const before = new Date(now.getTime() - 6 * DAY);
    const made = await scheduleAppointment(
      db,
      desk,
      { contractId: missed.id, scheduledAt: tashkentAt(now, -3, 14), sms: false },
      before,
    );
    await closeAppointment(db, desk, made.id, { status: "no_show", note: null });
    const again = await scheduleAppointment(
      db,
      desk,
      { contractId: missed.id, scheduledAt: tashkentAt(now, 5, 11), sms: false },
      new Date(now.getTime() - 2 * DAY),
    );
    // Moved once more at the buyer's request.
    await rescheduleAppointment(db, desk, again.id, { scheduledAt: tashkentAt(now, 6, 12), sms: true }, now);
  }
}
