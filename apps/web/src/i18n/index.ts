import dayjs from "dayjs";
import "dayjs/locale/uz-latn";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { uz } from "./uz";

export const defaultNS = "common";
export const resources = { uz } as const;

dayjs.locale("uz-latn");

// Uzbek is bundled, so initialise synchronously: the first render already has its text. Russian
// and Cyrillic words are added when first read (./language.ts); a screen re-renders when words
// it uses arrive later (bindI18nStore), e.g. a lazy area's in the language being read.
void i18n.use(initReactI18next).init({
  lng: "uz",
  fallbackLng: "uz",
  ns: Object.keys(uz),
  defaultNS,
  resources,
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { bindI18nStore: "added" },
});

export { i18n };
