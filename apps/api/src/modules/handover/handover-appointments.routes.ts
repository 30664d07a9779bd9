import {
  appointmentCloseBodySchema,
  appointmentCreateBodySchema,
  appointmentCreatedSchema,
  appointmentRescheduleBodySchema,
  handoverSettingsSchema,
} from "@makon/shared";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../../db/types";
import type { FileStore } from "../../lib/file-store";
import { idParams, recordRoute } from "../../lib/record-routes";
import { HANDOVER_BOSS, HANDOVER_WORK } from "./handover.access";
import {
  closeAppointment,
  rescheduleAppointment,
  scheduleAppointment,
} from "./handover-appointments.service";
import { saveHandoverSettings } from "./handover-settings.service";

/** An appointment is checked in its contract's scope before the handler (plugins/record-scope). */
const APPOINTMENT = { record: "appointment", id: "id" } as const;

const work = { actions: HANDOVER_WORK } as const;
const tags = ["handover"];

/**
 * Handover appointments (made, rescheduled, closed, with the buyer's SMS) and the settings' save.
 * An appointment named by its id is checked against the viewer's contract scope in the service.
 */
export async function handoverAppointmentsRoutes(app: FastifyInstance, { db }: { db: Db; files: FileStore }) {
  recordRoute(app, {
    method: "POST",
    url: "/api/topshiruv/appointments",
    tags,
    summary:
      "Agree a handover time with the buyer (one scheduled per contract: a second → 409), SMS unless opted out",
    access: work,
    recordScope: { contract: "contractId", in: "body" },
    body: appointmentCreateBodySchema,
    answer: appointmentCreatedSchema,
    created: true,
    run: (me, { body }) => scheduleAppointment(db, me, body),
  });
  recordRoute(app, {
    method: "POST",
    url: "/api/topshiruv/appointments/:id/reschedule",
    tags,
    summary: "Move a scheduled appointment: the old one kept as rescheduled, a new one with its SMS",
    access: work,
    recordScope: APPOINTMENT,
    params: idParams,
    body: appointmentRescheduleBodySchema,
    answer: appointmentCreatedSchema,
    created: true,
    run: (me, { params, body }) => rescheduleAppointment(db, me, params.id, body),
  });
  recordRoute(app, {
    method: "POST",
    url: "/api/topshiruv/appointments/:id/status",
    tags,
    summary: "Close a scheduled appointment as no-show or cancelled (once: a closed one → 409)",
    access: work,
    recordScope: APPOINTMENT,
    params: idParams,
    body: appointmentCloseBodySchema,
    answer: z.object({ id: z.number().int() }),
    run: async (me, { params, body }) => {
      await closeAppointment(db, me, params.id, body);
      return { id: params.id };
    },
  });
  recordRoute(app, {
    method: "PUT",
    url: "/api/topshiruv/settings",
    tags,
    summary: "Save the handover settings (the warranty's years), audited",
    access: { actions: HANDOVER_BOSS },
    body: handoverSettingsSchema,
    answer: handoverSettingsSchema,
    run: (me, { body }) => saveHandoverSettings(db, me.id, body),
  });
}
