import { z } from "zod";

/** Phones are stored as 9 digits (operator code + number, without +998). */
export const phoneSchema = z.string().regex(/^\d{9}$/, "PHONE_9_DIGITS");

/** Strips the mask's dashes and spaces: "90-123-45-67" → "901234567". */
export function normalisePhone(input: string): string {
  return input.replace(/[\s-]/g, "");
}

/** "901234567" → "90 123-45-67", the way staff read phone numbers. */
export function formatPhone(phone: string): string {
  if (!/^\d{9}$/.test(phone)) return phone;
  return `${phone.slice(0, 2)} ${phone.slice(2, 5)}-${phone.slice(5, 7)}-${phone.slice(7, 9)}`;
}

/** "901234567" → "90-123-45-67": a phone as its input shows it while typed (the mask ##-###-##-##). */
export function formatPhoneInput(phone: string): string {
  const d = phone.replace(/\D/g, "").slice(0, 9);
  const parts = [d.slice(0, 2), d.slice(2, 5), d.slice(5, 7), d.slice(7, 9)].filter(Boolean);
  return parts.join("-");
}
