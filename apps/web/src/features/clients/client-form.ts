import {
  type ClientCard,
  formatPhoneInput,
  type Language,
  normalisePhone,
  passportSchema,
  pinflSchema,
  type UpdateClientBody,
} from "@makon/shared";

/** The edit form's fields; the second phone is typed through the ##-###-##-## mask. */
export interface ClientFormValues {
  fullName: string;
  extraPhone: string;
  address: string;
  note: string;
  interestObjectId: number | null;
  interestRooms: number | null;
  interestBudget: number | null;
  passport: string;
  pinfl: string;
  /** The language of the client's contract, letters and SMS. */
  language: Language;
}

export function toFormValues(card: ClientCard): ClientFormValues {
  return {
    fullName: card.fullName,
    extraPhone: card.extraPhone ? formatPhoneInput(card.extraPhone) : "",
    address: card.address ?? "",
    note: card.note ?? "",
    interestObjectId: card.interestObjectId,
    interestRooms: card.interestRooms,
    interestBudget: card.interestBudget,
    // A masked value is never sent back: the fields are shown only with the right.
    passport: card.personalMasked ? "" : (card.passport ?? ""),
    pinfl: card.personalMasked ? "" : (card.pinfl ?? ""),
    language: card.language,
  };
}

/** "aa 123 45 67" → "AA1234567", the way the API stores a passport. */
export function normalisePassport(value: string): string {
  return value.toUpperCase().replace(/\s/g, "");
}

/** An empty value is allowed (no passport yet); anything else must be AA1234567. */
export const isValidPassport = (value: string) => !value.trim() || passportSchema.safeParse(value).success;
/** An empty value is allowed; anything else must be 14 digits. */
export const isValidPinfl = (value: string) => !value.trim() || pinflSchema.safeParse(value).success;
/** An empty second phone is allowed; else all 9 digits. */
export const isValidExtraPhone = (value: string) => !value || /^\d{9}$/.test(normalisePhone(value));

const text = (v: string) => (v.trim() === "" ? null : v.trim());

/**
 * Only the fields that changed, in the API's shape. Passport and JShShIR are left out unless the
 * user may see them (`withPersonal`), so a masked value can never overwrite the real one.
 */
export function toUpdateBody(
  values: ClientFormValues,
  card: ClientCard,
  withPersonal: boolean,
): UpdateClientBody {
  const next: UpdateClientBody = {
    fullName: values.fullName.trim(),
    extraPhone: values.extraPhone ? normalisePhone(values.extraPhone) : null,
    address: text(values.address),
    note: text(values.note),
    interestObjectId: values.interestObjectId ?? null,
    interestRooms: values.interestRooms ?? null,
    interestBudget: values.interestBudget ?? null,
    language: values.language,
  };
  if (withPersonal && !card.personalMasked) {
    next.passport = values.passport.trim() ? normalisePassport(values.passport) : null;
    next.pinfl = text(values.pinfl);
  }
  const before: Record<string, unknown> = {
    fullName: card.fullName,
    extraPhone: card.extraPhone,
    address: card.address,
    note: card.note,
    interestObjectId: card.interestObjectId,
    interestRooms: card.interestRooms,
    interestBudget: card.interestBudget,
    passport: card.passport,
    pinfl: card.pinfl,
    language: card.language,
  };
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if (before[key] !== value) body[key] = value;
  }
  return body as UpdateClientBody;
}
