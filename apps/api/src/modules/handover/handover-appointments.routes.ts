import {
  appointmentCloseBodySchema,
  appointmentCreateBodySchema,
  appointmentCreatedSchema,
  appointmentRescheduleBodySchema,
  handoverSettingsSchema,
  idParamSchema,
} from "@makon/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/types";
import type { FileStore } from "../../lib/file-store";
import { HANDOVER_BOSS, HANDOVER_WORK } from "./handover.access";
import {
  closeAppointment,
  rescheduleAppointment,
  scheduleAppointment,
} from "./handover-appointments.service";
import { saveHandoverSettings } from "./handover-settings.service";

/** An appointment is checked in its contract's scope before the handler (plugins/record-scope). */
const APPOINTMENT = { record: "appointment", id: "id" } as const;

const idParams = z.strictObject({ id: idParamSchema });
const work = { actions: HANDOVER_WORK } as const;
const tags = ["handover"];

/**
 * Handover appointments (made, rescheduled, closed, with the buyer's SMS) and the settings' save.
 * An appointment named by its id is checked against the viewer's contract scope in the service.
 */
export async function handoverAppointmentsRoutes(app: FastifyInstance, { db }: { db: Db; files: FileStore }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/api/topshiruv/appointments",
    {
      config: { access: work, recordScope: { contract: "contractId", in: "body" } },
      schema: {
        tags,
        summary:
          "Agree a handover time with the buyer (one scheduled per contract: a second → 409), SMS unless opted out",
        body: appointmentCreateBodySchema,
        response: { 201: appointmentCreatedSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await scheduleAppointment(db, await request.authenticate(), request.body)),
  );
  r.post(
    "/api/topshiruv/appointments/:id/reschedule",
    {
      config: { recordScope: APPOINTMENT, access: work },
      schema: {
        tags,
        summary: "Move a scheduled appointment: the old one kept as rescheduled, a new one with its SMS",
        params: idParams,
        body: appointmentRescheduleBodySchema,
        response: { 201: appointmentCreatedSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await rescheduleAppointment(db, await request.authenticate(), request.params.id, request.body)),
  );
  r.post(
    "/api/topshiruv/appointments/:id/status",
    {
      config: { recordScope: APPOINTMENT, access: work },
      schema: {
        tags,
        summary: "Close a scheduled appointment as no-show or cancelled (once: a closed one → 409)",
        params: idParams,
        body: appointmentCloseBodySchema,
        response: { 200: z.object({ id: z.number().int() }) },
      },
    },
    async (request) => {
      await closeAppointment(db, await request.authenticate(), request.params.id, request.body);
      return { id: request.params.id };
    },
  );
  r.put(
    "/api/topshiruv/settings",
    {
      config: { access: { actions: HANDOVER_BOSS } },
      schema: {
        tags,
        summary: "Save the handover settings (the warranty's years), audited",
        body: handoverSettingsSchema,
        response: { 200: handoverSettingsSchema },
      },
    },
    async (request) => saveHandoverSettings(db, (await request.authenticate()).id, request.body),
  );
}
