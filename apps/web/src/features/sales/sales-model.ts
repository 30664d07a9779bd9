export { tashkentToday } from "@makon/shared";

import {
  BANK_PAYMENT_TYPES,
  contractTotal,
  type PaymentType,
  type PlannedRow,
  planSchedule,
  type UnitStat,
} from "@makon/shared";

/** One building's unit counts on /sotuv. */
export interface BuildingCounts {
  buildingId: number;
  buildingName: string;
  objectId: number;
  free: number;
  total: number;
}

/** Folds uy/all_stat (one row per building × status) into free and total counts per building. */
export function countsByBuilding(stats: readonly UnitStat[]): BuildingCounts[] {
  const byId = new Map<number, BuildingCounts>();
  for (const s of stats) {
    let row = byId.get(s.buildingId);
    if (!row) {
      row = {
        buildingId: s.buildingId,
        buildingName: s.buildingName,
        objectId: s.objectId,
        free: 0,
        total: 0,
      };
      byId.set(s.buildingId, row);
    }
    row.total += s.count;
    if (s.status === "available") row.free += s.count;
  }
  return [...byId.values()].sort((a, b) =>
    a.buildingName.localeCompare(b.buildingName, "uz", { numeric: true }),
  );
}

/** What the seller typed into the calculator. */
export interface CalcInput {
  discount: number;
  paymentType: PaymentType;
  downPayment: number;
  months: number;
}

export interface CalcResult {
  total: number;
  /** The down payment the contract will carry (the whole total for a full payment). */
  downPayment: number;
  /** Months sent to the API: only an installment has them. */
  months: number;
  rows: PlannedRow[];
  /** The first row's amount: every row but the last is equal. */
  monthly: number;
  /** A human-readable problem the API would refuse, or null. */
  problem: "discount" | "downPayment" | null;
}

/**
 * The contract the API will store for these inputs: the same total (contractTotal) and the same
 * schedule (planSchedule), so the preview is exactly what will be saved.
 */
export function calculate(
  unit: { areaM2: number; pricePerM2: number },
  input: CalcInput,
  date: string,
): CalcResult {
  const total = contractTotal(unit.areaM2, unit.pricePerM2, input.discount);
  const full = input.paymentType === "full";
  const downPayment = full ? total : input.downPayment;
  const months = input.paymentType === "installment" ? input.months : 0;
  let problem: CalcResult["problem"] = null;
  if (total <= 0) problem = "discount";
  else if (!full && downPayment >= total) problem = "downPayment";
  const rows =
    problem === null
      ? planSchedule({ paymentType: input.paymentType, total, downPayment, months, date })
      : [];
  return { total, downPayment, months, rows, monthly: rows[0]?.amount ?? 0, problem };
}

/** A deal whose rest a bank or the buying organisation pays (the bank stages follow). */
export type FinancedType = "mortgage" | "subsidy" | "organisation";
export const isBankType = (t: PaymentType): t is FinancedType => BANK_PAYMENT_TYPES.includes(t);

export { timeLeft } from "../../lib/ui/time-left";
