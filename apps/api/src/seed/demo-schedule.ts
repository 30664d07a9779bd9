import type { PaymentType } from "@makon/shared";

export interface PlannedItem {
  number: number;
  dueDate: string;
  amount: number;
}

export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function addMonths(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return isoDate(d);
}

/**
 * The demo's payment plans: the down payment on the contract date, then monthly rows
 * (installment) or one bank row (mortgage, subsidy, organisation). Rounding goes to the last row.
 */
export function planSchedule(
  type: PaymentType,
  date: string,
  total: number,
  down: number,
  months: number,
): PlannedItem[] {
  if (type === "full") return [{ number: 1, dueDate: date, amount: total }];
  const items: PlannedItem[] = [];
  if (down > 0) items.push({ number: 1, dueDate: date, amount: down });
  const rest = total - down;
  if (rest <= 0) return items;
  if (type === "installment") {
    const monthly = Math.floor(rest / months);
    for (let m = 1; m <= months; m++) {
      const amount = m === months ? rest - monthly * (months - 1) : monthly;
      items.push({ number: items.length + 1, dueDate: addMonths(date, m), amount });
    }
    return items;
  }
  items.push({ number: items.length + 1, dueDate: addMonths(date, 2), amount: rest });
  return items;
}
