import { z } from "zod";
import { penaltyTermsSchema } from "../collections/schemas";
import { idSchema } from "../common/ids";
import { pagedSchema } from "../common/paging";
import { phoneSchema } from "../common/phone";
import { textSchema } from "../common/text";
import { ORGANISATION_KINDS } from "./schemas";

const optionalText = (max: number) =>
  textSchema
    .trim()
    .max(max)
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional();

/** STIR: the 9-digit taxpayer number. */
export const stirSchema = z.string().regex(/^\d{9}$/, "STIR_9_DIGITS");
/** Bank account number: 20 digits. */
export const accountNumberSchema = z.string().regex(/^\d{20}$/, "ACCOUNT_20_DIGITS");
/** MFO: the 5-digit bank code. */
export const mfoSchema = z.string().regex(/^\d{5}$/, "MFO_5_DIGITS");

const orgFields = {
  name: textSchema.trim().min(2, "NAME_TOO_SHORT").max(200, "NAME_TOO_LONG"),
  kind: z.enum(ORGANISATION_KINDS),
  stir: stirSchema,
  address: optionalText(300),
  director: optionalText(150),
  phone: phoneSchema.nullable().optional(),
  /** As a seller: print only with the buyer's passport, conclude only with it and the signed scan. */
  requirePassport: z.boolean().optional(),
  requireSignedScan: z.boolean().optional(),
  /** As a seller: the penalty (penya) on overdue rows; null: none. */
  ...penaltyTermsSchema.shape,
};

/** POST /api/tashkilot */
export const createOrganisationBodySchema = z.strictObject(orgFields);
export type CreateOrganisationBody = z.infer<typeof createOrganisationBodySchema>;

/** PATCH /api/tashkilot/{id}; `archived` archives or restores. */
export const updateOrganisationBodySchema = z
  .strictObject({ ...orgFields, archived: z.boolean() })
  .partial()
  .refine((v) => Object.keys(v).length > 0, "EMPTY_UPDATE");
export type UpdateOrganisationBody = z.infer<typeof updateOrganisationBodySchema>;

export const ORGANISATION_SORTS = ["name", "-name", "stir", "createdAt", "-createdAt"] as const;

/** GET /api/tashkilot?page=&size=&q=&sort=&kind=&archived= */
export const organisationListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
  q: textSchema.trim().max(100).optional(),
  sort: z.enum(ORGANISATION_SORTS).default("name"),
  kind: z.enum(ORGANISATION_KINDS).optional(),
  /** false (default): live ones; true: the archive; all: both. */
  archived: z.enum(["true", "false", "all"]).default("false"),
});
export type OrganisationListQuery = z.infer<typeof organisationListQuerySchema>;

export const organisationListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(ORGANISATION_KINDS),
  stir: z.string(),
  address: z.string().nullable(),
  director: z.string().nullable(),
  phone: z.string().nullable(),
  requirePassport: z.boolean(),
  requireSignedScan: z.boolean(),
  archivedAt: z.string().nullable(),
  accountsCount: z.number().int(),
  createdAt: z.string(),
});
export type OrganisationListItem = z.infer<typeof organisationListItemSchema>;

export const organisationPageSchema = pagedSchema(organisationListItemSchema);

/** GET /api/tashkilot/{id}: the organisation with its accounts. */
export const organisationDetailSchema = organisationListItemSchema.extend({
  /** Percent of an overdue row's unpaid amount per day; null: no penalty. */
  penaltyRate: z.number().nullable(),
  /** The penalty's cap, percent of the row's unpaid amount; null: no cap. */
  penaltyCap: z.number().nullable(),
  accounts: z.array(
    z.object({
      id: z.number().int(),
      bankId: z.number().int(),
      bankName: z.string(),
      accountNumber: z.string(),
      mfo: z.string(),
      primary: z.boolean(),
    }),
  ),
});
export type OrganisationDetail = z.infer<typeof organisationDetailSchema>;

/** POST /api/tashkilot/{id}/accounts. The first account becomes primary. */
export const createAccountBodySchema = z.strictObject({
  bankId: idSchema,
  accountNumber: accountNumberSchema,
  mfo: mfoSchema,
  primary: z.boolean().optional(),
});
export type CreateAccountBody = z.infer<typeof createAccountBodySchema>;

/** PATCH /api/tashkilot/{id}/accounts/{accountId}. Making one primary clears the others. */
export const updateAccountBodySchema = z
  .strictObject({
    bankId: idSchema,
    accountNumber: accountNumberSchema,
    mfo: mfoSchema,
    primary: z.literal(true),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, "EMPTY_UPDATE");
export type UpdateAccountBody = z.infer<typeof updateAccountBodySchema>;
