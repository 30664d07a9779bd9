import { DEBT_ACTION_RIGHTS, type DebtActionBody, type DebtActionType } from "@makon/shared";
import { AppError } from "../../lib/app-error";

type Field = keyof Omit<DebtActionBody, "type" | "note" | "nextActionAt">;

/** The fields each type takes besides note and nextActionAt; any other is refused, not ignored. */
const FIELDS: Record<DebtActionType, readonly Field[]> = {
  call: ["result", "promisedDate", "promisedAmount"],
  promise: ["promisedDate", "promisedAmount"],
  warning_letter: ["deadline"],
  demand_letter: ["deadline"],
  restructuring: ["months", "firstDueDate"],
  sms: [],
  meeting: [],
  escalation: [],
  notary: [],
  court: [],
  enforcement: [],
  termination: [],
  note: [],
};

const invalid = (path: string, code: string) =>
  new AppError("DEBT_ACTION_INVALID", "The action lacks or misuses a field", {
    details: [{ path: `/${path}`, code }],
  });

/** The viewer holds one of the type's rights (DEBT_ACTION_RIGHTS), else 403. */
export function requireActionRight(dostup: readonly string[], type: DebtActionType): void {
  if (!DEBT_ACTION_RIGHTS[type].some((key) => dostup.includes(key))) throw new AppError("FORBIDDEN");
}

/** Whether this action makes a promise to pay (a promise, or a call that ended in one). */
export const makesPromise = (b: DebtActionBody) =>
  b.type === "promise" || (b.type === "call" && b.result === "promised");

/**
 * The body fits its type (400 DEBT_ACTION_INVALID naming the field): a call has its result, a
 * promise its date (today or later) and amount (at most what the contract still owes), a
 * restructuring its months and first due date, a termination its reason; a letter's deadline is
 * not in the past.
 */
export function checkActionBody(b: DebtActionBody, today: string, owed: number): void {
  const allowed = FIELDS[b.type];
  for (const f of ["result", "promisedDate", "promisedAmount", "deadline", "months", "firstDueDate"] as const)
    if (b[f] !== undefined && !allowed.includes(f)) throw invalid(f, "NOT_FOR_TYPE");
  if (b.type === "call" && !b.result) throw invalid("result", "REQUIRED");
  if (b.type === "call" && b.result !== "promised" && (b.promisedDate || b.promisedAmount !== undefined))
    throw invalid("promisedDate", "NOT_FOR_TYPE");
  if (makesPromise(b)) {
    if (!b.promisedDate) throw invalid("promisedDate", "REQUIRED");
    if (b.promisedAmount === undefined) throw invalid("promisedAmount", "REQUIRED");
    if (b.promisedDate < today) throw invalid("promisedDate", "IN_THE_PAST");
    if (b.promisedAmount <= 0) throw invalid("promisedAmount", "AMOUNT_POSITIVE");
    if (b.promisedAmount > owed) throw invalid("promisedAmount", "ABOVE_OWED");
  }
  if (b.type === "restructuring") {
    if (b.months === undefined) throw invalid("months", "REQUIRED");
    if (!b.firstDueDate) throw invalid("firstDueDate", "REQUIRED");
    if (b.firstDueDate < today) throw invalid("firstDueDate", "IN_THE_PAST");
  }
  if (b.type === "termination" && !b.note) throw invalid("note", "REQUIRED");
  if (b.deadline !== undefined && b.deadline < today) throw invalid("deadline", "IN_THE_PAST");
}
