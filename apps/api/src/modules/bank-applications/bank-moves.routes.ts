import {
  BANK_APPLICATION_STATUSES,
  bankAssignBodySchema,
  bankBulkAssignBodySchema,
  bankStatusBodySchema,
} from "@makon/shared";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../../db/types";
import { idParams, recordRoute } from "../../lib/record-routes";
import { BANK_RIGHTS } from "./bank-applications.access";
import { moveApplication } from "./bank-moves.service";
import { assignApplication, assignApplications } from "./bank-moves-assign.service";

/** A bank application is checked in its contract's scope before the handler (plugins/record-scope). */
const APPLICATION = { record: "bankApplication", id: "id" } as const;

/** The head of either level; the application's own level is checked inside. */
const decide = { actions: ["bank_lower_decide", "bank_upper_decide"] } as const;
/** Any bank right; the move's right at the application's level is checked inside. */
const work = { actions: BANK_RIGHTS } as const;
const tags = ["bank-applications"];

const assignedSchema = z.object({ id: z.number().int(), assigneeId: z.number().int(), changed: z.boolean() });
/** A move's answer: the screen reads the application again (GET /api/ariza/{id}). */
const movedSchema = z.object({ id: z.number().int(), status: z.enum(BANK_APPLICATION_STATUSES) });

/** Bank applications' moves: assigning and the status steps with what they set off. */
export async function bankMovesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  recordRoute(app, {
    method: "POST",
    url: "/api/ariza/assign",
    tags,
    summary: "Assign many applications to one employee at once (the level's head; all or nothing)",
    access: decide,
    recordScope: {
      unscoped: {
        ids: "bank applications, each checked in the service: one outside the scope refuses them all",
      },
    },
    body: bankBulkAssignBodySchema,
    answer: z.object({ items: z.array(assignedSchema) }),
    run: async (me, { body }) => ({ items: await assignApplications(db, me, body.ids, body.assigneeId) }),
  });
  recordRoute(app, {
    method: "POST",
    url: "/api/ariza/:id/assign",
    tags,
    summary: "Assign or reassign an open application to an employee of its level (the level's head)",
    access: decide,
    recordScope: APPLICATION,
    params: idParams,
    body: bankAssignBodySchema,
    answer: assignedSchema,
    run: (me, { params, body }) => assignApplication(db, me, params.id, body.assigneeId),
  });
  recordRoute(app, {
    method: "POST",
    url: "/api/ariza/:id/status",
    tags,
    summary:
      "Move an application (BANK_MOVES): documents submitted, under review, approved, rejected, funded",
    access: work,
    recordScope: APPLICATION,
    params: idParams,
    body: bankStatusBodySchema,
    answer: movedSchema,
    run: (me, { params, body }) => moveApplication(db, me, params.id, body),
  });
}
