import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "./api-error";

/** The Uzbek text for a failed call (i18n/uz/errors.ts); anything unexpected gets the generic text. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation("errors");
  return useCallback((error: unknown) => t(error instanceof ApiError ? error.code : "UNKNOWN"), [t]);
}
