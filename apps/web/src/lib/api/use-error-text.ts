import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "./api-error";
import { BUSINESS_RANGE, validationDetail } from "./validation-detail";

/**
 * The Uzbek text for a failed call (i18n/uz/errors.ts); a refused field the app has words for
 * (i18n/uz/validation.ts) says what is wrong with it; anything unexpected gets the generic text.
 */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation(["errors", "validation"]);
  return useCallback(
    (error: unknown) => {
      const detail = validationDetail(error);
      if (detail) return t(`validation:${detail}`, BUSINESS_RANGE);
      return t(error instanceof ApiError ? error.code : "UNKNOWN");
    },
    [t],
  );
}
