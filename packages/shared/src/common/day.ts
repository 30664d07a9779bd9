import { z } from "zod";

/**
 * A calendar day as YYYY-MM-DD that really exists: "2026-13-45" is refused here with a 400,
 * instead of becoming an Invalid Date deeper down (a 500).
 */
export const daySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "DATE_YYYY_MM_DD")
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, "DATE_INVALID");
