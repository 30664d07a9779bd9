import type { ClientStep } from "./enums";

/** The Uzbek names of a client's pipeline steps: one copy for the screens and the Excel files. */
export const CLIENT_STEP_NAMES: Record<ClientStep, string> = {
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
