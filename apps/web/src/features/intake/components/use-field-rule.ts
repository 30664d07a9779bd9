import type { Rule } from "antd/es/form";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { checkPhone, type IntakeMessage } from "../intake-form";

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

/**
 * The phone box's rules, for a desk that types one phone after another: a half-typed number is
 * said on leaving the box, an empty one only on saving (the box emptied after a save is not an
 * error), and typing clears what was said. The Form.Item takes PHONE_TRIGGERS.
 */
export function usePhoneRules(): Rule[] {
  const rule = useFieldRule();
  return [
    {
      ...rule((v) => {
        const found = checkPhone(v);
        return found === "phoneRequired" ? undefined : found;
      }),
      validateTrigger: "onBlur",
    },
    // A trigger no event fires: only saving (validateFields runs every rule) asks for the phone.
    { ...rule(checkPhone), validateTrigger: "onSave" },
  ];
}

/** On change no rule runs, so what was said about the number is cleared as the person types. */
export const PHONE_TRIGGERS = ["onBlur", "onChange"];
