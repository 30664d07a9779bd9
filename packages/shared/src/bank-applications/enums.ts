import type { ActionKey } from "../access/action-keys";
import type { PageKey } from "../access/page-keys";
import type { BankApplicationStatus, BankLevel } from "../banks/enums";

/** The papers a bank asks for; each is one file per application (a new upload replaces it). */
export const BANK_DOCUMENT_KINDS = [
  "passport",
  "income",
  "preliminary_contract",
  "spouse_consent",
  "other",
] as const;
export type BankDocumentKind = (typeof BANK_DOCUMENT_KINDS)[number];

/** Without these an application cannot be marked documents_submitted. */
export const REQUIRED_BANK_DOCUMENTS: readonly BankDocumentKind[] = [
  "passport",
  "income",
  "preliminary_contract",
];

/** Statuses an application is still being worked in (the others are decided). */
export const OPEN_BANK_STATUSES: readonly BankApplicationStatus[] = [
  "new",
  "documents_submitted",
  "under_review",
];

/**
 * Every status move and the right it needs: "work" (bank_*_work — the desk's employees) or
 * "decide" (bank_*_decide — the head). Anything not listed is refused with 409
 * BANK_MOVE_NOT_ALLOWED; a move listed but not the user's right, 403.
 */
export const BANK_MOVES: readonly {
  from: BankApplicationStatus;
  to: BankApplicationStatus;
  right: "work" | "decide";
  levels: readonly BankLevel[];
}[] = [
  { from: "new", to: "documents_submitted", right: "work", levels: ["lower", "upper"] },
  { from: "documents_submitted", to: "under_review", right: "work", levels: ["lower", "upper"] },
  { from: "under_review", to: "approved", right: "decide", levels: ["lower", "upper"] },
  { from: "new", to: "rejected", right: "decide", levels: ["lower", "upper"] },
  { from: "documents_submitted", to: "rejected", right: "decide", levels: ["lower", "upper"] },
  { from: "under_review", to: "rejected", right: "decide", levels: ["lower", "upper"] },
  { from: "approved", to: "funded", right: "decide", levels: ["upper"] },
];

/** The rights of a level: bank_lower_work / bank_lower_decide, bank_upper_… */
export function bankRights(level: BankLevel): { work: ActionKey; decide: ActionKey } {
  return level === "lower"
    ? { work: "bank_lower_work", decide: "bank_lower_decide" }
    : { work: "bank_upper_work", decide: "bank_upper_decide" };
}

/** The pages of a level: the list, one application, the head's desk. */
export function bankPages(level: BankLevel): { list: PageKey; one: PageKey; desk: PageKey } {
  return level === "lower"
    ? { list: "quyi_bank", one: "quyi_bank_in", desk: "quyi_bank_boss" }
    : { list: "yuqori_bank", one: "yuqori_bank_in", desk: "yuqori_bank_boss" };
}

/** The tabs of a level's list. */
export const BANK_VIEWS = ["mine", "unassigned", "open", "decided", "all"] as const;
export type BankView = (typeof BANK_VIEWS)[number];

export const BANK_SORTS = [
  "-statusChanged",
  "statusChanged",
  "-created",
  "created",
  "-amount",
  "amount",
] as const;
