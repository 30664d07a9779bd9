import type { UnitStatus } from "@makon/shared";

/** Words used on many screens: buttons, states, statuses. */
export const common = {
  appName: "Makon",
  loading: "Yuklanmoqda…",
  refresh: "Yangilash",
  toHome: "Bosh sahifaga",
  reload: "Sahifani yangilash",
  comingSoon: "Bu boʻlim tez orada ishga tushadi",
  genericError: "Nimadir xato ketdi, qayta urinib koʻring",
  unitStatus: {
    available: "Boʻsh",
    booked: "Bron qilingan",
    in_process: "Rasmiylashtirilmoqda",
    sold: "Sotilgan",
    handed_over: "Topshirilgan",
    not_for_sale: "Sotuvda emas",
  } satisfies Record<UnitStatus, string>,
} as const;
