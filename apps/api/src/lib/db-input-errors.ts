import type { ErrorCode } from "@makon/shared";
import { findPgError } from "./app-error";

/**
 * PostgreSQL errors that only bad input can cause, as the answer the client gets. Services map the
 * cases they expect (a taken phone, a bank in use) to their own codes; this is the last line for
 * what a schema let through: the request is refused with a 4xx instead of a 500.
 * - 22xxx data exception: a number past its column, a NUL byte, a day PostgreSQL cannot store;
 * - 23514 check violation: a value the table's own rules refuse;
 * - 23503 foreign key: deleting a row others point to (IN_USE), or pointing to a row that is not there;
 * - 23505 unique violation no service named: someone else has it (CONFLICT).
 */
export function inputErrorCode(err: unknown): InputErrorCode | null {
  const pg = findPgError(err) as { code?: string; message?: unknown } | undefined;
  const code = pg?.code;
  if (!code) return null;
  if (code.startsWith("22") || code === "23514") return "VALIDATION_ERROR";
  if (code === "23505") return "CONFLICT";
  if (code === "23503")
    // "update or delete on table … violates foreign key constraint … on table …": a row in use.
    return typeof pg.message === "string" && pg.message.startsWith("update or delete")
      ? "IN_USE"
      : "VALIDATION_ERROR";
  return null;
}

type InputErrorCode = Extract<ErrorCode, "VALIDATION_ERROR" | "CONFLICT" | "IN_USE">;

/** The answer's message (the web app shows the code's words). */
export const INPUT_ERROR_MESSAGES: Record<InputErrorCode, string> = {
  VALIDATION_ERROR: "Invalid request",
  CONFLICT: "Conflicts with existing data",
  IN_USE: "Other records use this one",
};
