/** Whole days, hours and minutes until an instant; all zero once it has passed. */
export function timeLeft(expiresAt: string, now: number): { days: number; hours: number; minutes: number } {
  const ms = Math.max(0, Date.parse(expiresAt) - now);
  const minutesAll = Math.floor(ms / 60_000);
  return {
    days: Math.floor(minutesAll / 1440),
    hours: Math.floor((minutesAll % 1440) / 60),
    minutes: minutesAll % 60,
  };
}
