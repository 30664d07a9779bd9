export const CLIENT_STEPS = [
  "new",
  "consulting",
  "booked",
  "contract",
  "bank_lower",
  "bank_upper",
  "concluded",
  "handed_over",
  "refused",
] as const;
export type ClientStep = (typeof CLIENT_STEPS)[number];

export const CLIENT_SOURCES = ["reception", "call_center", "website", "social", "referral", "other"] as const;
export type ClientSource = (typeof CLIENT_SOURCES)[number];
