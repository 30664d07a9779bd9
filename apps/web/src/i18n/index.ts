import dayjs from "dayjs";
import "dayjs/locale/uz-latn";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { uz } from "./uz";

export const defaultNS = "common";
export const resources = { uz } as const;

dayjs.locale("uz-latn");

// Resources are bundled, so initialise synchronously: the first render already has its text.
void i18n.use(initReactI18next).init({
  lng: "uz",
  fallbackLng: "uz",
  ns: Object.keys(uz),
  defaultNS,
  resources,
  initAsync: false,
  interpolation: { escapeValue: false },
});

export { i18n };
