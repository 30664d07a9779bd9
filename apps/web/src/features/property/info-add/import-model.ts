import type { ImportProblem } from "@makon/shared";

export const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** The API's limit for an import body. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export type FileProblem = "notXlsx" | "tooLarge" | "empty";

/** Checked before sending: only .xlsx, not empty, at most 5 MB. */
export function checkImportFile(file: { name: string; size: number }): FileProblem | null {
  if (!/\.xlsx$/i.test(file.name)) return "notXlsx";
  if (file.size === 0) return "empty";
  if (file.size > MAX_IMPORT_BYTES) return "tooLarge";
  return null;
}

/** The i18n key (under infoAdd:import.codes) and values for one problem of the API's report. */
export function problemMessage(p: Pick<ImportProblem, "code">): {
  key: string;
  values?: Record<string, number>;
} {
  const duplicate = /^DUPLICATE_OF_ROW_(\d+)$/.exec(p.code);
  if (duplicate) return { key: "DUPLICATE", values: { row: Number(duplicate[1]) } };
  return KNOWN.has(p.code) ? { key: p.code } : { key: "OTHER" };
}

const KNOWN = new Set([
  "NOT_AN_XLSX_FILE",
  "COLUMN_MISSING",
  "NO_ROWS",
  "TOO_MANY_ROWS",
  "NO_SUCH_ENTRANCE",
  "NUMBER_TAKEN",
  "INVALID_TYPE",
  "TOO_SMALL",
  "TOO_BIG",
  "INVALID_VALUE",
  "INVALID_FORMAT",
]);

/** The report in the error's details, if it is one: a list of {row, column, code}. */
export function importProblems(details: unknown): ImportProblem[] | null {
  if (!Array.isArray(details)) return null;
  const rows = details.filter(
    (d): d is ImportProblem =>
      typeof d === "object" &&
      d !== null &&
      typeof (d as ImportProblem).row === "number" &&
      typeof (d as ImportProblem).code === "string",
  );
  return rows.length === details.length && rows.length > 0
    ? rows.map((r) => ({ row: r.row, column: r.column ?? null, code: r.code }))
    : null;
}
