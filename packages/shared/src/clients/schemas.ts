import { z } from "zod";
import { CLIENT_SOURCES, CLIENT_STEPS } from "./enums";

export const clientStepSchema = z.object({
  id: z.number().int(),
  step: z.enum(CLIENT_STEPS),
  note: z.string().nullable(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type ClientStepEntry = z.infer<typeof clientStepSchema>;

/**
 * A client in lists. Passport and JSHSHIR are never in a list answer: they are shown only on the
 * client card, to users with client_passport_view, and never cached in the browser.
 */
export const clientListItemSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  phone: z.string(),
  source: z.enum(CLIENT_SOURCES),
  step: z.enum(CLIENT_STEPS),
  intakeUserId: z.number().int().nullable(),
  managerId: z.number().int().nullable(),
  managerName: z.string().nullable(),
  blacklisted: z.boolean(),
  createdAt: z.string(),
});
export type ClientListItem = z.infer<typeof clientListItemSchema>;

export const clientWithStepsSchema = clientListItemSchema.extend({ steps: z.array(clientStepSchema) });
export type ClientWithSteps = z.infer<typeof clientWithStepsSchema>;
