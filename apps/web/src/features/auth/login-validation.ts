import { normalisePhone } from "@makon/shared";

export type LoginMessage = "phoneRequired" | "phoneShort" | "passwordRequired";

/** A field in error: red border always, a message under it when there is one. */
export interface FieldError {
  message?: LoginMessage;
}

export interface LoginErrors {
  phone?: FieldError;
  password?: FieldError;
}

export const PHONE_DIGITS = 9;

/**
 * The sign-in form's rules (docs/product.md, Sign-in): both fields empty → both red, no message;
 * one empty → that one red with a message; a phone shorter than 9 digits → red with a message.
 */
export function validateLogin(maskedPhone: string, password: string): LoginErrors {
  const phone = normalisePhone(maskedPhone);
  if (!phone && !password) return { phone: {}, password: {} };
  const errors: LoginErrors = {};
  if (!phone) errors.phone = { message: "phoneRequired" };
  else if (!/^\d+$/.test(phone) || phone.length < PHONE_DIGITS) errors.phone = { message: "phoneShort" };
  if (!password) errors.password = { message: "passwordRequired" };
  return errors;
}

export function hasErrors(errors: LoginErrors): boolean {
  return errors.phone !== undefined || errors.password !== undefined;
}

/** Whole minutes to wait, rounded up, never below one. */
export function minutesToWait(retryAfterSeconds: number | undefined): number {
  if (!retryAfterSeconds || retryAfterSeconds <= 0) return 1;
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}
