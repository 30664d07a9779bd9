import {
  type DebtActionBody,
  type DebtActionType,
  type DebtCallResult,
  tashkentInstant,
} from "@makon/shared";
import type { Dayjs } from "dayjs";

/** The action form's values as antd keeps them. */
export interface ActionFormValues {
  type: DebtActionType;
  result?: DebtCallResult;
  promisedDate?: Dayjs | null;
  promisedAmount?: number | null;
  deadline?: Dayjs | null;
  months?: number | null;
  firstDueDate?: Dayjs | null;
  note?: string;
  nextActionAt?: Dayjs | null;
}

/** Which fields a type shows (and needs): the API's rules for POST /api/undiruv/{id}/actions. */
export function fieldsOf(type: DebtActionType | undefined, result: DebtCallResult | undefined) {
  return {
    result: type === "call",
    promise: type === "promise" || (type === "call" && result === "promised"),
    deadline: type === "warning_letter" || type === "demand_letter",
    restructuring: type === "restructuring",
    /** Termination's note is the refusal's reason, and required. */
    noteRequired: type === "termination",
  };
}

const day = (d: Dayjs | null | undefined) => (d ? d.format("YYYY-MM-DD") : undefined);

/** The request body: only the fields the type takes, days as YYYY-MM-DD, the next step as an instant. */
export function actionBody(v: ActionFormValues): DebtActionBody {
  const f = fieldsOf(v.type, v.result);
  const note = v.note?.trim();
  const body: DebtActionBody = { type: v.type };
  if (f.result && v.result) body.result = v.result;
  if (f.promise) {
    const promisedDate = day(v.promisedDate);
    if (promisedDate) body.promisedDate = promisedDate;
    if (typeof v.promisedAmount === "number") body.promisedAmount = v.promisedAmount;
  }
  if (f.deadline) {
    const deadline = day(v.deadline);
    if (deadline) body.deadline = deadline;
  }
  if (f.restructuring) {
    if (typeof v.months === "number") body.months = v.months;
    const firstDueDate = day(v.firstDueDate);
    if (firstDueDate) body.firstDueDate = firstDueDate;
  }
  if (note) body.note = note;
  if (v.nextActionAt)
    body.nextActionAt = tashkentInstant(v.nextActionAt.format("YYYY-MM-DDTHH:mm")).toISOString();
  return body;
}
