import type { ContractStatus, PaymentMethod, PaymentType } from "./enums";

/**
 * The Uzbek names of the contract enums: one copy for the screens (i18n), the Excel files and
 * the PDF, so a spreadsheet never calls a status something the screen does not.
 */
export const PAYMENT_TYPE_NAMES: Record<PaymentType, string> = {
  full: "Toʻliq toʻlov",
  installment: "Muddatli toʻlov",
  mortgage: "Ipoteka",
  subsidy: "Subsidiya",
  organisation: "Tashkilot hisobidan",
};

export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  cash: "Naqd",
  card: "Plastik karta",
  bank_transfer: "Bank oʻtkazmasi",
  click: "Click",
  payme: "Payme",
  bank_loan: "Bank krediti",
  subsidy: "Subsidiya",
};

export const CONTRACT_STATUS_NAMES: Record<ContractStatus, string> = {
  draft: "Qoralama",
  in_process: "Rasmiylashtirilmoqda",
  bank_lower: "Quyi bankda",
  bank_upper: "Yuqori bankda",
  concluded: "Tuzilgan",
  handed_over: "Topshirilgan",
  refused: "Rad etilgan",
};
