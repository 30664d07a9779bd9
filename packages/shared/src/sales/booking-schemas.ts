import { z } from "zod";
import { idSchema } from "../common/ids";
import { textSchema } from "../common/text";
import { BOOKING_STATUSES } from "../property/enums";

/** How long a booking holds a unit unless the agent says otherwise (hours). */
export const DEFAULT_BOOKING_HOURS = 48;
export const MAX_BOOKING_HOURS = 24 * 14;

/** POST /api/uy/{id}/bron */
export const createBookingBodySchema = z.strictObject({
  clientId: idSchema,
  hours: z.number().int().min(1).max(MAX_BOOKING_HOURS).optional(),
  note: textSchema.trim().max(500).nullable().optional(),
});
export type CreateBookingBody = z.input<typeof createBookingBodySchema>;

export const bookingSchema = z.object({
  id: z.number().int(),
  unitId: z.number().int(),
  clientId: z.number().int(),
  /** Null for a client outside the viewer's record scope. */
  clientName: z.string().nullable(),
  userId: z.number().int(),
  userName: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  expiresAt: z.string(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;
