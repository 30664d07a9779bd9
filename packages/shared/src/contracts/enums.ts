export const CONTRACT_STATUSES = [
  "draft",
  "in_process",
  "bank_lower",
  "bank_upper",
  "concluded",
  "handed_over",
  "refused",
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const PAYMENT_TYPES = ["full", "installment", "mortgage", "subsidy", "organisation"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Deals whose money comes through a bank pass the lower and upper bank stages. */
export const BANK_PAYMENT_TYPES: readonly PaymentType[] = ["mortgage", "subsidy", "organisation"];

export const PAYMENT_METHODS = [
  "cash",
  "card",
  "bank_transfer",
  "click",
  "payme",
  "bank_loan",
  "subsidy",
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_KINDS = ["payment", "refund"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
