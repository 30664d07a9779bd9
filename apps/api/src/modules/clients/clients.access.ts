import type { ClientStep, PageKey } from "@makon/shared";

/** Pages whose people read clients: intake, sales and the contract desk. */
export const CLIENT_PAGES = [
  "reciption",
  "my_reciption_clients",
  "call_center",
  "my_call_clients",
  "sotuv",
  "room_choose",
  "contract",
  "shartnoma_jarayon",
  "baza",
] as const satisfies readonly PageKey[];

/** Step names for Excel files (the web app has its own copy in its i18n). */
export const STEP_NAMES: Record<ClientStep, string> = {
  new: "Yangi",
  consulting: "Maslahatda",
  booked: "Bron qilingan",
  contract: "Shartnoma jarayonida",
  bank_lower: "Quyi bankda",
  bank_upper: "Yuqori bankda",
  concluded: "Shartnoma tuzilgan",
  handed_over: "Kalit topshirilgan",
  refused: "Rad etgan",
};
