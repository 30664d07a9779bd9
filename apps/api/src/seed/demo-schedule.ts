/** A date as YYYY-MM-DD (UTC), the form of the schedule's and payments' date columns. */
export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}
