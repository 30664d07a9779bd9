import type { ContractStatus, PageKey, PaymentMethod, PaymentType } from "@makon/shared";

/** Pages whose screens read contracts. */
export const CONTRACT_READ_PAGES: readonly PageKey[] = [
  "contract",
  "shartnoma_jarayon",
  "concluded_contracts",
  "otkaz_shartnoma",
  "baza",
  "quyi_bank",
  "quyi_bank_in",
  "quyi_bank_boss",
  "yuqori_bank",
  "yuqori_bank_in",
  "yuqori_bank_boss",
  "undiruv",
  "undiruv-create",
  "undiruv-detail",
  "topshiruv",
];

/** Names for Excel files and the PDF (the web app has its own copy in its i18n). */
export const PAYMENT_TYPE_NAMES: Record<PaymentType, string> = {
  full: "Toʻliq toʻlov",
  installment: "Muddatli toʻlov",
  mortgage: "Ipoteka",
  subsidy: "Subsidiya",
  organisation: "Tashkilot hisobidan",
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

export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  cash: "Naqd",
  card: "Plastik karta",
  bank_transfer: "Bank oʻtkazmasi",
  click: "Click",
  payme: "Payme",
  bank_loan: "Bank krediti",
  subsidy: "Subsidiya",
};
