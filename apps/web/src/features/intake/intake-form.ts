import {
  type CallDirection,
  type CallResult,
  type ClientSource,
  type CreateCallBody,
  type CreateClientBody,
  DEFAULT_LANGUAGE,
  type Language,
  normalisePhone,
} from "@makon/shared";
import type { intake } from "../../i18n/uz/intake";

/** A message key of i18n intake.validation. */
export type IntakeMessage = keyof typeof intake.validation;

/** The rules of packages/shared clients/intake-schemas.ts, so bad input rarely reaches the API. */
export const LIMITS = { nameMin: 3, nameMax: 120, noteMax: 1000 } as const;

/** The intake form as typed: phones through the mask (90-123-45-67). */
export interface ClientFormValues {
  phone: string;
  fullName: string;
  extraPhone: string;
  source: ClientSource;
  interestObjectId: number | null;
  interestRooms: number | null;
  interestBudget: number | null;
  note: string;
  managerId: number | null;
  /** The language of the client's contract, letters and SMS. */
  language: Language;
}

export function emptyClientForm(source: ClientSource): ClientFormValues {
  return {
    phone: "",
    fullName: "",
    extraPhone: "",
    source,
    interestObjectId: null,
    interestRooms: null,
    interestBudget: null,
    note: "",
    managerId: null,
    language: DEFAULT_LANGUAGE,
  };
}

/** The 9 digits once the mask is full, else null (the lookup waits for a whole number). */
export function completePhone(masked: string | undefined): string | null {
  const digits = normalisePhone(masked ?? "");
  return /^\d{9}$/.test(digits) ? digits : null;
}

export function checkPhone(masked: string | undefined): IntakeMessage | undefined {
  const digits = normalisePhone(masked ?? "");
  if (!digits) return "phoneRequired";
  return completePhone(masked) ? undefined : "PHONE_9_DIGITS";
}

/** The second phone may stay empty; if typed, whole and not the main phone again. */
export function checkExtraPhone(
  masked: string | undefined,
  main: string | undefined,
): IntakeMessage | undefined {
  const digits = normalisePhone(masked ?? "");
  if (!digits) return undefined;
  if (!completePhone(masked)) return "PHONE_9_DIGITS";
  return digits === normalisePhone(main ?? "") ? "extraPhoneSame" : undefined;
}

export function checkName(value: string | undefined): IntakeMessage | undefined {
  const v = (value ?? "").trim();
  if (!v) return "nameRequired";
  if (v.length < LIMITS.nameMin) return "NAME_TOO_SHORT";
  return v.length > LIMITS.nameMax ? "NAME_TOO_LONG" : undefined;
}

export function checkNote(value: string | undefined): IntakeMessage | undefined {
  return (value ?? "").trim().length > LIMITS.noteMax ? "NOTE_TOO_LONG" : undefined;
}

const orNull = (value: string | undefined) => {
  const v = (value ?? "").trim();
  return v ? v : null;
};

/** POST /api/client's body: digits only, empty fields left out as null. */
export function createClientBody(values: ClientFormValues): CreateClientBody {
  const extra = normalisePhone(values.extraPhone ?? "");
  return {
    fullName: values.fullName.trim(),
    phone: normalisePhone(values.phone),
    extraPhone: extra ? extra : null,
    source: values.source,
    interestObjectId: values.interestObjectId ?? null,
    interestRooms: values.interestRooms ?? null,
    interestBudget: values.interestBudget ?? null,
    note: orNull(values.note),
    managerId: values.managerId ?? null,
    language: values.language ?? DEFAULT_LANGUAGE,
  };
}

/** The call log form; nextCallAt is a Date here, an ISO string with offset in the body. */
export interface CallFormValues {
  direction: CallDirection;
  result: CallResult | null;
  note: string;
  nextCallAt: Date | null;
}

export function emptyCallForm(): CallFormValues {
  return { direction: "outgoing", result: null, note: "", nextCallAt: null };
}

/** The call centre's form: a call, and — for a phone not yet known — the new client's details. */
export interface CallWorkspaceValues extends Omit<CallFormValues, "nextCallAt"> {
  phone: string;
  fullName: string;
  source: ClientSource;
  interestObjectId: number | null;
  interestRooms: number | null;
  interestBudget: number | null;
  clientNote: string;
  /** The picker's value (a dayjs moment, read as Tashkent wall-clock time for the body). */
  nextCallAt: { format: (template: string) => string } | null;
}

export function emptyCallWorkspace(): CallWorkspaceValues {
  return {
    phone: "",
    fullName: "",
    source: "call_center",
    interestObjectId: null,
    interestRooms: null,
    interestBudget: null,
    clientNote: "",
    direction: "incoming",
    result: null,
    note: "",
    nextCallAt: null,
  };
}

/** The new client the call centre registers before logging the call. */
export function callClientBody(values: CallWorkspaceValues): CreateClientBody {
  return createClientBody({
    ...emptyClientForm(values.source ?? "call_center"),
    phone: values.phone,
    fullName: values.fullName ?? "",
    interestObjectId: values.interestObjectId ?? null,
    interestRooms: values.interestRooms ?? null,
    interestBudget: values.interestBudget ?? null,
    note: values.clientNote ?? "",
  });
}

/**
 * A callback needs the time of the next call; an unanswered call needs it or the reason it is
 * not made (the note): otherwise the client would leave the callback queue without a word. A
 * next call lies ahead.
 */
export function checkNextCall(
  result: CallResult | null,
  nextCallAt: Date | null,
  now: Date = new Date(),
  note = "",
): IntakeMessage | undefined {
  if (result === "callback" && !nextCallAt) return "NEXT_CALL_REQUIRED";
  if (result === "no_answer" && !nextCallAt && !note.trim()) return "NEXT_CALL_OR_REASON";
  if (nextCallAt && nextCallAt.getTime() < now.getTime()) return "nextCallPast";
  return undefined;
}

export function createCallBody(values: CallFormValues & { result: CallResult }): CreateCallBody {
  return {
    direction: values.direction,
    result: values.result,
    note: orNull(values.note),
    nextCallAt: values.nextCallAt ? values.nextCallAt.toISOString() : null,
  };
}
