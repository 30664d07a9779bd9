import { z } from "zod";
import { MAX_MONEY } from "./money";

/** A sum of money in whole soʻm. */
export const moneySchema = z.number().int().min(0).max(MAX_MONEY);
