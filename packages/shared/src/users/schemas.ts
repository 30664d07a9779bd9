import { z } from "zod";
import { recordScopeSchema } from "../access/scopes";
import { phoneSchema } from "../common/phone";
import { LANGUAGES } from "../i18n/languages";

/** One of the languages Makon is read in (uz, uz-Cyrl, ru); anything else is a 400. */
export const languageSchema = z.enum(LANGUAGES);

export const loginBodySchema = z.strictObject({
  phone: phoneSchema,
  password: z.string().min(1).max(1024),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = z.object({ success: z.literal(true), token: z.string() });
export const loginFailureSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  retryAfter: z.number().int().optional(),
});

export const decodeTokenResponseSchema = z.object({ decodeToken: z.object({ id: z.number().int() }) });

/** The current user as the web app loads it once per session. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
  phone: z.string(),
  pagesDostup: z.array(z.string()),
  dostup: z.array(z.string()),
  /** Whose clients and contracts the user works with (the screens say so where it matters). */
  clientScope: recordScopeSchema,
  contractScope: recordScopeSchema,
  /** The language the user reads the app and their exports in. */
  language: languageSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** Staff with their rights (user/all, needs add_employee). Never a password hash. */
export const userListItemSchema = currentUserSchema.extend({
  active: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

/** Staff names only, for pickers on screens that do not manage employees. */
export const userNameSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
  active: z.boolean(),
});
export type UserName = z.infer<typeof userNameSchema>;

/** PATCH /api/user/me/language: the signed-in user's own language. */
export const userLanguageBodySchema = z.strictObject({ language: languageSchema });
export type UserLanguageBody = z.infer<typeof userLanguageBodySchema>;
