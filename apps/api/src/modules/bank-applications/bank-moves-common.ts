import { type BankApplicationStatus, type BankLevel, bankPages, OPEN_BANK_STATUSES } from "@makon/shared";
import { eq } from "drizzle-orm";
import { bankApplications, contractSteps, contracts } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { recordWords } from "../../lib/words";
import { levelRights } from "./bank-applications.access";
import type { ListViewer } from "./bank-list.service";

export type Application = typeof bankApplications.$inferSelect;
export type Contract = typeof contracts.$inferSelect;

/**
 * The viewer's standing at a level: none at all → BANK_LEVEL_FORBIDDEN (the other desk's files);
 * the work right where the decide right is needed → BANK_DECIDE_FORBIDDEN. Answers whether they
 * hold the work right alone (then only their own or unassigned applications move).
 */
export function requireRight(
  v: ListViewer,
  level: BankLevel,
  right: "work" | "decide",
): { workOnly: boolean } {
  const rights = levelRights(v, level);
  if (!rights.work && !rights.decide) throw new AppError("BANK_LEVEL_FORBIDDEN");
  if (right === "decide" && !rights.decide) throw new AppError("BANK_DECIDE_FORBIDDEN");
  return { workOnly: !rights.decide };
}

const isOpen = (status: string) => OPEN_BANK_STATUSES.includes(status as BankApplicationStatus);

/** The 409 of a move that does not fit the status: a decided application says so. */
export function notAllowed(status: string): AppError {
  return isOpen(status) ? new AppError("BANK_MOVE_NOT_ALLOWED") : new AppError("BANK_ALREADY_DECIDED");
}

/**
 * Why a conditional update found no row: someone moved (or reassigned) the application between
 * our read and our update. Read again after their commit, to say which.
 */
export async function lostRace(tx: Db, id: number, viewerId: number, workOnly: boolean): Promise<AppError> {
  const [now] = await tx
    .select({ status: bankApplications.status, assigneeId: bankApplications.assigneeId })
    .from(bankApplications)
    .where(eq(bankApplications.id, id));
  if (!now) return new AppError("NOT_FOUND", "Bank application not found");
  if (!isOpen(now.status)) return new AppError("BANK_ALREADY_DECIDED");
  if (workOnly && now.assigneeId !== null && now.assigneeId !== viewerId)
    return new AppError("BANK_NOT_ASSIGNEE");
  return new AppError("BANK_MOVE_NOT_ALLOWED");
}

/** The contract's stage an application's level works in. */
export const stageOf = (level: BankLevel) => (level === "lower" ? "bank_lower" : "bank_upper");

/** The application's screen for its level's staff. */
export const applicationLink = (level: BankLevel, id: number) => `/${bankPages(level).one}/${id}`;
/** The contract's process screen, for its sales manager. */
export const contractLink = (contractId: number) => `/shartnoma_jarayon/${contractId}`;

/**
 * The timeline's words for a move, from the catalogue (the status as the bank desks name it),
 * with the person's note after it.
 */
export function stepNote(status: BankApplicationStatus, note: string | undefined): string {
  const word = recordWords.bankApplications.statuses[status];
  return note ? `${word}: ${note}` : word;
}

/** A timeline entry for a move that leaves the contract's status as it is. */
export async function addStep(tx: Db, c: Contract, actorId: number, note: string): Promise<void> {
  await tx.insert(contractSteps).values({ contractId: c.id, status: c.status, userId: actorId, note });
}

/** The contract, locked for the move's changes; it must stand at the application's stage. */
export async function lockContract(tx: Db, app: Application): Promise<Contract> {
  const [c] = await tx.select().from(contracts).where(eq(contracts.id, app.contractId)).for("update");
  if (!c) throw new AppError("NOT_FOUND", "Contract not found");
  if (c.status !== stageOf(app.level as BankLevel)) throw new AppError("CONTRACT_WRONG_STATUS");
  return c;
}
