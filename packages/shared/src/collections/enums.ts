import type { ActionKey } from "../access/action-keys";

export const DEBT_CASE_STATUSES = [
  "new",
  "in_progress",
  "promised",
  "promise_broken",
  "with_director",
  "legal",
  "enforcement",
  "collected",
  "restructured",
  "terminated",
  "closed",
] as const;
export type DebtCaseStatus = (typeof DEBT_CASE_STATUSES)[number];

/**
 * The contracts that can be debtors: signed deals whose rows the client pays. A draft owes nothing
 * yet, a refused deal nothing any more, and a deal at a bank stage waits for the bank's money,
 * which the bank desks follow, not collections.
 */
export const DEBTOR_CONTRACT_STATUSES = ["in_process", "concluded", "handed_over"] as const;
/** The same as SQL: `contracts.status in (…)`. */
export const DEBTOR_CONTRACT_STATUS_LIST = DEBTOR_CONTRACT_STATUSES.map((s) => `'${s}'`).join(",");

/** A case in one of these is over: it takes no actions, and the contract may get a new case. */
export const CLOSED_DEBT_STATUSES: readonly DebtCaseStatus[] = [
  "collected",
  "restructured",
  "terminated",
  "closed",
];
export const OPEN_DEBT_STATUSES: readonly DebtCaseStatus[] = DEBT_CASE_STATUSES.filter(
  (s) => !CLOSED_DEBT_STATUSES.includes(s),
);

/** What a person records on a case (POST /api/undiruv/{id}/actions). */
export const DEBT_ACTION_TYPES = [
  "call",
  "sms",
  "meeting",
  "warning_letter",
  "demand_letter",
  "promise",
  "restructuring",
  "escalation",
  "notary",
  "court",
  "enforcement",
  "termination",
  "note",
] as const;
export type DebtActionType = (typeof DEBT_ACTION_TYPES)[number];

/** What the system writes into a case's timeline by itself (or as the side of another call). */
export const DEBT_EVENT_TYPES = [
  "payment",
  "opened",
  "assigned",
  "promise_kept",
  "promise_broken",
  "penalty_waived",
  "collected",
  "closed",
] as const;
export type DebtEventType = (typeof DEBT_EVENT_TYPES)[number];
export type DebtTimelineType = DebtActionType | DebtEventType;

/** A call's outcome; "promised" needs promisedDate and promisedAmount (a promise is made with it). */
export const DEBT_CALL_RESULTS = ["answered", "no_answer", "promised", "refused", "wrong_number"] as const;
export type DebtCallResult = (typeof DEBT_CALL_RESULTS)[number];

export const DEBT_PROMISE_STATUSES = ["open", "kept", "broken", "replaced"] as const;
export type DebtPromiseStatus = (typeof DEBT_PROMISE_STATUSES)[number];

/** Ageing bands by days overdue: 1–30, 31–60, 61–90, 90+. */
export const DEBT_BANDS = ["1_30", "31_60", "61_90", "90_plus"] as const;
export type DebtBand = (typeof DEBT_BANDS)[number];

export function debtBandOf(daysOverdue: number): DebtBand {
  if (daysOverdue <= 30) return "1_30";
  if (daysOverdue <= 60) return "31_60";
  if (daysOverdue <= 90) return "61_90";
  return "90_plus";
}

/** The days range of a band, for SQL filters: [from, to] inclusive, to null = no end. */
export const DEBT_BAND_DAYS: Record<DebtBand, readonly [number, number | null]> = {
  "1_30": [1, 30],
  "31_60": [31, 60],
  "61_90": [61, 90],
  "90_plus": [91, null],
};

export const DEBT_LETTER_KINDS = ["warning", "demand"] as const;
export type DebtLetterKind = (typeof DEBT_LETTER_KINDS)[number];
/** The number's prefix: OX (ogohlantirish xati) and TN (talabnoma), e.g. "OX-2026-0007". */
export const DEBT_LETTER_PREFIX: Record<DebtLetterKind, string> = { warning: "OX", demand: "TN" };
/** A letter's deadline when none is given: days after it is written. */
export const DEBT_LETTER_DEFAULT_DAYS = 10;

/**
 * Who may record what. Every action also needs debt_work or debt_escalate (the route). Legal steps
 * and escalation need debt_escalate; restructuring is the boss's (debt_escalate) and goes through
 * the contract's own reschedule; termination is the contract's refusal and needs contract_refuse.
 */
export const DEBT_ACTION_RIGHTS: Record<DebtActionType, readonly ActionKey[]> = {
  call: ["debt_work"],
  sms: ["debt_work"],
  meeting: ["debt_work"],
  warning_letter: ["debt_work"],
  demand_letter: ["debt_work"],
  promise: ["debt_work"],
  note: ["debt_work"],
  escalation: ["debt_escalate"],
  notary: ["debt_escalate"],
  court: ["debt_escalate"],
  enforcement: ["debt_escalate"],
  restructuring: ["debt_escalate"],
  termination: ["contract_refuse"],
};

/**
 * The status after an action (the case's status follows its actions). Returns the status
 * unchanged where an action does not move it, e.g. a call on a case already in court.
 */
export function debtStatusAfter(
  status: DebtCaseStatus,
  type: DebtActionType,
  result?: string,
): DebtCaseStatus {
  const early =
    status === "new" || status === "in_progress" || status === "promised" || status === "promise_broken";
  switch (type) {
    case "promise":
      return early ? "promised" : status;
    case "call":
      if (result === "promised") return early ? "promised" : status;
      return status === "new" ? "in_progress" : status;
    case "escalation":
      return early ? "with_director" : status;
    case "notary":
    case "court":
      return status === "enforcement" ? status : "legal";
    case "enforcement":
      return "enforcement";
    case "restructuring":
      return "restructured";
    case "termination":
      return "terminated";
    default:
      return status === "new" ? "in_progress" : status;
  }
}

/** SMS kinds: the three reminders (each once per schedule row or promise) and a collector's own. */
export const SMS_KINDS = [
  "due_tomorrow",
  "overdue",
  "promise_reminder",
  "manual",
  /** A handover appointment's notice (once per appointment). */
  "handover_appointment",
] as const;
export type SmsKind = (typeof SMS_KINDS)[number];
/**
 * "unknown": the provider did not answer the send in time and could not be asked what became of
 * it. Never sent again by itself (that could double it): a person looks and may send it again.
 */
export const SMS_STATUSES = [
  "queued",
  "sending",
  "sent",
  "delivered",
  "failed",
  "cancelled",
  "unknown",
] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];
/** Tries before a message is left failed. */
export const SMS_MAX_ATTEMPTS = 5;
/** A client's SMS a Tashkent day, when the collections settings name no other number (decision 43). */
export const SMS_DAILY_LIMIT_DEFAULT = 3;
/** The most the setting may allow. */
export const SMS_DAILY_LIMIT_MAX = 20;
/** The overdue notice goes this many days after a missed due date (once per row). */
export const SMS_OVERDUE_AFTER_DAYS = 3;

export const DEBTOR_SORTS = [
  "-days",
  "days",
  "-amount",
  "amount",
  "-penalty",
  "penalty",
  "contract",
] as const;
export type DebtorSort = (typeof DEBTOR_SORTS)[number];
export const DEBT_CASE_SORTS = ["-opened", "opened", "-days", "-amount", "nextAction"] as const;
export const DEBT_CASE_VIEWS = ["mine", "open", "with_director", "closed", "all"] as const;
