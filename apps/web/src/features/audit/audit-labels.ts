import { history } from "../../i18n/uz/history";
import { diffEntry, type FieldChange } from "../../lib/history";

export type HistoryAction = keyof typeof history.actions;
export type HistoryField = keyof typeof history.fields;

/** Whether the shared history texts name this action (audit rows carry free-form strings). */
export const isKnownAction = (action: string): action is HistoryAction =>
  Object.hasOwn(history.actions, action);

/** Whether the shared history texts name this field. */
export const isKnownField = (field: string): field is HistoryField => Object.hasOwn(history.fields, field);

/** Bookkeeping columns every row carries: the table already shows when and which record. */
const HIDDEN_FIELDS = new Set(["id", "createdAt", "updatedAt"]);

/** Database column names that mean a field the history texts already name. */
const FIELD_ALIASES: Record<string, HistoryField> = { isPrimary: "primary" };

/** The changes of an audit row worth reading, with database names mapped to the shared ones. */
export function auditChanges(before: unknown, after: unknown): FieldChange[] {
  return diffEntry(before, after)
    .filter((change) => !HIDDEN_FIELDS.has(change.field))
    .map((change) => ({ ...change, field: FIELD_ALIASES[change.field] ?? change.field }));
}
