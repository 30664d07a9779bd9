import {
  type CreateUserBody,
  formatPhoneInput,
  isActionKey,
  isPageKey,
  normalisePhone,
  type UpdateUserBody,
  type User,
} from "@makon/shared";
import { orderActions, orderPages, type Rights, sameKeys } from "./rights";

/** The user form's values: the phone as typed through the mask (90-123-45-67). */
export interface UserFormValues {
  name: string;
  phone: string;
  role: string;
  sectionId: number | null;
  /** Required on create; on edit an empty value keeps the old password. */
  password: string;
  active: boolean;
  rights: Rights;
}

/** The rules of packages/shared users/admin-schemas.ts, so bad input rarely reaches the API. */
export const LIMITS = {
  nameMin: 2,
  nameMax: 100,
  roleMin: 2,
  roleMax: 60,
  passwordMin: 8,
  passwordMax: 1024,
  phoneDigits: 9,
} as const;

/** The form's own messages and the field codes the API sends (i18n users.validation). */
const FIELD_MESSAGES = [
  "nameRequired",
  "NAME_TOO_SHORT",
  "NAME_TOO_LONG",
  "phoneRequired",
  "PHONE_9_DIGITS",
  "roleRequired",
  "ROLE_TOO_SHORT",
  "ROLE_TOO_LONG",
  "passwordRequired",
  "PASSWORD_TOO_SHORT",
  "PASSWORD_TOO_LONG",
] as const;
export type FieldMessage = (typeof FIELD_MESSAGES)[number];

export function isFieldMessage(code: string): code is FieldMessage {
  return (FIELD_MESSAGES as readonly string[]).includes(code);
}

export function checkName(value: string | undefined): FieldMessage | undefined {
  const v = (value ?? "").trim();
  if (!v) return "nameRequired";
  if (v.length < LIMITS.nameMin) return "NAME_TOO_SHORT";
  if (v.length > LIMITS.nameMax) return "NAME_TOO_LONG";
  return undefined;
}

export function checkPhone(masked: string | undefined): FieldMessage | undefined {
  const v = normalisePhone(masked ?? "");
  if (!v) return "phoneRequired";
  if (!/^\d{9}$/.test(v)) return "PHONE_9_DIGITS";
  return undefined;
}

export function checkRole(value: string | undefined): FieldMessage | undefined {
  const v = (value ?? "").trim();
  if (!v) return "roleRequired";
  if (v.length < LIMITS.roleMin) return "ROLE_TOO_SHORT";
  if (v.length > LIMITS.roleMax) return "ROLE_TOO_LONG";
  return undefined;
}

/** Passwords are never trimmed: spaces count. Optional on edit. */
export function checkPassword(value: string | undefined, required: boolean): FieldMessage | undefined {
  const v = value ?? "";
  if (!v) return required ? "passwordRequired" : undefined;
  if (v.length < LIMITS.passwordMin) return "PASSWORD_TOO_SHORT";
  if (v.length > LIMITS.passwordMax) return "PASSWORD_TOO_LONG";
  return undefined;
}

export function emptyFormValues(): UserFormValues {
  return {
    name: "",
    phone: "",
    role: "",
    sectionId: null,
    password: "",
    active: true,
    rights: { pagesDostup: [], dostup: [], clientScope: "own", contractScope: "own" },
  };
}

export function formValuesOf(user: User): UserFormValues {
  return {
    name: user.name,
    phone: formatPhoneInput(user.phone),
    role: user.role,
    sectionId: user.sectionId,
    password: "",
    active: user.active,
    rights: {
      pagesDostup: orderPages(user.pagesDostup),
      dostup: orderActions(user.dostup),
      clientScope: user.clientScope,
      contractScope: user.contractScope,
    },
  };
}

/** Rights as the API accepts them; keys it no longer knows are dropped rather than refused. */
function apiRights(
  rights: Rights,
): Pick<CreateUserBody, "pagesDostup" | "dostup" | "clientScope" | "contractScope"> {
  return {
    pagesDostup: orderPages(rights.pagesDostup).filter(isPageKey),
    dostup: orderActions(rights.dostup).filter(isActionKey),
    clientScope: rights.clientScope,
    contractScope: rights.contractScope,
  };
}

/** POST /api/user */
export function createBody(values: UserFormValues): CreateUserBody {
  return {
    name: values.name.trim(),
    phone: normalisePhone(values.phone),
    password: values.password,
    role: values.role.trim(),
    sectionId: values.sectionId ?? null,
    active: values.active,
    ...apiRights(values.rights),
  };
}

/**
 * PATCH /api/user/{id}: only what changed, so an edit never re-sends rights it did not touch
 * (and cannot trip the own-rights rule by accident). Empty when nothing changed.
 */
export function updateBody(original: User, values: UserFormValues): UpdateUserBody {
  const body: UpdateUserBody = {};
  const name = values.name.trim();
  const phone = normalisePhone(values.phone);
  const role = values.role.trim();
  const sectionId = values.sectionId ?? null;
  if (name !== original.name) body.name = name;
  if (phone !== original.phone) body.phone = phone;
  if (role !== original.role) body.role = role;
  if (sectionId !== original.sectionId) body.sectionId = sectionId;
  if (values.password) body.password = values.password;
  if (values.active !== original.active) body.active = values.active;
  const rights = apiRights(values.rights);
  if (!sameKeys(rights.pagesDostup, original.pagesDostup)) body.pagesDostup = rights.pagesDostup;
  if (!sameKeys(rights.dostup, original.dostup)) body.dostup = rights.dostup;
  if (rights.clientScope !== original.clientScope) body.clientScope = rights.clientScope;
  if (rights.contractScope !== original.contractScope) body.contractScope = rights.contractScope;
  return body;
}

/** The form fields an API validation detail can point at (rights have no message of their own). */
const FIELDS = ["name", "phone", "role", "sectionId", "password", "active"] as const;
export type ApiField = (typeof FIELDS)[number];

/**
 * Field errors from a VALIDATION_ERROR's details (`{path: "/phone", message: "PHONE_9_DIGITS"}`);
 * anything else is ignored and the general error text is shown instead.
 */
export function fieldErrorsFromDetails(details: unknown): { field: ApiField; message: string }[] {
  if (!Array.isArray(details)) return [];
  const out: { field: ApiField; message: string }[] = [];
  for (const item of details) {
    if (typeof item !== "object" || item === null) continue;
    const { path, message } = item as { path?: unknown; message?: unknown };
    // The API sends JSON pointers ("/password"); zod's own issues carry arrays.
    const first = Array.isArray(path)
      ? path[0]
      : typeof path === "string"
        ? path.replace(/^\//, "").split(/[/.]/)[0]
        : undefined;
    const field = FIELDS.find((f) => f === first);
    if (field && typeof message === "string") out.push({ field, message });
  }
  return out;
}
