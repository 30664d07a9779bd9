import type { Rule } from "antd/es/form";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { IntakeMessage } from "../intake-form";

type Check = (value: string | undefined) => IntakeMessage | undefined;

/** Turns one of intake-form's checks into an antd rule with its Uzbek message. */
export function useFieldRule(): (check: Check) => Rule {
  const { t } = useTranslation("intake");
  return useCallback(
    (check: Check): Rule => ({
      validator: (_, value: string | undefined) => {
        const found = check(value);
        return found ? Promise.reject(new Error(t(`validation.${found}`))) : Promise.resolve();
      },
    }),
    [t],
  );
}
