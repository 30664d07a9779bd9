import { z } from "zod";

/** The one error body every API failure uses. */
export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
  /** Seconds to wait before trying again (throttled sign-in). */
  retryAfter: z.number().int().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
