import { addMonths, foldSearch, planSchedule, tashkentToday } from "@makon/shared";
import { and, asc, eq } from "drizzle-orm";
import {
  clientSteps,
  clients,
  contractCounters,
  contractSteps,
  contracts,
  organisations,
  payments,
  scheduleItems,
  units,
} from "../db/schema";
import type { Db } from "../db/types";
import { addDays } from "../modules/collections/debt-actions.service";
import type { DemoStaff } from "./demo-staff";

/**
 * Installment buyers behind with their rows, by how many days: the collections desk's work, one
 * or more in each ageing band. Made without the random generator (after it is done), so the rest
 * of the demo is the same as before they were added.
 */
const BEHIND_DAYS = [4, 12, 19, 26, 34, 43, 52, 58, 64, 71, 79, 86, 97, 126, 168, 230];
const NAMES = [
  "Sherzod Qodirov Baxtiyor oʻgʻli",
  "Malika Rustamova Anvar qizi",
  "Bekzod Toshpoʻlatov Ilhom oʻgʻli",
  "Feruza Ergasheva Shavkat qizi",
  "Javlon Murodov Akmal oʻgʻli",
  "Nodira Xolmatova Bahodir qizi",
  "Azizbek Sobirov Rustam oʻgʻli",
  "Gulbahor Yoʻldosheva Erkin qizi",
  "Sanjar Umarov Dilmurod oʻgʻli",
  "Zarina Abdurahmonova Farhod qizi",
  "Ravshan Normatov Olim oʻgʻli",
  "Shahnoza Qurbonova Jamshid qizi",
  "Doniyor Xasanov Sobir oʻgʻli",
  "Kamola Islomova Nodir qizi",
  "Oybek Jurayev Tolib oʻgʻli",
  "Dilfuza Mahmudova Ulugʻbek qizi",
];
const DAY = 86_400_000;

export async function seedDebtorDeals(db: Db, staff: DemoStaff, now: Date): Promise<void> {
  const today = tashkentToday(now.getTime());
  const year = now.getUTCFullYear();
  const [seller] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.kind, "own"))
    .orderBy(asc(organisations.id))
    .limit(1);
  const free = await db
    .select()
    .from(units)
    .where(and(eq(units.status, "available"), eq(units.type, "residential")))
    .orderBy(asc(units.id));
  const [counter] = await db.select().from(contractCounters).where(eq(contractCounters.year, year));
  let seq = counter?.last ?? 0;
  for (const [k, behind] of BEHIND_DAYS.entries()) {
    // Every other one a few units apart, so the deals spread over floors.
    const u = free[k * 7];
    if (!u || !seller) break;
    // Paid for `paidRows` months; the next row fell due `behind` days ago.
    const paidRows = 3 + (k % 4);
    const date = addMonths(addDays(today, -behind), -(paidRows + 1));
    const created = new Date(`${addDays(date, -12)}T09:00:00+05:00`);
    const name = NAMES[k]!;
    const phone = `95${String(1_000_101 + k * 37_411)}`;
    const [client] = await db
      .insert(clients)
      .values({
        fullName: name,
        phone,
        passport: `AD${String(4_100_000 + k * 913)}`,
        pinfl: `3${String(1_203_880 + k)}${String(410_100 + k)}`,
        address: "Toshkent sh., Chilonzor tumani",
        source: "reception",
        interestRooms: u.rooms,
        interestBudget: u.totalPrice,
        step: "concluded",
        searchText: foldSearch(`${name} ${phone}`),
        intakeUserId: staff.reception,
        managerId: staff.sales,
        createdAt: created,
      })
      .returning({ id: clients.id });
    await db.insert(clientSteps).values(
      (["new", "consulting", "booked", "contract", "concluded"] as const).map((step, s) => ({
        clientId: client!.id,
        step,
        userId: s === 0 ? staff.reception : staff.sales,
        createdAt: new Date(created.getTime() + s * 3 * DAY),
      })),
    );
    const total = u.totalPrice;
    const downPayment = Math.round((total * 0.3) / 1000) * 1000;
    const months = 24;
    seq++;
    const [contract] = await db
      .insert(contracts)
      .values({
        number: `${year}-${String(seq).padStart(4, "0")}`,
        year,
        seq,
        date,
        clientId: client!.id,
        unitId: u.id,
        sellerOrganisationId: seller.id,
        managerId: staff.sales,
        areaM2: u.areaM2,
        pricePerM2: u.pricePerM2,
        total,
        paymentType: "installment",
        downPayment,
        months,
        status: "concluded",
        signedAt: new Date(`${date}T10:00:00Z`),
        createdAt: new Date(`${date}T09:00:00Z`),
      })
      .returning({ id: contracts.id });
    await db.update(units).set({ status: "sold" }).where(eq(units.id, u.id));
    await db.insert(contractSteps).values(
      (["in_process", "concluded"] as const).map((status, s) => ({
        contractId: contract!.id,
        status,
        userId: staff.sales,
        createdAt: new Date(new Date(`${date}T10:00:00Z`).getTime() + s * DAY),
      })),
    );
    const rows = await db
      .insert(scheduleItems)
      .values(
        planSchedule({ paymentType: "installment", total, downPayment, months, date }).map((r) => ({
          contractId: contract!.id,
          number: r.number,
          dueDate: r.dueDate,
          amount: r.amount,
        })),
      )
      .returning({ id: scheduleItems.id, dueDate: scheduleItems.dueDate, amount: scheduleItems.amount });
    const paidPlan = [
      { amount: downPayment, paidAt: date, row: null as null | (typeof rows)[number] },
      ...rows.slice(0, paidRows).map((row) => ({ amount: row.amount, paidAt: row.dueDate, row })),
    ];
    for (const [p, pay] of paidPlan.entries()) {
      await db.insert(payments).values({
        contractId: contract!.id,
        paidAt: pay.paidAt,
        amount: pay.amount,
        method: p % 2 === 0 ? "cash" : "click",
        receiptNumber: `K-${contract!.id}-${p + 1}`,
        userId: staff.contracts,
      });
      if (pay.row)
        await db.update(scheduleItems).set({ paid: pay.amount }).where(eq(scheduleItems.id, pay.row.id));
    }
  }
  await db
    .insert(contractCounters)
    .values({ year, last: seq })
    .onConflictDoUpdate({ target: contractCounters.year, set: { last: seq } });
}
