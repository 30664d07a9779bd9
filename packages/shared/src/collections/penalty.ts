/**
 * The penalty (penya) on overdue schedule rows, worked out the same way by the API, the screens and
 * the tests: per row, unpaid × rate% × days overdue, capped at cap% of that row's unpaid amount,
 * rounded down to whole soʻm; the total is the rows' sum less what was waived (never below 0).
 * A seller without a rate charges none.
 */
export interface PenaltyTerms {
  /** Percent of the unpaid amount per day, e.g. 0.1; null: no penalty. */
  rate: number | null;
  /** Percent of the unpaid amount at most, e.g. 50; null: no cap. */
  cap: number | null;
}

export interface OverdueRow {
  unpaid: number;
  daysOverdue: number;
}

export function rowPenalty(row: OverdueRow, terms: PenaltyTerms): number {
  if (!terms.rate || row.unpaid <= 0 || row.daysOverdue <= 0) return 0;
  // Rates have at most 3 decimals and caps 2: work in thousandths of a percent to stay exact.
  // BigInt: a large row at 10 % a day over years passes 2^53 before the division.
  const rateMilli = BigInt(Math.round(terms.rate * 1000));
  const unpaid = BigInt(row.unpaid);
  const raw = (unpaid * rateMilli * BigInt(row.daysOverdue)) / 100_000n;
  if (terms.cap == null) return Number(raw);
  const capped = (unpaid * BigInt(Math.round(terms.cap * 100))) / 10_000n;
  return Number(raw < capped ? raw : capped);
}

export function totalPenalty(rows: readonly OverdueRow[], terms: PenaltyTerms, waived = 0): number {
  const sum = rows.reduce((s, r) => s + rowPenalty(r, terms), 0);
  return Math.max(0, sum - waived);
}
