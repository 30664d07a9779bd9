import { BANK_PAYMENT_TYPES, type PaymentType } from "./enums";

/** The price of a unit under a contract: area × price per m², rounded once, less the discount. */
export function contractTotal(areaM2: number, pricePerM2: number, discount: number): number {
  return Math.round(areaM2 * pricePerM2) - discount;
}

export interface PlannedRow {
  number: number;
  /** YYYY-MM-DD */
  dueDate: string;
  amount: number;
}

/** The same day `months` later, or the month's last day when it is shorter (31 Jan → 28 Feb). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/**
 * The payment schedule after the down payment: `months` equal rows in whole soʻm, one month
 * apart from the contract date, the remainder of the division on the last row so the rows sum
 * exactly to total − down payment. A bank deal has one row: the bank's part. A full payment has
 * none (the down payment is the whole price).
 */
export function planSchedule(input: {
  paymentType: PaymentType;
  total: number;
  downPayment: number;
  months: number;
  /** The contract date, YYYY-MM-DD; the first row falls due a month later. */
  date: string;
}): PlannedRow[] {
  const rest = input.total - input.downPayment;
  if (rest <= 0) return [];
  // Never more rows than soʻm to share: every row must be a real payment (at least 1 soʻm).
  const count = BANK_PAYMENT_TYPES.includes(input.paymentType)
    ? 1
    : Math.min(rest, Math.max(1, input.months));
  const base = Math.floor(rest / count);
  return Array.from({ length: count }, (_, i) => ({
    number: i + 1,
    dueDate: addMonths(input.date, i + 1),
    amount: i === count - 1 ? rest - base * (count - 1) : base,
  }));
}
