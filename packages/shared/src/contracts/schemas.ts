import { z } from "zod";
import { CONTRACT_STATUSES, PAYMENT_TYPES } from "./enums";

/** A contract in lists (shartnoma/all_shartnoma): names, money and status, no passport data. */
export const contractListItemSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  date: z.string(),
  clientId: z.number().int(),
  clientName: z.string(),
  unitId: z.number().int(),
  unitNumber: z.string(),
  buildingId: z.number().int(),
  buildingName: z.string(),
  objectName: z.string(),
  managerId: z.number().int().nullable(),
  managerName: z.string().nullable(),
  paymentType: z.enum(PAYMENT_TYPES),
  areaM2: z.number(),
  pricePerM2: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  downPayment: z.number().int(),
  months: z.number().int(),
  paid: z.number().int(),
  status: z.enum(CONTRACT_STATUSES),
  refusalReason: z.string().nullable(),
});
export type ContractListItem = z.infer<typeof contractListItemSchema>;
