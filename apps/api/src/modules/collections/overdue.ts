import { type PenaltyTerms, rowPenalty } from "@makon/shared";
import { and, eq, sql } from "drizzle-orm";
import { contracts, organisations, penaltyWaivers, scheduleItems } from "../../db/schema";
import type { Db } from "../../db/types";

const DAY_MS = 86_400_000;

/** Whole calendar days from one YYYY-MM-DD to another (to − from). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
}

/** A row of the current schedule version with what it owes on `today`. */
export interface ScheduleRowFigures {
  id: number;
  number: number;
  dueDate: string;
  amount: number;
  paid: number;
  overdue: boolean;
  daysOverdue: number;
  penalty: number;
}

/** The figures of one contract's debt on a day: what the debtors list and the case show. */
export interface OverdueFigures {
  overdueAmount: number;
  overdueRows: number;
  oldestDueDate: string | null;
  daysOverdue: number;
  /** The rows' penalty before waivers. */
  penaltyAccrued: number;
  penaltyWaived: number;
  /** Accrued less waived, never below 0. */
  penalty: number;
}

/** The seller's penalty terms of a contract (none without a seller or a rate). */
export async function penaltyTermsOf(db: Db, contractId: number): Promise<PenaltyTerms> {
  const [row] = await db
    .select({ rate: organisations.penaltyRate, cap: organisations.penaltyCap })
    .from(contracts)
    .leftJoin(organisations, eq(organisations.id, contracts.sellerOrganisationId))
    .where(eq(contracts.id, contractId));
  return { rate: row?.rate ?? null, cap: row?.cap ?? null };
}

/** Everything waived on a contract's penalty so far. */
export async function penaltyWaivedOf(db: Db, contractId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${penaltyWaivers.amount}), 0)` })
    .from(penaltyWaivers)
    .where(eq(penaltyWaivers.contractId, contractId));
  return Number(row?.sum ?? 0);
}

/** The current schedule version's rows, each with its overdue days and penalty on `today`. */
export async function scheduleFigures(
  db: Db,
  contractId: number,
  today: string,
  terms: PenaltyTerms,
): Promise<ScheduleRowFigures[]> {
  const rows = await db
    .select({
      id: scheduleItems.id,
      number: scheduleItems.number,
      dueDate: scheduleItems.dueDate,
      amount: scheduleItems.amount,
      paid: scheduleItems.paid,
    })
    .from(scheduleItems)
    .innerJoin(contracts, eq(contracts.id, scheduleItems.contractId))
    .where(
      and(eq(scheduleItems.contractId, contractId), eq(scheduleItems.version, contracts.scheduleVersion)),
    )
    .orderBy(scheduleItems.number);
  return rows.map((r) => {
    const overdue = r.paid < r.amount && r.dueDate < today;
    const daysOverdue = overdue ? daysBetween(r.dueDate, today) : 0;
    const penalty = overdue ? rowPenalty({ unpaid: r.amount - r.paid, daysOverdue }, terms) : 0;
    return { ...r, overdue, daysOverdue, penalty };
  });
}

/** Sums the overdue rows of scheduleFigures into a contract's figures. */
export function sumOverdue(rows: readonly ScheduleRowFigures[], waived: number): OverdueFigures {
  const overdue = rows.filter((r) => r.overdue);
  const oldest = overdue.reduce<string | null>((m, r) => (m === null || r.dueDate < m ? r.dueDate : m), null);
  const accrued = overdue.reduce((s, r) => s + r.penalty, 0);
  return {
    overdueAmount: overdue.reduce((s, r) => s + r.amount - r.paid, 0),
    overdueRows: overdue.length,
    oldestDueDate: oldest,
    daysOverdue: overdue.reduce((m, r) => Math.max(m, r.daysOverdue), 0),
    penaltyAccrued: accrued,
    penaltyWaived: waived,
    penalty: Math.max(0, accrued - waived),
  };
}

/**
 * One contract's debt on `today` (Tashkent): the unpaid part of its current schedule's rows due
 * before today, the oldest such day, and the penalty (penalty.ts) less what was waived. Works in a
 * transaction too (a letter's or a waiver's figures are read where they are written).
 */
export async function overdueOf(db: Db, contractId: number, today: string): Promise<OverdueFigures> {
  // One after another: a transaction's connection takes one statement at a time.
  const terms = await penaltyTermsOf(db, contractId);
  const waived = await penaltyWaivedOf(db, contractId);
  return sumOverdue(await scheduleFigures(db, contractId, today, terms), waived);
}
