import { z } from "zod";
import { ACTION_KEYS } from "../access/action-keys";
import { PAGE_KEYS } from "../access/page-keys";
import { recordScopeSchema } from "../access/scopes";
import { idParamSchema, idSchema } from "../common/ids";
import { pagedSchema } from "../common/paging";
import { phoneSchema } from "../common/phone";
import { textSchema } from "../common/text";

/** At least 8 characters; long passphrases are welcome and never truncated. */
export const passwordSchema = z.string().min(8, "PASSWORD_TOO_SHORT").max(1024, "PASSWORD_TOO_LONG");

const nameSchema = textSchema.trim().min(2, "NAME_TOO_SHORT").max(100, "NAME_TOO_LONG");
const roleSchema = textSchema.trim().min(2, "ROLE_TOO_SHORT").max(60, "ROLE_TOO_LONG");
const pagesSchema = z.array(z.enum(PAGE_KEYS)).max(PAGE_KEYS.length * 2);
const actionsSchema = z.array(z.enum(ACTION_KEYS)).max(ACTION_KEYS.length * 2);

/** POST /api/user */
export const createUserBodySchema = z.strictObject({
  name: nameSchema,
  phone: phoneSchema,
  password: passwordSchema,
  role: roleSchema,
  sectionId: idSchema.nullable().optional(),
  pagesDostup: pagesSchema.default([]),
  dostup: actionsSchema.default([]),
  /** Which clients and contracts they work with; the role preset's when not given. */
  clientScope: recordScopeSchema.default("own"),
  contractScope: recordScopeSchema.default("own"),
  active: z.boolean().optional(),
});
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

/** PATCH /api/user/{id}: any of the fields; a new password or deactivation ends the user's sessions. */
export const updateUserBodySchema = z
  .strictObject({
    name: nameSchema,
    phone: phoneSchema,
    password: passwordSchema,
    role: roleSchema,
    sectionId: idSchema.nullable(),
    pagesDostup: pagesSchema,
    dostup: actionsSchema,
    clientScope: recordScopeSchema,
    contractScope: recordScopeSchema,
    active: z.boolean(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, "EMPTY_UPDATE");
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

export const USER_SORTS = [
  "name",
  "-name",
  "phone",
  "-phone",
  "lastLoginAt",
  "-lastLoginAt",
  "createdAt",
  "-createdAt",
] as const;

/** GET /api/user?page=&size=&q=&sort=&active=&role=&sectionId= */
export const userListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
  q: textSchema.trim().max(100).optional(),
  sort: z.enum(USER_SORTS).default("name"),
  active: z.enum(["true", "false"]).optional(),
  role: textSchema.trim().max(60).optional(),
  sectionId: idParamSchema.optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** An employee as the administration screens see them. */
export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  role: z.string(),
  sectionId: z.number().int().nullable(),
  sectionName: z.string().nullable(),
  active: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  pagesDostup: z.array(z.string()),
  dostup: z.array(z.string()),
  clientScope: recordScopeSchema,
  contractScope: recordScopeSchema,
  /** Live (not revoked, not expired) sessions. */
  activeSessions: z.number().int(),
  /** While wrong passwords from unknown places keep the phone from signing in: until when. */
  signInBlockedUntil: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const userPageSchema = pagedSchema(userSchema);
export type UserPage = z.infer<typeof userPageSchema>;

/** GET /api/user/{id}/sessions */
export const userSessionSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The session making this request. */
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSessionSchema>;

/** POST /api/user/me/password: one's own new password, only with the current one (decision 46). */
export const myPasswordBodySchema = z.strictObject({
  currentPassword: z.string().min(1).max(1024),
  newPassword: passwordSchema,
});
export type MyPasswordBody = z.infer<typeof myPasswordBodySchema>;
