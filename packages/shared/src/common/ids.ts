import { z } from "zod";

/** Ids are PostgreSQL `integer` (serial) columns: anything above this fails in the database, not here. */
export const INT4_MAX = 2_147_483_647;

/** A row's id in a JSON body. */
export const idSchema = z.number().int().positive().max(INT4_MAX);

/**
 * A row's id in a path or a query string: decimal digits and nothing else. A coercing
 * `Number()` read `0x10` as 16, `%201` (" 1") as 1 and `1e3` as 1000, so one record had many
 * addresses and a hex or padded id slipped past anything that compared the text.
 */
export const idParamSchema = z
  .string()
  .regex(/^[0-9]{1,10}$/)
  .transform(Number)
  .pipe(idSchema);

/** A `bigserial` row's id in a path (sessions, SMS): decimal digits, up to what a JS number holds exactly. */
export const bigIdParamSchema = z
  .string()
  .regex(/^[0-9]{1,16}$/)
  .transform(Number)
  .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));
