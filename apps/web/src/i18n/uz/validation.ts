/**
 * Words for the field codes the API sends in a VALIDATION_ERROR's details (details[].message),
 * for forms that have none of their own (lib/api/validation-detail.ts).
 */
export const validation = {
  TEXT_INVALID_CHARS: "Matnda ruxsat etilmagan boshqaruv belgilari bor: matnni qayta yozib koʻring",
  DATE_OUT_OF_RANGE: "Sana {{from}} – {{to}} oraligʻida boʻlishi kerak",
  DATE_INVALID: "Bunday sana mavjud emas",
  DATE_YYYY_MM_DD: "Sana notoʻgʻri koʻrinishda yuborildi",
  NEXT_CALL_REQUIRED: "Qayta qoʻngʻiroq uchun keyingi qoʻngʻiroq vaqtini belgilang",
  NEXT_CALL_OR_REASON:
    "Javob bermadi: keyingi qoʻngʻiroq vaqtini belgilang yoki izohda nega qayta qoʻngʻiroq qilinmasligini yozing",
} as const;
