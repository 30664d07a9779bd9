import {
  type ActionKey,
  CLOSED_DEBT_STATUSES,
  DEBT_ACTION_RIGHTS,
  DEBT_ACTION_TYPES,
  type DebtActionType,
  type DebtCaseStatus,
  type PageKey,
} from "@makon/shared";
import type { ScopedViewer } from "../../lib/record-scope";

/** Who asks: page and action keys and record scope, as the session loads them on every request. */
export interface DebtViewer extends ScopedViewer {
  pagesDostup: readonly string[];
}

/** The debtors list: its own page, or the page that opens cases from it. */
export const DEBTOR_PAGES: readonly PageKey[] = ["undiruv", "undiruv-create"];
/** The cases list, the summary's and settings' screen. */
export const CASE_LIST_PAGES: readonly PageKey[] = ["undiruv"];
/** One case's screen (its action form reads it too). */
export const CASE_PAGES: readonly PageKey[] = ["undiruv-detail", "undiruv-actions"];
/** Who works cases: a collector or their boss. */
export const DEBT_WORKERS: readonly ActionKey[] = ["debt_work", "debt_escalate"];

const has = (v: DebtViewer, key: ActionKey) => v.dostup.includes(key);

export const isClosedStatus = (status: DebtCaseStatus) => CLOSED_DEBT_STATUSES.includes(status);

/**
 * The actions this viewer may record on a case now: each needs a collector's right (the route's)
 * and its own (DEBT_ACTION_RIGHTS); a closed case takes none.
 */
export function allowedActionsFor(v: DebtViewer, status: DebtCaseStatus): DebtActionType[] {
  if (isClosedStatus(status) || !DEBT_WORKERS.some((k) => has(v, k))) return [];
  return DEBT_ACTION_TYPES.filter((type) => DEBT_ACTION_RIGHTS[type].every((k) => has(v, k)));
}

/** The buttons of the case screen besides the actions (the write routes check the same again). */
export function caseRightsFor(
  v: DebtViewer,
  status: DebtCaseStatus,
  netPenalty: number,
): { canAssign: boolean; canPay: boolean; canWaive: boolean; canClose: boolean } {
  const open = !isClosedStatus(status);
  return {
    canAssign: open && has(v, "debt_escalate"),
    // The case's payment route asks for a collector's right besides payment_create.
    canPay: open && has(v, "payment_create") && DEBT_WORKERS.some((k) => has(v, k)),
    canWaive: has(v, "debt_penalty_waive") && netPenalty > 0,
    canClose: open && DEBT_WORKERS.some((k) => has(v, k)),
  };
}
