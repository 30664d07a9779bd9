import {
  type BankApplicationStatus,
  type BankDocument,
  type BankDocumentKind,
  type BankLevel,
  REQUIRED_BANK_DOCUMENTS,
  TASHKENT_OFFSET_MS,
} from "@makon/shared";

const DAY_MS = 86_400_000;

/** The Tashkent calendar day of a moment, as a day count. */
const tashkentDay = (ms: number) => Math.floor((ms + TASHKENT_OFFSET_MS) / DAY_MS);

/**
 * Whole calendar days (Tashkent) an application has spent in its current status: 0 on the day
 * it entered it. A moment in the future (a clock ahead of ours) counts as 0; a bad value is null.
 */
export function daysInStatus(statusChangedAt: string, now: number = Date.now()): number | null {
  const at = Date.parse(statusChangedAt);
  if (Number.isNaN(at)) return null;
  return Math.max(0, tashkentDay(now) - tashkentDay(at));
}

/** What the desk does next with an application, by its status and level (null: nothing is due). */
export type BankNextStep = "collectDocuments" | "sendForReview" | "awaitDecision" | "awaitMoney";

export function nextStepOf(status: BankApplicationStatus, level: BankLevel): BankNextStep | null {
  switch (status) {
    case "new":
      return "collectDocuments";
    case "documents_submitted":
      return "sendForReview";
    case "under_review":
      return "awaitDecision";
    case "approved":
      // Only head office sends the money; a branch's approval hands the deal on to it.
      return level === "upper" ? "awaitMoney" : null;
    default:
      return null;
  }
}

/** The required papers not yet uploaded, in the order of the checklist. */
export function missingRequired(documents: readonly Pick<BankDocument, "kind">[]): BankDocumentKind[] {
  const have = new Set(documents.map((d) => d.kind));
  return REQUIRED_BANK_DOCUMENTS.filter((kind) => !have.has(kind));
}

/**
 * The road an application takes at its level. A rejection replaces the decision step, and an
 * application rejected before its papers were submitted skips the steps it never reached.
 */
export function statusRoad(
  level: BankLevel,
  status: BankApplicationStatus,
  submitted: boolean,
): BankApplicationStatus[] {
  if (status === "rejected")
    return submitted ? ["new", "documents_submitted", "under_review", "rejected"] : ["new", "rejected"];
  const road: BankApplicationStatus[] = ["new", "documents_submitted", "under_review", "approved"];
  if (level === "upper") road.push("funded");
  return road;
}

/** How much of the price the client still has to find when the bank lends less than asked. */
export function clientShortfall(amountRequested: number, amountApproved: number | null): number {
  return amountApproved === null ? 0 : Math.max(0, amountRequested - amountApproved);
}

/** The share approved of those decided, as "82 %"; "—" before any decision. */
export function approvalRate(approved: number, decided: number): string {
  if (decided <= 0) return "—";
  return `${Math.round((approved / decided) * 100)}\u00a0%`;
}
