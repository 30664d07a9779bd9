export { tashkentToday } from "@makon/shared";

import type { ContractDetail, ContractStatus, ScheduleRow } from "@makon/shared";

/** Statuses after which nothing more is done on the contract here. */
export const CLOSED_STATUSES: readonly ContractStatus[] = ["refused", "handed_over"];

/** The next amount the client owes: the rest of the down payment, else the earliest unpaid row's rest. */
export function nextUnpaidAmount(contract: ContractDetail): number {
  const owed = contract.total - contract.paid;
  if (owed <= 0) return 0;
  if (contract.paid < contract.downPayment) return Math.min(owed, contract.downPayment - contract.paid);
  const row = contract.schedule.find((r) => r.paid < r.amount);
  return row ? Math.min(owed, row.amount - row.paid) : owed;
}

export type RowState = "paid" | "partly" | "unpaid";

export function rowState(row: { amount: number; paid: number }): RowState {
  if (row.paid >= row.amount) return "paid";
  return row.paid > 0 ? "partly" : "unpaid";
}

/** A row is overdue when its due day (Tashkent) has passed and it is not fully paid. */
export function isOverdue(row: ScheduleRow, today: string): boolean {
  return row.paid < row.amount && row.dueDate.slice(0, 10) < today;
}
