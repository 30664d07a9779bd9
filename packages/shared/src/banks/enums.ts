export const BANK_LEVELS = ["lower", "upper"] as const;
export type BankLevel = (typeof BANK_LEVELS)[number];

export const BANK_APPLICATION_STATUSES = [
  "new",
  "documents_submitted",
  "under_review",
  "approved",
  "rejected",
  "funded",
] as const;
export type BankApplicationStatus = (typeof BANK_APPLICATION_STATUSES)[number];
