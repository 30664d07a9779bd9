import { CLIENT_STEPS, type ClientStep, foldSearch } from "@makon/shared";
import { eq } from "drizzle-orm";
import { clientCalls, clientSteps, clients, clientVisits } from "../db/schema";
import type { Db } from "../db/types";
import type { DemoStaff } from "./demo-staff";
import { FEMALE_FIRST, fullName, MALE_FIRST, PATRONYMICS_FEMALE, PATRONYMICS_MALE, SURNAMES } from "./names";
import type { Random } from "./random";

/** How many demo clients stand at each step of the pipeline (60 in all). */
export const CLIENT_PLAN: { step: ClientStep; count: number; blacklisted?: boolean }[] = [
  { step: "new", count: 10 },
  { step: "consulting", count: 9 },
  { step: "consulting", count: 2, blacklisted: true },
  { step: "booked", count: 6 },
  { step: "contract", count: 7 },
  { step: "bank_lower", count: 5 },
  { step: "bank_upper", count: 4 },
  { step: "concluded", count: 10 },
  { step: "handed_over", count: 3 },
  { step: "refused", count: 4 },
];

/** The pipeline in order; "refused" is a side exit. */
const PATH: ClientStep[] = CLIENT_STEPS.filter((s) => s !== "refused");
const DAY = 86_400_000;

export interface DemoClient {
  id: number;
  step: ClientStep;
  createdAt: Date;
}

export async function seedClients(db: Db, rnd: Random, staff: DemoStaff, now: Date): Promise<DemoClient[]> {
  const values = [];
  const plan: { step: ClientStep; blacklisted: boolean }[] = CLIENT_PLAN.flatMap((p) =>
    Array.from({ length: p.count }, () => ({ step: p.step, blacklisted: !!p.blacklisted })),
  );
  const usedPhones = new Set<string>();
  for (let i = 0; i < plan.length; i++) {
    const p = plan[i]!;
    const female = rnd.next() < 0.45;
    const name = fullName(
      rnd.pick(female ? FEMALE_FIRST : MALE_FIRST),
      rnd.pick(SURNAMES),
      rnd.pick(female ? PATRONYMICS_FEMALE : PATRONYMICS_MALE),
      female,
    );
    let phone = "";
    do
      phone = `${rnd.pick(["90", "91", "93", "94", "97", "99", "88", "33"])}${String(rnd.int(1_000_000, 9_999_999))}`;
    while (usedPhones.has(phone));
    usedPhones.add(phone);
    const source = i % 3 === 0 ? "call_center" : i % 7 === 0 ? "website" : "reception";
    // Later steps are older clients: a deal takes weeks to months.
    const stepIndex = Math.max(0, PATH.indexOf(p.step));
    const ageDays = p.step === "new" ? rnd.int(0, 6) : 20 + stepIndex * 25 + rnd.int(0, 40);
    const advanced = stepIndex >= 3 || p.step === "refused";
    values.push({
      fullName: name,
      phone,
      passport: advanced
        ? `A${String.fromCharCode(65 + rnd.int(0, 25))}${String(rnd.int(1_000_000, 9_999_999))}`
        : null,
      pinfl: advanced
        ? `3${String(rnd.int(1_000_000, 9_999_999))}${String(rnd.int(100_000, 999_999))}`
        : null,
      address: advanced
        ? `Toshkent sh., ${rnd.pick(["Yunusobod", "Chilonzor", "Mirzo Ulugʻbek", "Yakkasaroy", "Sergeli"])} tumani`
        : null,
      source,
      interestRooms: rnd.int(1, 4),
      interestBudget: rnd.int(5, 15) * 100_000_000,
      step: p.step,
      searchText: foldSearch(`${name} ${phone}`),
      // The two operators share the call-centre clients, so each one's own list is a part.
      intakeUserId:
        source === "call_center" ? (i % 2 === 0 ? staff.call_center : staff.call_center_2) : staff.reception,
      // Reception hands each visitor to a sales manager (the visit below names them): a new client
      // is without a manager only when she came by phone or the website.
      managerId: p.step === "new" && source !== "reception" ? null : staff.sales,
      blacklistedAt: p.blacklisted ? new Date(now.getTime() - rnd.int(1, 10) * DAY) : null,
      blacklistReason: p.blacklisted ? "Soxta hujjatlar taqdim etgan" : null,
      note: p.step === "new" && i % 2 === 0 ? "Qayta qoʻngʻiroq qilishni soʻradi" : null,
      createdAt: new Date(now.getTime() - ageDays * DAY),
    });
  }
  const rows = await db.insert(clients).values(values).returning({
    id: clients.id,
    step: clients.step,
    createdAt: clients.createdAt,
    intakeUserId: clients.intakeUserId,
    source: clients.source,
  });

  // The timeline: every step from "new" up to the current one, a few days apart — but never
  // later than now: a client who came in yesterday took their steps since then.
  const steps = rows.flatMap((c) => {
    const target = c.step as ClientStep;
    const path =
      target === "refused"
        ? [...PATH.slice(0, 4), "refused" as ClientStep]
        : PATH.slice(0, PATH.indexOf(target) + 1);
    const gap = Math.min(5 * DAY, (now.getTime() - 3_600_000 - c.createdAt.getTime()) / path.length);
    return path.map((step, k) => ({
      clientId: c.id,
      step,
      userId: k === 0 ? c.intakeUserId : staff.sales,
      note: step === "refused" ? "Mijoz shartnomadan voz kechdi" : null,
      createdAt: new Date(c.createdAt.getTime() + k * Math.max(0, gap)),
    }));
  });
  await db.insert(clientSteps).values(steps);
  await seedContacts(db, rnd, staff, now, rows);
  return rows.map((r) => ({ id: r.id, step: r.step as ClientStep, createdAt: r.createdAt }));
}

/**
 * Reception clients came in once (their first visit, a few returned); call-centre clients have a
 * short call log, and some wait for a callback today or are overdue, so the queue has work.
 */
async function seedContacts(
  db: Db,
  rnd: Random,
  staff: DemoStaff,
  now: Date,
  rows: { id: number; createdAt: Date; source: string; step: string; intakeUserId: number | null }[],
): Promise<void> {
  const visits = rows
    .filter((c) => c.source === "reception")
    .flatMap((c, i) => {
      const first = {
        clientId: c.id,
        userId: staff.reception,
        managerId: staff.sales,
        note: null,
        createdAt: c.createdAt,
      };
      // Every fourth one came back; the last few came in today.
      const again =
        i % 4 === 0
          ? [
              {
                ...first,
                note: "Qayta tashrif",
                // Three days later, or halfway to now for a client who came in lately.
                createdAt: new Date(
                  c.createdAt.getTime() + Math.min(3 * DAY, (now.getTime() - c.createdAt.getTime()) / 2),
                ),
              },
            ]
          : [];
      const today =
        i < 3
          ? [{ ...first, note: "Bugungi tashrif", createdAt: new Date(now.getTime() - (i + 1) * 3_600_000) }]
          : [];
      return [first, ...again, ...today];
    });
  if (visits.length) await db.insert(clientVisits).values(visits);

  const called = rows.filter((c) => c.source === "call_center");
  for (const [i, c] of called.entries()) {
    // Whoever took the client in keeps calling them.
    const operator = c.intakeUserId ?? staff.call_center;
    // An hour after they came in, or just now for someone who came in within the hour.
    const first = new Date(
      Math.max(c.createdAt.getTime(), Math.min(c.createdAt.getTime() + 3_600_000, now.getTime() - 60_000)),
    );
    // Due: a third overdue (yesterday), a third today, the rest next week.
    const early = c.step === "new" || c.step === "consulting";
    const next = !early
      ? null
      : i % 3 === 0
        ? new Date(now.getTime() - DAY + i * 60_000)
        : i % 3 === 1
          ? new Date(now.getTime() + 2 * 3_600_000)
          : new Date(now.getTime() + 7 * DAY);
    const result = rnd.pick(["callback", "interested", "no_answer"] as const);
    await db.insert(clientCalls).values([
      {
        clientId: c.id,
        userId: operator,
        direction: "incoming",
        result: "interested",
        note: null,
        createdAt: c.createdAt,
      },
      {
        clientId: c.id,
        userId: operator,
        direction: "outgoing",
        result,
        note: "Narxlar bilan tanishtirildi",
        nextCallAt: next,
        createdAt: first,
      },
    ]);
    await db
      .update(clients)
      .set({ lastCallAt: first, lastCallResult: result, lastCallerId: operator, nextCallAt: next })
      .where(eq(clients.id, c.id));
  }
}
