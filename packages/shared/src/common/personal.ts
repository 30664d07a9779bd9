/**
 * Personal numbers as users without the right see them: enough to tell two clients apart on the
 * phone ("…ending in 67"), never enough to use. AA1234567 → AA*****67; 14 digits → 3**********45.
 */
export function maskPassport(value: string | null): string | null {
  if (!value) return value;
  return `${value.slice(0, 2)}${"*".repeat(Math.max(0, value.length - 4))}${value.slice(-2)}`;
}

export function maskPinfl(value: string | null): string | null {
  if (!value) return value;
  return `${value.slice(0, 1)}${"*".repeat(Math.max(0, value.length - 3))}${value.slice(-2)}`;
}

/** A phone as a viewer without client_passport_view sees it: "90 *** ** 12". */
export function maskedPhone(phone: string): string {
  return phone.length === 9 ? `${phone.slice(0, 2)} *** ** ${phone.slice(7)}` : "*** ** **";
}
