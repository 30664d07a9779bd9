import { bookingSchema, createBookingBodySchema, DEFAULT_BOOKING_HOURS, idParamSchema } from "@makon/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/types";
import { runEvery } from "../../lib/background-job";
import { bookUnit, expireBookings, releaseBooking, unitBookings } from "./bookings.service";

export interface SalesOptions {
  db: Db;
  /** Default booking length in hours (BOOKING_HOURS). */
  bookingHours?: number;
  /** How often lapsed bookings are swept (ms); 0 turns the sweep off (tests sweep by hand). */
  sweepEveryMs?: number;
}

export async function salesRoutes(app: FastifyInstance, opts: SalesOptions) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const idParams = z.strictObject({ id: idParamSchema });
  const tags = ["sales"];

  r.post(
    "/api/uy/:id/bron",
    {
      config: {
        recordScope: { unscoped: { id: "a unit: company property" }, client: "clientId", in: "body" },
        access: { actions: ["unit_book"] },
      },
      schema: {
        tags,
        summary: "Book a unit for a client; taken already → 409 UNIT_NOT_AVAILABLE",
        params: idParams,
        body: createBookingBodySchema,
        response: { 201: bookingSchema },
      },
    },
    async (request, reply) => {
      const me = await request.authenticate();
      const hours = request.body.hours ?? opts.bookingHours ?? DEFAULT_BOOKING_HOURS;
      return reply.code(201).send(await bookUnit(db, request.params.id, { ...request.body, hours }, me.id));
    },
  );
  r.delete(
    "/api/uy/:id/bron",
    {
      config: { recordScope: { record: "unitBooking", id: "id" }, access: { actions: ["unit_release"] } },
      schema: {
        tags,
        summary: "Release the unit's active booking",
        params: idParams,
        response: { 200: bookingSchema },
      },
    },
    async (request) => releaseBooking(db, request.params.id, await request.authenticate()),
  );
  r.get(
    "/api/uy/:id/bron",
    {
      config: {
        recordScope: { unscoped: { id: "a unit: its bookings' clients outside the scope are not named" } },
        access: { pages: ["sotuv", "sotuv_bino", "sotuv_xonadon", "room_choose", "bino"] },
      },
      schema: {
        tags,
        summary: "The unit's bookings, newest first",
        params: idParams,
        response: { 200: z.array(bookingSchema) },
      },
    },
    async (request) => unitBookings(db, request.params.id, await request.authenticate()),
  );

  // Lapsed bookings end by themselves: every process sweeps; the sweep is safe to run at once.
  runEvery(app, "booking sweep", opts.sweepEveryMs ?? 0, () => expireBookings(db));
}
