import { z } from "zod";

export const ORGANISATION_KINDS = ["own", "partner", "buyer"] as const;
export type OrganisationKind = (typeof ORGANISATION_KINDS)[number];

export const organisationAccountSchema = z.object({
  id: z.number().int(),
  bankId: z.number().int(),
  bankName: z.string(),
  accountNumber: z.string(),
  mfo: z.string(),
  primary: z.boolean(),
});

export const organisationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(ORGANISATION_KINDS),
  stir: z.string(),
  address: z.string().nullable(),
  director: z.string().nullable(),
  phone: z.string().nullable(),
  accounts: z.array(organisationAccountSchema),
});
export type Organisation = z.infer<typeof organisationSchema>;
