import { z } from "zod";

/** The largest area one unit may have (m²); the column is numeric(8, 2). */
const MAX_AREA_M2 = 10_000;

/**
 * An area in m², stored with two decimals. It is rounded here, once, so the price computed from
 * it is the price of the area stored; an area that rounds to 0 (0.004) is refused rather than
 * breaking the positive-area rule of the table.
 */
export const areaSchema = z
  .number()
  .transform((v) => Math.round(v * 100) / 100)
  .pipe(z.number().min(0.01).max(MAX_AREA_M2));
