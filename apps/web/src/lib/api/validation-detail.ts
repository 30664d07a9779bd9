// Narrow imports: the shared index would bring zod and every schema into the main route.
import { FIRST_BUSINESS_DAY, LAST_BUSINESS_DAY } from "@makon/shared/common/business-days";
import { formatDate } from "@makon/shared/common/date";
import { ApiError } from "./api-error";

/** The field codes of i18n/uz/validation.ts: the words a refused field gets when its form has none. */
export const VALIDATION_CODES = [
  "TEXT_INVALID_CHARS",
  "DATE_OUT_OF_RANGE",
  "DATE_INVALID",
  "DATE_YYYY_MM_DD",
  "NEXT_CALL_REQUIRED",
  "NEXT_CALL_OR_REASON",
] as const;
export type ValidationCode = (typeof VALIDATION_CODES)[number];

/** What the words of DATE_OUT_OF_RANGE name: the business days the API takes. */
export const BUSINESS_RANGE = { from: formatDate(FIRST_BUSINESS_DAY), to: formatDate(LAST_BUSINESS_DAY) };

function isValidationCode(value: unknown): value is ValidationCode {
  return typeof value === "string" && (VALIDATION_CODES as readonly string[]).includes(value);
}

/** The first field code of a VALIDATION_ERROR that the app has words for, or null. */
export function validationDetail(error: unknown): ValidationCode | null {
  if (!(error instanceof ApiError) || error.code !== "VALIDATION_ERROR" || !Array.isArray(error.details))
    return null;
  for (const detail of error.details) {
    const message = (detail as { message?: unknown } | null)?.message;
    if (isValidationCode(message)) return message;
  }
  return null;
}
