import type { Locale } from "antd/es/locale";
import uzUZ from "antd/locale/uz_UZ";
import { common } from "./uz/common";

/** The date picker's words of our catalogue (common.picker), in any language. */
export type PickerWords = { readonly [K in keyof (typeof common)["picker"]]: string };

/**
 * antd's locale with our date picker words. `dayjsLocale` is the dayjs locale the pickers draw
 * months and weekdays with: antd maps its own name "uz_UZ" to dayjs's "uz", which is Cyrillic.
 */
export function withPickerWords(base: Locale, picker: PickerWords, dayjsLocale: string): Locale {
  return {
    ...base,
    DatePicker: base.DatePicker && {
      ...base.DatePicker,
      lang: { ...base.DatePicker.lang, ...picker, locale: dayjsLocale },
    },
  };
}

/**
 * antd's Uzbek locale with the date picker's words from our catalogue: its own says "OK",
 * "Toza" and "Xafta", and writes oʻ with a plain apostrophe. The other languages' locales are
 * made by their packs (./packs), loaded with their words.
 */
export const antdLocaleUz: Locale = withPickerWords(uzUZ, common.picker, "uz-latn");
