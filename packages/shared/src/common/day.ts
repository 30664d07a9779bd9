import { z } from "zod";

const DAY_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar day as YYYY-MM-DD that really exists: "2026-13-45" is refused here with a 400,
 * instead of becoming an Invalid Date deeper down (a 500).
 */
export const daySchema = z
  .string()
  .regex(DAY_FORMAT, "DATE_YYYY_MM_DD")
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, "DATE_INVALID");

/**
 * The days business happens on. Fixed rather than relative to today: contracts are entered after
 * the fact and schedules run years ahead, yet a slip of the keyboard (0001, 9999) is refused — year
 * 9999 gave a 500 (a schedule row past the year 10000), year 0001 a contract numbered "1-0001".
 * Every day derived from one in range (60 months of schedule) stays a 4-digit year.
 */
export const FIRST_BUSINESS_DAY = "2000-01-01";
export const LAST_BUSINESS_DAY = "2100-12-31";

function isBusinessDay(day: string): boolean {
  return day >= FIRST_BUSINESS_DAY && day <= LAST_BUSINESS_DAY;
}

/** A day that exists and lies in the business range: every day the API takes as input. */
export const businessDaySchema = daySchema.refine(
  (v) => !DAY_FORMAT.test(v) || isBusinessDay(v),
  "DATE_OUT_OF_RANGE",
);

const FIRST_MOMENT = Date.parse(`${FIRST_BUSINESS_DAY}T00:00:00+05:00`);
const AFTER_LAST_MOMENT = Date.parse(`${LAST_BUSINESS_DAY}T00:00:00+05:00`) + 86_400_000;

/** A moment (ISO date-time with its offset) whose Tashkent day lies in the business range. */
export const businessMomentSchema = z.iso.datetime({ offset: true }).refine((v) => {
  const at = Date.parse(v);
  return at >= FIRST_MOMENT && at < AFTER_LAST_MOMENT;
}, "DATE_OUT_OF_RANGE");
