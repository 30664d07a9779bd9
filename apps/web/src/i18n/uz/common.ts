import { UNIT_STATUS_NAMES } from "@makon/shared";

/** Words used on many screens: buttons, states, statuses. */
export const common = {
  appName: "Makon",
  loading: "Yuklanmoqda…",
  refresh: "Yangilash",
  toHome: "Bosh sahifaga",
  reload: "Sahifani yangilash",
  comingSoon: "Bu boʻlim tez orada ishga tushadi",
  genericError: "Nimadir xato ketdi, qayta urinib koʻring",
  unitStatus: UNIT_STATUS_NAMES,
} as const;
