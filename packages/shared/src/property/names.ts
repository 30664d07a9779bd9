import type { UnitStatus } from "./enums";

/** The Uzbek names of a unit's statuses: one copy for every screen and the Excel files. */
export const UNIT_STATUS_NAMES: Record<UnitStatus, string> = {
  available: "Boʻsh",
  booked: "Bron qilingan",
  in_process: "Rasmiylashtirilmoqda",
  sold: "Sotilgan",
  handed_over: "Topshirilgan",
  not_for_sale: "Sotuvda emas",
};
