import {
  type CreateOrganisationBody,
  formatPhoneInput,
  normalisePhone,
  type OrganisationKind,
  type UpdateOrganisationBody,
} from "@makon/shared";

/** What the create / edit form holds; the phone is kept masked (##-###-##-##). */
export interface OrganisationFormValues {
  name: string;
  kind: OrganisationKind | undefined;
  stir: string;
  address: string;
  director: string;
  phone: string;
  requirePassport: boolean;
  requireSignedScan: boolean;
  /** As a seller: penya, percent per day of an overdue row's unpaid amount; null: none. */
  penaltyRate: number | null;
  /** The penya's cap, percent of the row's unpaid amount; null: no cap. */
  penaltyCap: number | null;
}

/** The fields of an organisation the form edits. */
export interface OrganisationFields {
  name: string;
  kind: OrganisationKind;
  stir: string;
  address: string | null;
  director: string | null;
  phone: string | null;
  requirePassport: boolean;
  requireSignedScan: boolean;
  /** Known only from the organisation's detail (the list does not carry them): undefined = unknown. */
  penaltyRate?: number | null | undefined;
  penaltyCap?: number | null | undefined;
}

export const EMPTY_ORGANISATION_FORM: OrganisationFormValues = {
  name: "",
  kind: undefined,
  stir: "",
  address: "",
  director: "",
  phone: "",
  requirePassport: false,
  requireSignedScan: false,
  penaltyRate: null,
  penaltyCap: null,
};

export const isValidStir = (stir: string) => /^\d{9}$/.test(stir.trim());

/** An empty phone is allowed; anything typed must be the full 9 digits. */
export const isValidOptionalPhone = (masked: string) => {
  const digits = normalisePhone(masked);
  return digits === "" || /^\d{9}$/.test(digits);
};

export function toFormValues(org: OrganisationFields): OrganisationFormValues {
  return {
    name: org.name,
    kind: org.kind,
    stir: org.stir,
    address: org.address ?? "",
    director: org.director ?? "",
    phone: org.phone ? formatPhoneInput(org.phone) : "",
    requirePassport: org.requirePassport,
    requireSignedScan: org.requireSignedScan,
    penaltyRate: org.penaltyRate ?? null,
    penaltyCap: org.penaltyCap ?? null,
  };
}

const textOrNull = (value: string) => {
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
};

/** The POST body; assumes the form has validated (kind chosen, STIR of 9 digits). */
export function toCreateBody(values: OrganisationFormValues): CreateOrganisationBody {
  return {
    name: values.name.trim(),
    kind: values.kind as OrganisationKind,
    stir: values.stir.trim(),
    address: textOrNull(values.address),
    director: textOrNull(values.director),
    phone: textOrNull(normalisePhone(values.phone)),
    requirePassport: values.requirePassport === true,
    requireSignedScan: values.requireSignedScan === true,
    penaltyRate: values.penaltyRate ?? null,
    penaltyCap: values.penaltyCap ?? null,
  };
}

/** The PATCH body: only the fields that differ from the saved organisation (may be empty). */
export function toUpdateBody(
  values: OrganisationFormValues,
  saved: OrganisationFields,
): UpdateOrganisationBody {
  const next = toCreateBody(values);
  const body: UpdateOrganisationBody = {};
  if (next.name !== saved.name) body.name = next.name;
  if (next.kind !== saved.kind) body.kind = next.kind;
  if (next.stir !== saved.stir) body.stir = next.stir;
  if (next.address !== saved.address) body.address = next.address;
  if (next.director !== saved.director) body.director = next.director;
  if (next.phone !== saved.phone) body.phone = next.phone;
  if (next.requirePassport !== saved.requirePassport) body.requirePassport = next.requirePassport;
  if (next.requireSignedScan !== saved.requireSignedScan) body.requireSignedScan = next.requireSignedScan;
  // Terms not yet known (the detail still loading) are sent only when typed, never cleared blindly.
  if (
    next.penaltyRate !== (saved.penaltyRate ?? null) &&
    (saved.penaltyRate !== undefined || next.penaltyRate !== null)
  )
    body.penaltyRate = next.penaltyRate;
  if (
    next.penaltyCap !== (saved.penaltyCap ?? null) &&
    (saved.penaltyCap !== undefined || next.penaltyCap !== null)
  )
    body.penaltyCap = next.penaltyCap;
  return body;
}
