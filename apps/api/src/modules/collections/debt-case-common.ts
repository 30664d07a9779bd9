import { CLOSED_DEBT_STATUSES, type DebtCaseStatus, type DebtTimelineType } from "@makon/shared";
import { and, eq, sql } from "drizzle-orm";
import { clients, contracts, debtActions, debtCases, debtPromises, users } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { assertContractInScope } from "../../lib/record-scope";
import type { DebtViewer } from "./collections.access";

/** Who works a case: their rights and record scope (the session's user). */
export type { DebtViewer } from "./collections.access";

export type DebtCase = typeof debtCases.$inferSelect;
/** A locked case with what its notifications and letters name. */
export type LockedCase = DebtCase & { contractNumber: string; clientName: string };

/** The case's screen (the notification bell's link). */
export const caseLink = (id: number) => `/undiruv-detail/${id}`;

export const isClosed = (status: string) => CLOSED_DEBT_STATUSES.includes(status as DebtCaseStatus);

export const holds = (v: { dostup: readonly string[] }, key: string) => v.dostup.includes(key);

/**
 * The case row, locked (FOR UPDATE) for the rest of the transaction: two actions on one case
 * serialise here, each reading the status the other left. Its contract must be in the viewer's
 * scope (OUT_OF_SCOPE); a viewer of null is the collections job.
 */
export async function lockCase(tx: Db, id: number, viewer: DebtViewer | null): Promise<LockedCase> {
  const [row] = await tx
    .select({ c: debtCases, contractNumber: contracts.number, clientName: clients.fullName })
    .from(debtCases)
    .innerJoin(contracts, eq(contracts.id, debtCases.contractId))
    .innerJoin(clients, eq(clients.id, contracts.clientId))
    .where(eq(debtCases.id, id))
    .for("update", { of: debtCases });
  if (!row) throw new AppError("NOT_FOUND", "Debt case not found");
  if (viewer) await assertContractInScope(tx, viewer, row.c.contractId);
  return { ...row.c, contractNumber: row.contractNumber, clientName: row.clientName };
}

/** A closed case takes no more actions: 409 DEBT_CASE_CLOSED. */
export function requireOpen(c: DebtCase): void {
  if (isClosed(c.status)) throw new AppError("DEBT_CASE_CLOSED");
}

/** A collector: an active user with the debt_work right and the collections page. */
export async function checkAssignee(tx: Db, userId: number): Promise<void> {
  const [u] = await tx
    .select({ active: users.active, dostup: users.dostup, pages: users.pagesDostup })
    .from(users)
    .where(eq(users.id, userId));
  if (!u?.active || !u.dostup.includes("debt_work") || !u.pages.includes("undiruv"))
    throw new AppError("DEBT_ASSIGNEE_INVALID");
}

export type ActionValues = Omit<typeof debtActions.$inferInsert, "id" | "caseId" | "type" | "createdAt">;

/**
 * A timeline entry, and the case's "last action" the debtors list shows. `nextActionAt` is
 * the case's next step only for what a person records (events leave the collector's plan alone).
 */
export async function addAction(
  tx: Db,
  caseId: number,
  type: DebtTimelineType,
  values: ActionValues,
  opts: { setNext?: boolean } = {},
): Promise<number> {
  const [row] = await tx
    .insert(debtActions)
    .values({ ...values, caseId, type })
    .returning({ id: debtActions.id, createdAt: debtActions.createdAt });
  if (!row) throw new Error("insert returned nothing");
  await tx
    .update(debtCases)
    .set({
      lastActionType: type,
      lastActionAt: row.createdAt,
      ...(opts.setNext ? { nextActionAt: values.nextActionAt ?? null } : {}),
      updatedAt: new Date(),
    })
    .where(eq(debtCases.id, caseId));
  return row.id;
}

/**
 * Moves a locked case to a status: the moment it moved, and its closing moment when the status
 * ends it. Nothing is written when the status stays.
 */
export async function moveCase(tx: Db, c: DebtCase, status: DebtCaseStatus): Promise<boolean> {
  if (status === c.status) return false;
  const now = new Date();
  if (isClosed(status)) await dropOpenPromises(tx, c.id);
  await tx
    .update(debtCases)
    .set({
      status,
      statusChangedAt: now,
      ...(isClosed(status) ? { closedAt: now } : {}),
      updatedAt: now,
    })
    .where(eq(debtCases.id, c.id));
  return true;
}

/**
 * A case that ends leaves no promise waiting: its open ones are set aside ("replaced"), so the job
 * never reports a promise of a finished case as broken.
 */
export async function dropOpenPromises(tx: Db, caseId: number): Promise<void> {
  await tx
    .update(debtPromises)
    .set({ status: "replaced", resolvedAt: new Date() })
    .where(and(eq(debtPromises.caseId, caseId), eq(debtPromises.status, "open")));
}

/** The contract's money now (read in the caller's transaction). */
export async function contractMoney(tx: Db, contractId: number) {
  const [row] = await tx
    .select({
      status: contracts.status,
      total: contracts.total,
      paid: contracts.paid,
      clientId: contracts.clientId,
    })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  if (!row) throw new AppError("NOT_FOUND", "Contract not found");
  return row;
}

/** Active holders of an action key (the director's desk for escalations). */
export async function holdersOf(tx: Db, key: string): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.active} and ${key} = any(${users.dostup})`);
  return rows.map((r) => r.id);
}
