import { z } from "zod";
import { FIRST_BUSINESS_DAY, LAST_BUSINESS_DAY } from "./business-days";

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

export { FIRST_BUSINESS_DAY, LAST_BUSINESS_DAY };

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
