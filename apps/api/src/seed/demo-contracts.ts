import { type ContractStatus, type PaymentMethod, type PaymentType, planSchedule } from "@makon/shared";
import { and, desc, eq, inArray } from "drizzle-orm";
import {
  bankApplications,
  bookings,
  clients,
  contractCounters,
  contractSteps,
  contracts,
  payments,
  scheduleItems,
  units,
} from "../db/schema";
import type { Db } from "../db/types";
import type { DemoClient } from "./demo-clients";
import type { DemoUnit } from "./demo-property";
import type { DemoBanks, DemoOrganisations } from "./demo-reference";
import { isoDate } from "./demo-schedule";
import type { DemoStaff } from "./demo-staff";
import type { Random } from "./random";

const DAY = 86_400_000;

/** A moment of the demo's story, never later than an hour before now. */
const pastOf = (at: Date, now: Date) => new Date(Math.min(at.getTime(), now.getTime() - 3_600_000));

/** Contract status and unit status that go with each client step. */
const BY_STEP: Record<string, { status: ContractStatus; unit: string }> = {
  contract: { status: "in_process", unit: "in_process" },
  bank_lower: { status: "bank_lower", unit: "in_process" },
  bank_upper: { status: "bank_upper", unit: "in_process" },
  concluded: { status: "concluded", unit: "sold" },
  // Concluded here; demo-handover.ts hands them over through the handover service.
  handed_over: { status: "concluded", unit: "sold" },
  refused: { status: "refused", unit: "available" },
};

const BANK_TYPES: PaymentType[] = ["mortgage", "subsidy", "organisation"];
/** Why a bank turned a deal down (typed by the bank desk's head: data, not the app's words). */
const BANK_REJECTIONS = [
  "Mijozning rasmiy daromadi kredit uchun yetarli emas",
  "Kredit tarixida muddati oʻtgan qarzdorlik bor",
  "Garov qiymati yetarli emas",
];
const DIRECT_TYPES: PaymentType[] = ["full", "installment"];
/** The statuses a deal at a bank stage is in, taken in turn so the desks show every one. */
const OPEN_STEPS = ["new", "documents_submitted", "under_review"] as const;
const UPPER_STEPS = [...OPEN_STEPS, "approved"] as const;

interface Ctx {
  db: Db;
  rnd: Random;
  staff: DemoStaff;
  banks: DemoBanks;
  orgs: DemoOrganisations;
  now: Date;
}

/** What the handover desk's demo does with a deal whose client is at the handed-over step. */
export interface DemoHandoverFacts {
  contractId: number;
  actDaysAgo: number;
  meters: { electricity: number; gas: number; water: number };
}

/**
 * Bookings, contracts of every payment type and status, schedules, payments and bank stages.
 * Answers the deals to hand over (demo-handover.ts makes their acts through the service).
 */
export async function seedDeals(
  ctx: Ctx,
  clientList: DemoClient[],
  unitList: DemoUnit[],
): Promise<DemoHandoverFacts[]> {
  const toHandOver: DemoHandoverFacts[] = [];
  const { db, rnd, staff, now } = ctx;
  // Handed-over and concluded deals sit in the finished building; the rest spread over every
  // building, so each object's chessboard shows deals.
  const residential = unitList.filter((u) => u.type === "residential");
  const finishedBuilding = residential[0]?.buildingId;
  const pools = new Map<number, DemoUnit[]>();
  for (const u of residential) pools.set(u.buildingId, [...(pools.get(u.buildingId) ?? []), u]);
  const buildingIds = [...pools.keys()];
  let turn = 0;
  const takeFrom = (buildingId: number) => {
    const pool = pools.get(buildingId) ?? [];
    // A random free unit (the generator is seeded): deals spread over floors and entrances.
    const [u] = pool.splice(rnd.int(0, pool.length - 1), 1);
    if (!u) throw new Error("not enough demo units");
    return u;
  };
  const takeUnit = (finished = false) =>
    takeFrom(finished && finishedBuilding ? finishedBuilding : buildingIds[turn++ % buildingIds.length]!);

  // Active bookings for "booked" clients, plus a lapsed one in the history.
  const booked = clientList.filter((c) => c.step === "booked");
  for (const [i, c] of booked.entries()) {
    const u = takeUnit();
    await db.insert(bookings).values({
      unitId: u.id,
      clientId: c.id,
      userId: staff.sales,
      expiresAt: new Date(now.getTime() + (6 + i * 7) * 3_600_000),
      createdAt: new Date(now.getTime() - (42 - i * 7) * 3_600_000),
    });
    await db.update(units).set({ status: "booked" }).where(eq(units.id, u.id));
  }

  let seq = 0;
  let debtorTurn = 0;
  let punctualTurn = 0;
  let lowerTurn = 0;
  let upperTurn = 0;
  const year = now.getUTCFullYear();
  const dealClients = clientList.filter((c) => BY_STEP[c.step]);
  for (const [i, c] of dealClients.entries()) {
    const plan = BY_STEP[c.step]!;
    const bankStage = c.step === "bank_lower" || c.step === "bank_upper";
    // The "contract" step has drafts too; concluded deals mix every type.
    const status: ContractStatus = c.step === "contract" && i % 3 === 0 ? "draft" : plan.status;
    const paymentType: PaymentType = bankStage
      ? BANK_TYPES[i % 3]!
      : c.step === "concluded" || c.step === "handed_over" || c.step === "refused"
        ? [...DIRECT_TYPES, ...BANK_TYPES][i % 5]!
        : [...DIRECT_TYPES, ...BANK_TYPES][(i + 2) % 5]!;
    // A bank deal back in process was turned down by a bank: at the branch, or at the head office
    // after the branch's approval. The reason is on its timeline and its application.
    const rejectedAt: "lower" | "upper" | null =
      status === "in_process" && BANK_TYPES.includes(paymentType) ? (i % 2 === 0 ? "lower" : "upper") : null;
    const rejectionReason = rejectedAt ? BANK_REJECTIONS[i % BANK_REJECTIONS.length]! : null;
    const u = takeUnit(c.step === "handed_over" || (c.step === "concluded" && i % 2 === 0));
    const discount = i % 4 === 0 ? Math.round(u.totalPrice * 0.03) : 0;
    const total = u.totalPrice - discount;
    const downShare = { full: 1, installment: 0.3, mortgage: 0.2, subsidy: 0.15, organisation: 0.5 }[
      paymentType
    ];
    const downPayment = paymentType === "full" ? total : Math.round((total * downShare) / 1000) * 1000;
    const months = paymentType === "installment" ? rnd.pick([12, 24, 36]) : 0;
    // Concluded installment deals are old enough to have monthly rows due.
    const ageDays = c.step === "concluded" || c.step === "handed_over" ? rnd.int(120, 300) : rnd.int(5, 60);
    const date = isoDate(new Date(now.getTime() - ageDays * DAY));
    seq++;
    const [contract] = await db
      .insert(contracts)
      .values({
        number: `${year}-${String(seq).padStart(4, "0")}`,
        year,
        seq,
        date,
        clientId: c.id,
        unitId: u.id,
        sellerOrganisationId: ctx.orgs.own[i % ctx.orgs.own.length]!,
        buyerOrganisationId:
          paymentType === "organisation" ? ctx.orgs.buyers[i % ctx.orgs.buyers.length]! : null,
        managerId: staff.sales,
        areaM2: u.areaM2,
        pricePerM2: u.pricePerM2,
        discount,
        total,
        paymentType,
        downPayment,
        months,
        status,
        refusalReason:
          status === "refused"
            ? rnd.pick([
                "Mijoz moliyaviy imkoniyati yoʻqligi sababli",
                "Boshqa obyektni tanladi",
                "Bank ipoteka kreditini bermadi",
              ])
            : null,
        refusedAt: status === "refused" ? new Date(now.getTime() - rnd.int(1, 20) * DAY) : null,
        signedAt: status === "draft" ? null : new Date(`${date}T10:00:00Z`),
      })
      .returning({ id: contracts.id });
    if (!contract) throw new Error("contract not created");
    await db
      .update(units)
      .set({ status: plan.unit === "in_process" && status === "draft" ? "in_process" : plan.unit })
      .where(eq(units.id, u.id));
    await db.update(clients).set({ managerId: staff.sales }).where(eq(clients.id, c.id));

    // The schedule after the down payment, planned as a real contract's is (shared planner).
    const items = planSchedule({ paymentType, total, downPayment, months, date });
    const scheduleRows = items.length
      ? await db
          .insert(scheduleItems)
          .values(
            items.map((it) => ({
              contractId: contract.id,
              number: it.number,
              dueDate: it.dueDate,
              amount: it.amount,
            })),
          )
          .returning({ id: scheduleItems.id, dueDate: scheduleItems.dueDate, amount: scheduleItems.amount })
      : [];

    // What has been paid: nothing on drafts, the down payment once in process, everything due on
    // concluded deals except for a few debtors who stopped paying two or three months ago.
    const today = isoDate(now);
    const debtor = c.step === "concluded" && paymentType === "installment" && i % 2 === 0;
    // The collections desk sees every ageing band: of the debtors, one in three stopped paying
    // about four months ago (90+) and one in three about three (61–90), the rest two (31–90);
    // every other punctual payer has just missed a row (1–30 days).
    // Decided after the payment method's draw below, so the demo's random sequence is unchanged.
    const unpaidFrom = debtor
      ? [null, isoDate(new Date(now.getTime() - 120 * DAY)), isoDate(new Date(now.getTime() - 88 * DAY))][
          debtorTurn++ % 3
        ]!
      : c.step === "concluded" && paymentType === "installment" && punctualTurn++ % 2 === 0
        ? isoDate(new Date(now.getTime() - 25 * DAY))
        : null;
    const payPlan: { amount: number; date: string; method: PaymentMethod; rowIndex: number | null }[] = [];
    if (status !== "draft" && downPayment > 0)
      payPlan.push({
        amount: downPayment,
        date,
        method: rnd.pick(["cash", "card", "bank_transfer", "click", "payme"]),
        rowIndex: null,
      });
    scheduleRows.forEach((row, k) => {
      if (status === "draft" || status === "in_process" || status === "refused" || bankStage) return;
      if (row.dueDate > today) return;
      if (debtor && row.dueDate > isoDate(new Date(now.getTime() - 75 * DAY))) return;
      const method: PaymentMethod =
        paymentType === "mortgage"
          ? "bank_loan"
          : paymentType === "subsidy"
            ? "subsidy"
            : paymentType === "organisation"
              ? "bank_transfer"
              : rnd.pick(["cash", "card", "click", "payme"]);
      if (unpaidFrom && row.dueDate > unpaidFrom) return;
      payPlan.push({ amount: row.amount, date: row.dueDate, method, rowIndex: k });
    });
    for (const p of payPlan) {
      await db.insert(payments).values({
        contractId: contract.id,
        paidAt: p.date,
        amount: p.amount,
        method: p.method,
        receiptNumber: `K-${contract.id}-${(p.rowIndex ?? -1) + 2}`,
        userId: staff.contracts,
      });
      if (p.rowIndex === null) continue;
      const row = scheduleRows[p.rowIndex]!;
      await db.update(scheduleItems).set({ paid: p.amount }).where(eq(scheduleItems.id, row.id));
    }
    // One refused deal has had its down payment refunded; the others still owe it back.
    if (status === "refused" && payPlan.length > 0 && i % 2 === 1) {
      await db.insert(payments).values({
        contractId: contract.id,
        kind: "refund",
        paidAt: isoDate(new Date(now.getTime() - 2 * DAY)),
        amount: payPlan.reduce((s, p) => s + p.amount, 0),
        method: "bank_transfer",
        receiptNumber: `Q-${contract.id}`,
        userId: staff.contracts,
      });
    }

    // The contract's process timeline.
    const timeline: ContractStatus[] = ["draft"];
    if (status !== "draft") timeline.push("in_process");
    if (
      BANK_TYPES.includes(paymentType) &&
      ["bank_lower", "bank_upper", "concluded", "handed_over"].includes(status)
    ) {
      timeline.push("bank_lower");
      if (status !== "bank_lower") timeline.push("bank_upper");
    }
    if (rejectedAt)
      timeline.push(
        ...((rejectedAt === "lower" ? ["bank_lower"] : ["bank_lower", "bank_upper"]) as ContractStatus[]),
        "in_process",
      );
    if (status === "concluded") timeline.push("concluded");
    if (status === "refused") timeline.push("refused");
    // Steps a few days apart from the contract's date, never later than now.
    const start = new Date(`${date}T09:00:00Z`).getTime();
    const stepGap = Math.max(0, Math.min(4 * DAY, (now.getTime() - 3_600_000 - start) / timeline.length));
    await db.insert(contractSteps).values(
      timeline.map((s, k) => ({
        contractId: contract.id,
        status: s,
        userId: stepActor(timeline, k, staff),
        note:
          s === "refused"
            ? "Shartnoma bekor qilindi"
            : rejectionReason && k === timeline.length - 1
              ? rejectionReason
              : null,
        createdAt: new Date(start + k * stepGap),
      })),
    );

    // Bank stages of bank-paid deals.
    if (BANK_TYPES.includes(paymentType) && timeline.includes("bank_lower")) {
      const loan = total - downPayment;
      // The demo's random draws stay as they were before the statuses were taken in turn: every
      // later client, passport and payment keeps its value, and the browser tests' demo cases hold.
      if (status === "bank_lower") rnd.pick([0, 1, 2]);
      const lowerStatus =
        rejectedAt === "lower"
          ? "rejected"
          : status === "bank_lower"
            ? OPEN_STEPS[lowerTurn++ % OPEN_STEPS.length]!
            : "approved";
      const lowerDecided = lowerStatus === "approved" || lowerStatus === "rejected";
      const branch = ctx.banks.lowerBranches[i % ctx.banks.lowerBranches.length]!;
      const sentAt = new Date(`${date}T12:00:00Z`);
      const lowerSubmitted = lowerStatus === "new" ? null : sentAt;
      const lowerDecidedAt = lowerDecided ? pastOf(new Date(sentAt.getTime() + 6 * DAY), now) : null;
      await db.insert(bankApplications).values({
        contractId: contract.id,
        level: "lower",
        bankId: branch,
        status: lowerStatus,
        amountRequested: loan,
        amountApproved: lowerStatus === "approved" ? loan : null,
        // Some new ones wait for the head to hand them out.
        assigneeId: lowerStatus === "new" && i % 2 === 0 ? null : staff.bank_lower,
        decidedById: lowerDecided ? staff.bank_lower_boss : null,
        submittedAt: lowerSubmitted,
        decidedAt: lowerDecidedAt,
        rejectionReason: lowerStatus === "rejected" ? rejectionReason : null,
        statusChangedAt: pastOf(lowerDecidedAt ?? lowerSubmitted ?? sentAt, now),
      });
      if (timeline.includes("bank_upper")) {
        // A funded application points at the bank's payment (the largest bank-paid one); a deal
        // whose bank money is not in yet stays approved.
        const [bankPayment] = await db
          .select({ id: payments.id, amount: payments.amount })
          .from(payments)
          .where(
            and(
              eq(payments.contractId, contract.id),
              inArray(payments.method, ["bank_loan", "subsidy", "bank_transfer"]),
            ),
          )
          .orderBy(desc(payments.amount))
          .limit(1);
        if (status === "bank_upper") rnd.pick([0, 1, 2]);
        const upperStatus =
          rejectedAt === "upper"
            ? "rejected"
            : status === "bank_upper"
              ? UPPER_STEPS[upperTurn++ % UPPER_STEPS.length]!
              : bankPayment
                ? "funded"
                : "approved";
        const upperDecided =
          upperStatus === "approved" || upperStatus === "funded" || upperStatus === "rejected";
        const upperSubmitted =
          upperStatus === "new" ? null : pastOf(new Date(sentAt.getTime() + 8 * DAY), now);
        const upperDecidedAt = upperDecided ? pastOf(new Date(sentAt.getTime() + 14 * DAY), now) : null;
        const upperFundedAt =
          upperStatus === "funded" ? pastOf(new Date(sentAt.getTime() + 20 * DAY), now) : null;
        await db.insert(bankApplications).values({
          paymentId: upperStatus === "funded" ? bankPayment?.id : null,
          fundedAmount: upperStatus === "funded" ? bankPayment?.amount : null,
          contractId: contract.id,
          level: "upper",
          bankId: ctx.banks.upperHeads[i % ctx.banks.upperHeads.length]!,
          status: upperStatus,
          amountRequested: loan,
          amountApproved: upperStatus === "approved" || upperStatus === "funded" ? loan : null,
          assigneeId: staff.bank_upper,
          decidedById: upperDecided ? staff.bank_upper_boss : null,
          submittedAt: upperSubmitted,
          decidedAt: upperDecidedAt,
          fundedAt: upperFundedAt,
          loanNumber: upperStatus === "approved" || upperStatus === "funded" ? `KR-${contract.id}` : null,
          rejectionReason: upperStatus === "rejected" ? rejectionReason : null,
          statusChangedAt: pastOf(
            upperFundedAt ?? upperDecidedAt ?? upperSubmitted ?? new Date(sentAt.getTime() + 7 * DAY),
            now,
          ),
        });
      }
    }

    if (c.step === "handed_over") {
      // Drawn here, in the order they always were, so every later draw keeps its value.
      const actDaysAgo = rnd.int(3, 30);
      const meters = { electricity: rnd.int(10, 400), gas: rnd.int(1, 90), water: rnd.int(1, 60) };
      toHandOver.push({ contractId: contract.id, actDaysAgo, meters });
    }
  }
  await db.insert(contractCounters).values({ year, last: seq });

  // A few units are held back from sale.
  const held = unitList
    .filter((u) => u.type === "commercial")
    .slice(0, 4)
    .map((u) => u.id);
  if (held.length) await db.update(units).set({ status: "not_for_sale" }).where(inArray(units.id, held));
  return toHandOver;
}

/**
 * Who took a demo contract to its k-th step, as the app would: the manager draws it up, sends it
 * to the bank and concludes a direct deal; the branch's head approves it on (bank_upper) or turns
 * it back, the head office's head turns it back or its money concludes it.
 */
function stepActor(timeline: ContractStatus[], k: number, staff: DemoStaff): number {
  const s = timeline[k];
  const before = timeline[k - 1];
  if (s === "bank_upper" || (s === "in_process" && before === "bank_lower")) return staff.bank_lower_boss;
  if (before === "bank_upper") return staff.bank_upper_boss;
  return staff.sales;
}
