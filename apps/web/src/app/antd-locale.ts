import type { Locale } from "antd/es/locale";
import uzUZ from "antd/locale/uz_UZ";
import { common } from "../i18n/uz/common";

/**
 * antd's Uzbek locale with the date picker's words from our catalogue: its own says "OK",
 * "Toza" and "Xafta", and writes oʻ with a plain apostrophe.
 */
export const antdLocale: Locale = {
  ...uzUZ,
  DatePicker: uzUZ.DatePicker && {
    ...uzUZ.DatePicker,
    lang: { ...uzUZ.DatePicker.lang, ...common.picker },
  },
};
