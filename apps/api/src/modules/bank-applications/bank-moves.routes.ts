import {
  BANK_APPLICATION_STATUSES,
  bankAssignBodySchema,
  bankBulkAssignBodySchema,
  bankStatusBodySchema,
  idParamSchema,
} from "@makon/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/types";
import { BANK_RIGHTS } from "./bank-applications.access";
import { moveApplication } from "./bank-moves.service";
import { assignApplication, assignApplications } from "./bank-moves-assign.service";

/** A bank application is checked in its contract's scope before the handler (plugins/record-scope). */
const APPLICATION = { record: "bankApplication", id: "id" } as const;

const idParams = z.strictObject({ id: idParamSchema });
/** The head of either level; the application's own level is checked inside. */
const decide = { actions: ["bank_lower_decide", "bank_upper_decide"] } as const;
/** Any bank right; the move's right at the application's level is checked inside. */
const work = { actions: BANK_RIGHTS } as const;

const assignedSchema = z.object({ id: z.number().int(), assigneeId: z.number().int(), changed: z.boolean() });
/** A move's answer: the screen reads the application again (GET /api/ariza/{id}). */
const movedSchema = z.object({ id: z.number().int(), status: z.enum(BANK_APPLICATION_STATUSES) });

/** Bank applications' moves: assigning and the status steps with what they set off. */
export async function bankMovesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/api/ariza/assign",
    {
      config: {
        recordScope: {
          unscoped: {
            ids: "bank applications, each checked in the service: one outside the scope refuses them all",
          },
        },
        access: decide,
      },
      schema: {
        tags: ["bank-applications"],
        summary: "Assign many applications to one employee at once (the level's head; all or nothing)",
        body: bankBulkAssignBodySchema,
        response: { 200: z.object({ items: z.array(assignedSchema) }) },
      },
    },
    async (request) => {
      const me = await request.authenticate();
      return { items: await assignApplications(db, me, request.body.ids, request.body.assigneeId) };
    },
  );
  r.post(
    "/api/ariza/:id/assign",
    {
      config: { recordScope: APPLICATION, access: decide },
      schema: {
        tags: ["bank-applications"],
        summary: "Assign or reassign an open application to an employee of its level (the level's head)",
        params: idParams,
        body: bankAssignBodySchema,
        response: { 200: assignedSchema },
      },
    },
    async (request) => {
      const me = await request.authenticate();
      return assignApplication(db, me, request.params.id, request.body.assigneeId);
    },
  );
  r.post(
    "/api/ariza/:id/status",
    {
      config: { recordScope: APPLICATION, access: work },
      schema: {
        tags: ["bank-applications"],
        summary:
          "Move an application (BANK_MOVES): documents submitted, under review, approved, rejected, funded",
        params: idParams,
        body: bankStatusBodySchema,
        response: { 200: movedSchema },
      },
    },
    async (request) => moveApplication(db, await request.authenticate(), request.params.id, request.body),
  );
}
