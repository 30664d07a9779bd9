import { addMonths, type DebtBand, type PenaltyTerms, tashkentToday, totalPenalty } from "@makon/shared";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { debtActions, debtCases, debtPromises, organisations } from "../../src/db/schema";
import type { Db } from "../../src/db/types";
import { auth, nextPhone, type TestUser } from "./test-app";

const DAY_MS = 86_400_000;

/** A calendar day `n` days from `day`. */
export function shiftDay(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

export function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
}

/** The ageing bands as the issue states them: 1–30, 31–60, 61–90, 90+ days. */
export function bandByIssue(days: number): DebtBand {
  if (days <= 30) return "1_30";
  if (days <= 60) return "31_60";
  if (days <= 90) return "61_90";
  return "90_plus";
}

/** A seller's penalty terms, written on the organisation (what its edit form stores). */
export async function setPenaltyTerms(db: Db, organisationId: number, terms: PenaltyTerms) {
  await db
    .update(organisations)
    .set({ penaltyRate: terms.rate, penaltyCap: terms.cap })
    .where(eq(organisations.id, organisationId));
}

/**
 * An installment contract with no down payment (so every payment goes to the rows), dated so its
 * first row fell due about `daysAgo` days before today (addMonths keeps month ends, so a day or
 * three either way), for a new client of the given name.
 */
export async function signDebtor(
  app: FastifyInstance,
  seller: TestUser,
  unitId: number,
  organisationId: number,
  opts: { daysAgo: number; months: number; clientName?: string },
): Promise<{ id: number; number: string; clientId: number }> {
  const client = await app.inject({
    method: "POST",
    url: "/api/client",
    headers: auth(seller.token),
    payload: { fullName: opts.clientName ?? "Qarzdor Mijoz", phone: nextPhone(), source: "reception" },
  });
  expect(client.statusCode, client.body).toBe(201);
  const clientId = (client.json() as { id: number }).id;
  const res = await app.inject({
    method: "POST",
    url: "/api/shartnoma",
    headers: auth(seller.token),
    payload: {
      clientId,
      unitId,
      paymentType: "installment",
      downPayment: 0,
      months: opts.months,
      sellerOrganisationId: organisationId,
      date: addMonths(shiftDay(tashkentToday(), -opts.daysAgo), -1),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const contract = res.json() as { id: number; number: string };
  return { ...contract, clientId };
}

export interface ExpectedDebt {
  overdueAmount: number;
  overdueRows: number;
  oldestDueDate: string;
  daysOverdue: number;
  band: DebtBand;
  penalty: number;
}

/**
 * What a contract's schedule implies on `today`, worked out here from its rows as stored (plain
 * SQL, not the service): the unpaid part of the current version's rows due before today.
 */
export async function expectedDebt(
  db: Db,
  contractId: number,
  terms: PenaltyTerms,
  waived = 0,
  today = tashkentToday(),
): Promise<ExpectedDebt> {
  const result = (await db.execute(
    sql`select si.due_date::text as due, si.amount::bigint as amount, si.paid::bigint as paid
      from schedule_items si join contracts c on c.id = si.contract_id
      where si.contract_id = ${contractId} and si.version = c.schedule_version order by si.number`,
  )) as unknown as { rows: { due: string; amount: string; paid: string }[] };
  const late = result.rows
    .map((r) => ({ due: r.due, unpaid: Number(r.amount) - Number(r.paid) }))
    .filter((r) => r.unpaid > 0 && r.due < today);
  const oldest = late.map((r) => r.due).sort()[0] ?? "";
  const days = oldest ? daysFrom(oldest, today) : 0;
  return {
    overdueAmount: late.reduce((s, r) => s + r.unpaid, 0),
    overdueRows: late.length,
    oldestDueDate: oldest,
    daysOverdue: days,
    band: bandByIssue(days),
    penalty: totalPenalty(
      late.map((r) => ({ unpaid: r.unpaid, daysOverdue: daysFrom(r.due, today) })),
      terms,
      waived,
    ),
  };
}

/**
 * A case written straight into the tables (the write routes are tested on their own): its status,
 * collector and, optionally, a promise in the given state as its last action.
 */
export async function insertCase(
  db: Db,
  opts: {
    contractId: number;
    openedById: number;
    assigneeId?: number | null;
    status?: string;
    promise?: { date: string; amount: number; status: "open" | "kept" | "broken"; paidBefore: number };
  },
): Promise<number> {
  const [made] = await db
    .insert(debtCases)
    .values({
      contractId: opts.contractId,
      status: opts.status ?? "new",
      assigneeId: opts.assigneeId ?? null,
      openedById: opts.openedById,
    })
    .returning({ id: debtCases.id });
  const caseId = made?.id as number;
  await db.insert(debtActions).values({ caseId, type: "opened", userId: opts.openedById });
  if (opts.promise) {
    const [action] = await db
      .insert(debtActions)
      .values({
        caseId,
        type: "promise",
        promisedDate: opts.promise.date,
        promisedAmount: opts.promise.amount,
        userId: opts.openedById,
      })
      .returning({ id: debtActions.id, createdAt: debtActions.createdAt });
    await db.insert(debtPromises).values({
      caseId,
      actionId: action?.id as number,
      contractId: opts.contractId,
      promisedDate: opts.promise.date,
      promisedAmount: opts.promise.amount,
      paidBefore: opts.promise.paidBefore,
      status: opts.promise.status,
      resolvedAt: opts.promise.status === "open" ? null : new Date(),
    });
    await db
      .update(debtCases)
      .set({ lastActionType: "promise", lastActionAt: action?.createdAt ?? new Date() })
      .where(eq(debtCases.id, caseId));
  }
  return caseId;
}
