import { CLIENT_STEPS, type ClientStep, foldSearch } from "@makon/shared";
import { clientSteps, clients } from "../db/schema";
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
      interest: rnd.pick(["1 xonali", "2 xonali", "3 xonali", "4 xonali", "Noturar joy"]),
      step: p.step,
      searchText: foldSearch(`${name} ${phone}`),
      intakeUserId: source === "call_center" ? staff.call_center : staff.reception,
      managerId: p.step === "new" ? null : staff.sales,
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
  });

  // The timeline: every step from "new" up to the current one, a few days apart.
  const steps = rows.flatMap((c) => {
    const target = c.step as ClientStep;
    const path =
      target === "refused"
        ? [...PATH.slice(0, 4), "refused" as ClientStep]
        : PATH.slice(0, PATH.indexOf(target) + 1);
    return path.map((step, k) => ({
      clientId: c.id,
      step,
      userId: k === 0 ? c.intakeUserId : staff.sales,
      note: step === "refused" ? "Mijoz shartnomadan voz kechdi" : null,
      createdAt: new Date(c.createdAt.getTime() + k * 5 * DAY),
    }));
  });
  await db.insert(clientSteps).values(steps);
  return rows.map((r) => ({ id: r.id, step: r.step as ClientStep, createdAt: r.createdAt }));
}
