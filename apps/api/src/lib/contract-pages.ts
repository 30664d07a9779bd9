import type { PageKey } from "@makon/shared";

/**
 * Pages whose screens read contracts. Contracts' routes declare them, and so do the organisations'
 * and banks' pick lists those screens fill their selects from: kept here, below the modules, so
 * organisations need not import contracts (which import organisations for the pay account).
 */
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
