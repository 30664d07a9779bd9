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

export const DEBT_ACTION_TYPES = [
  "call",
  "sms",
  "meeting",
  "warning_letter",
  "demand_letter",
  "promise",
  "payment",
  "restructuring",
  "escalation",
  "notary",
  "court",
  "enforcement",
  "termination",
  "note",
] as const;
export type DebtActionType = (typeof DEBT_ACTION_TYPES)[number];
