import type { Words } from "@makon/shared";
import type { validation as uzValidation } from "../uz/validation";

/**
 * Words for the field codes the API sends in a VALIDATION_ERROR's details (details[].message),
 * for forms that have none of their own (lib/api/validation-detail.ts).
 */
export const validation: Words<typeof uzValidation> = {
  TEXT_INVALID_CHARS: "В тексте есть недопустимые управляющие символы: наберите текст заново",
  DATE_OUT_OF_RANGE: "Дата должна быть в пределах {{from}} – {{to}}",
  DATE_INVALID: "Такой даты не существует",
  DATE_YYYY_MM_DD: "Дата отправлена в неверном формате",
  NEXT_CALL_REQUIRED: "Чтобы перезвонить, укажите время следующего звонка",
  NEXT_CALL_OR_REASON:
    "Не ответил: укажите время следующего звонка или напишите в комментарии, почему перезванивать не нужно",
};
