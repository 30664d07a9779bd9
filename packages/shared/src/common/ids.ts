import { z } from "zod";

/** Ids are PostgreSQL `integer` (serial) columns: anything above this fails in the database, not here. */
export const INT4_MAX = 2_147_483_647;

/** A row's id in a JSON body. */
export const idSchema = z.number().int().positive().max(INT4_MAX);

/** A row's id in a path or a query string (text that must read as one). */
export const idParamSchema = z.coerce.number().int().positive().max(INT4_MAX);
