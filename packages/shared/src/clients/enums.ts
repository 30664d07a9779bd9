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

/** What came of a call (the call centre's log). */
export const CALL_RESULTS = [
  "answered",
  "no_answer",
  "interested",
  "callback",
  "refused",
  "wrong_number",
] as const;
export type CallResult = (typeof CALL_RESULTS)[number];

export const CALL_DIRECTIONS = ["incoming", "outgoing"] as const;
export type CallDirection = (typeof CALL_DIRECTIONS)[number];

/** Which clients a list shows: all, or those this user registered, called, or manages. */
export const CLIENT_SCOPES = ["all", "intake", "calls", "managed"] as const;
export type ClientScope = (typeof CLIENT_SCOPES)[number];

export const CLIENT_SORTS = ["-created", "created", "name", "-name", "nextCall", "-lastCall"] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];
