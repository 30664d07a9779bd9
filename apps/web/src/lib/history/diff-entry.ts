/** One changed field of an audit row: its name and the values before and after. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** What the API writes instead of a secret (apps/api/src/lib/audit.ts). */
export const HIDDEN_VALUE = "[hidden]";

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** Nothing there: missing, null, an empty string or an empty list all read as "—". */
function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)
  );
}

/**
 * Stable comparison of JSON values: key order inside objects does not count as a change, and
 * neither does one empty value becoming another (null → []).
 */
function canonical(value: unknown): string {
  if (isEmpty(value)) return "null";
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  const record = value as Record<string, unknown>;
  return `{${Object.keys(record)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical(record[k])}`)
    .join(",")}}`;
}

/**
 * The fields whose values differ between an audit row's before and after, in the order they
 * first appear (after's order, then fields only before had). A missing side counts as null.
 */
export function diffEntry(before: unknown, after: unknown): FieldChange[] {
  const b = asRecord(before);
  const a = asRecord(after);
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return fields
    .filter((field) => canonical(b[field]) !== canonical(a[field]))
    .map((field) => ({ field, before: b[field] ?? null, after: a[field] ?? null }));
}

export interface ValueWords {
  none: string;
  hidden: string;
  yes: string;
  no: string;
}

/** A value as one line of text: arrays joined, secrets masked, empty as a dash. */
export function formatValue(value: unknown, words: ValueWords): string {
  if (value === null || value === undefined || value === "") return words.none;
  if (value === HIDDEN_VALUE) return words.hidden;
  if (typeof value === "boolean") return value ? words.yes : words.no;
  if (Array.isArray(value)) {
    return value.length === 0 ? words.none : value.map((v) => formatValue(v, words)).join(", ");
  }
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}
