import { z } from "zod";
import { businessDaySchema, businessMomentSchema } from "../common/day";
import { idParamSchema, idSchema } from "../common/ids";
import { moneySchema } from "../common/money-schema";
import { pagedSchema } from "../common/paging";
import { phoneSchema } from "../common/phone";
import { textSchema } from "../common/text";
import { languageSchema } from "../users/schemas";
import {
  CALL_DIRECTIONS,
  CALL_RESULTS,
  CLIENT_SCOPES,
  CLIENT_SORTS,
  CLIENT_SOURCES,
  CLIENT_STEPS,
} from "./enums";

/** Passport series and number: two Latin capitals and seven digits (AA1234567). */
export const passportSchema = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase().replace(/\s/g, ""))
  .pipe(z.string().regex(/^[A-Z]{2}\d{7}$/, "PASSPORT_FORMAT"));
/** JShShIR (PINFL): 14 digits. */
export const pinflSchema = z
  .string()
  .trim()
  .regex(/^\d{14}$/, "PINFL_FORMAT");

const name = textSchema.trim().min(3, "NAME_TOO_SHORT").max(120, "NAME_TOO_LONG");
const note = textSchema.trim().max(1000, "NOTE_TOO_LONG");
const address = textSchema.trim().max(300);

/** What a client is after: an object, a number of rooms, a budget in soʻm. */
const interest = {
  interestObjectId: idSchema.nullable().optional(),
  interestRooms: z.number().int().min(0).max(10).nullable().optional(),
  interestBudget: moneySchema.nullable().optional(),
};

/**
 * POST /api/client. A phone that is already a live client's answers 409 CLIENT_PHONE_EXISTS
 * with details.clientId. A client registered at reception (source "reception") gets a visit.
 */
export const createClientBodySchema = z.strictObject({
  fullName: name,
  phone: phoneSchema,
  extraPhone: phoneSchema.nullable().optional(),
  source: z.enum(CLIENT_SOURCES),
  ...interest,
  note: note.nullable().optional(),
  managerId: idSchema.nullable().optional(),
  address: address.nullable().optional(),
  /** Only with client_passport_view. */
  passport: passportSchema.nullable().optional(),
  pinfl: pinflSchema.nullable().optional(),
  /** The language of the client's contract, letters and SMS; Uzbek (Latin) when not given. */
  language: languageSchema.optional(),
});
export type CreateClientBody = z.input<typeof createClientBodySchema>;

/** PATCH /api/client/{id}: details; managerId needs client_assign, passport and pinfl client_passport_view. */
export const updateClientBodySchema = z
  .strictObject({
    fullName: name,
    extraPhone: phoneSchema.nullable(),
    address: address.nullable(),
    note: note.nullable(),
    managerId: idSchema.nullable(),
    passport: passportSchema.nullable(),
    pinfl: pinflSchema.nullable(),
    interestObjectId: idSchema.nullable(),
    interestRooms: z.number().int().min(0).max(10).nullable(),
    interestBudget: moneySchema.nullable(),
    language: languageSchema,
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, "EMPTY_UPDATE");
export type UpdateClientBody = z.input<typeof updateClientBodySchema>;

/**
 * ?lang= of a client's papers (the contract PDF, a debt letter, the handover act): the language to
 * print in; without it, the client's own language. Any other value is a 400.
 */
export const documentLanguageQuerySchema = z.strictObject({ lang: languageSchema.optional() });
export type DocumentLanguageQuery = z.infer<typeof documentLanguageQuerySchema>;

/**
 * A client of someone else's (outside the desk's record scope) can still get a visit or a call
 * when the request carries the phone they were found by (GET /api/client/lookup).
 */
const foundByPhone = { phone: phoneSchema.optional() };

/** POST /api/client/{id}/visits: a returning visitor at reception. */
export const createVisitBodySchema = z.strictObject({
  ...foundByPhone,
  managerId: idSchema.nullable().optional(),
  note: note.nullable().optional(),
});

/** POST /api/client/{id}/calls. A callback needs the date of the next call. */
export const createCallBodySchema = z
  .strictObject({
    ...foundByPhone,
    direction: z.enum(CALL_DIRECTIONS),
    result: z.enum(CALL_RESULTS),
    note: note.nullable().optional(),
    /** ISO date-time of the next call; required for "callback". */
    nextCallAt: businessMomentSchema.nullable().optional(),
  })
  .refine((c) => c.result !== "callback" || !!c.nextCallAt, {
    message: "NEXT_CALL_REQUIRED",
    path: ["nextCallAt"],
  })
  // Nobody answered: the client stays in the callback queue only with a next call, so without one
  // the operator says why they are not called again (wrong time of day, asked not to be called…).
  .refine((c) => c.result !== "no_answer" || !!c.nextCallAt || !!c.note?.trim(), {
    message: "NEXT_CALL_OR_REASON",
    path: ["nextCallAt"],
  });
export type CreateCallBody = z.input<typeof createCallBodySchema>;

/** POST /api/client/{id}/step: a move by hand, with a note. */
export const moveStepBodySchema = z.strictObject({
  step: z.enum(CLIENT_STEPS),
  note: note.nullable().optional(),
});
/** POST /api/client/{id}/notes */
export const createNoteBodySchema = z.strictObject({ text: textSchema.trim().min(1).max(2000) });
/** POST /api/client/{id}/blacklist */
export const blacklistBodySchema = z.strictObject({
  reason: textSchema.trim().min(3, "REASON_TOO_SHORT").max(500),
});

const int = z.coerce.number().int();
const day = businessDaySchema;

/** GET /api/client: clients, paged and filtered. */
export const clientListQuerySchema = z.strictObject({
  page: int.min(1).default(1),
  size: int.min(1).max(200).default(20),
  /** Name (any spelling: Latin, Cyrillic, apostrophes), phone in any format, or passport (with the right). */
  q: textSchema.trim().max(100).optional(),
  scope: z.enum(CLIENT_SCOPES).default("all"),
  step: z.enum(CLIENT_STEPS).optional(),
  source: z.enum(CLIENT_SOURCES).optional(),
  /** Registered on or after / on or before these days (Tashkent time). */
  from: day.optional(),
  to: day.optional(),
  blacklisted: z.enum(["true", "false"]).optional(),
  /** The client's manager (the flow chart's funnel opens the list with it). */
  managerId: idParamSchema.optional(),
  /** true: the basket instead of live clients. */
  basket: z.enum(["true", "false"]).default("false"),
  sort: z.enum(CLIENT_SORTS).default("-created"),
});
export type ClientListQuery = z.infer<typeof clientListQuerySchema>;

/** A client in the intake lists (no passport data, ever). */
export const clientRowSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  phone: z.string(),
  extraPhone: z.string().nullable(),
  source: z.enum(CLIENT_SOURCES),
  step: z.enum(CLIENT_STEPS),
  intakeUserId: z.number().int().nullable(),
  intakeUserName: z.string().nullable(),
  managerId: z.number().int().nullable(),
  managerName: z.string().nullable(),
  blacklisted: z.boolean(),
  blacklistReason: z.string().nullable(),
  inBasket: z.boolean(),
  lastCallAt: z.string().nullable(),
  lastCallResult: z.enum(CALL_RESULTS).nullable(),
  nextCallAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ClientRow = z.infer<typeof clientRowSchema>;

export const clientPageSchema = pagedSchema(clientRowSchema);

/** GET /api/client/lookup?phone=: the client with this phone (main or second), live or in the basket. */
export const clientLookupQuerySchema = z.strictObject({ phone: phoneSchema });
/** What anyone who registers clients learns of a client outside their record scope. */
export const clientBriefSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  phone: z.string(),
  managerName: z.string().nullable(),
  blacklisted: z.boolean(),
  inBasket: z.boolean(),
});
export type ClientBrief = z.infer<typeof clientBriefSchema>;

/** GET /api/client/lookup: the whole row within the scope, the brief outside it, else nulls. */
export const clientLookupSchema = z.object({
  client: clientRowSchema.nullable(),
  brief: clientBriefSchema.nullable(),
});

export const clientVisitSchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  managerId: z.number().int().nullable(),
  managerName: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export const clientCallSchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  direction: z.enum(CALL_DIRECTIONS),
  result: z.enum(CALL_RESULTS),
  note: z.string().nullable(),
  nextCallAt: z.string().nullable(),
  createdAt: z.string(),
});
export const clientNoteSchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
});

/**
 * GET /api/client/{id}: the client card. passport and pinfl are masked (AA*****67) unless the
 * user has client_passport_view; `personalMasked` says which. Sent with cache-control: no-store.
 */
export const clientCardSchema = clientRowSchema.extend({
  address: z.string().nullable(),
  note: z.string().nullable(),
  interestObjectId: z.number().int().nullable(),
  interestObjectName: z.string().nullable(),
  interestRooms: z.number().int().nullable(),
  interestBudget: z.number().int().nullable(),
  passport: z.string().nullable(),
  pinfl: z.string().nullable(),
  personalMasked: z.boolean(),
  /** The language of the client's contract, letters and SMS (the PDF language preselected). */
  language: languageSchema,
  blacklistedAt: z.string().nullable(),
  /** A live or past contract: such a client can never be deleted for good. */
  hasContract: z.boolean(),
  steps: z.array(
    z.object({
      id: z.number().int(),
      step: z.enum(CLIENT_STEPS),
      note: z.string().nullable(),
      userId: z.number().int().nullable(),
      userName: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  visits: z.array(clientVisitSchema),
  calls: z.array(clientCallSchema),
  notes: z.array(clientNoteSchema),
});
export type ClientCard = z.infer<typeof clientCardSchema>;

/**
 * POST /api/client/{id}/calls and /visits: the card within the record scope; outside it — the
 * call or visit let through on the client's phone — only the brief, as the lookup's (decision 39).
 */
export const loggedContactSchema = z.union([clientCardSchema, z.object({ brief: clientBriefSchema })]);
export type LoggedContact = z.infer<typeof loggedContactSchema>;

/** GET /api/client/calls/queue: callbacks due today or overdue, oldest first. */
export const callQueueQuerySchema = z.strictObject({
  page: int.min(1).default(1),
  size: int.min(1).max(200).default(50),
  /** mine: the clients this operator called last or registered; all: everyone's (call_center page). */
  scope: z.enum(["mine", "all"]).default("mine"),
  /** today: due today (Tashkent); overdue: left from earlier days (the home's tiles link here). */
  due: z.enum(["today", "overdue"]).optional(),
});

/** GET /api/client/visits/today: today's visitors at reception (Tashkent day). */
export const todayVisitsQuerySchema = z.strictObject({ scope: z.enum(["mine", "all"]).default("all") });
export const todayVisitSchema = clientVisitSchema.extend({
  clientId: z.number().int(),
  clientName: z.string(),
  clientPhone: z.string(),
  blacklisted: z.boolean(),
  blacklistReason: z.string().nullable(),
  /** First visit: registered by this visit; else a returning client. */
  firstVisit: z.boolean(),
});
export type TodayVisit = z.infer<typeof todayVisitSchema>;
