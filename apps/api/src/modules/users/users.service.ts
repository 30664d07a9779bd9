import {
  type CreateUserBody,
  type CurrentUser,
  DEFAULT_LANGUAGE,
  type Language,
  type RecordScope,
  type UserListItem,
  type UserName,
} from "@makon/shared";
import { asc, eq } from "drizzle-orm";
import { users } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import { insertUser } from "./users.admin.service";

export interface NewUser {
  name: string;
  phone: string;
  password: string;
  role: string;
  pagesDostup: string[];
  dostup: string[];
  sectionId?: number | null;
  active?: boolean;
  /** Own clients and contracts unless said otherwise. */
  clientScope?: RecordScope;
  contractScope?: RecordScope;
}

const publicColumns = {
  id: users.id,
  name: users.name,
  role: users.role,
  phone: users.phone,
  pagesDostup: users.pagesDostup,
  dostup: users.dostup,
  clientScope: users.clientScope,
  contractScope: users.contractScope,
  language: users.language,
};

/**
 * Creates an employee (first admin, demo staff, tests) through the same service as POST /api/user,
 * so the same checks and audit row apply.
 */
export async function createUser(db: Db, input: NewUser, actorId: number | null): Promise<CurrentUser> {
  const e = await insertUser(
    db,
    {
      name: input.name,
      phone: input.phone,
      password: input.password,
      role: input.role,
      pagesDostup: input.pagesDostup as CreateUserBody["pagesDostup"],
      dostup: input.dostup as CreateUserBody["dostup"],
      sectionId: input.sectionId ?? null,
      active: input.active ?? true,
      clientScope: input.clientScope ?? "own",
      contractScope: input.contractScope ?? "own",
    },
    actorId,
  );
  return {
    id: e.id,
    name: e.name,
    role: e.role,
    phone: e.phone,
    pagesDostup: e.pagesDostup,
    dostup: e.dostup,
    clientScope: e.clientScope,
    contractScope: e.contractScope,
    // A new employee reads Uzbek (Latin) until they choose otherwise (the column's default).
    language: DEFAULT_LANGUAGE,
  };
}

export async function getUser(db: Db, id: number): Promise<CurrentUser | null> {
  const [row] = await db.select(publicColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/**
 * PATCH /api/user/me/language: the signed-in user's own language, with its audit row in the same
 * transaction. Choosing the language one already has changes nothing and writes nothing.
 */
export async function setMyLanguage(db: Db, userId: number, language: Language): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!before) throw new AppError("UNAUTHORIZED");
    if (before.language === language) return;
    await tx.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
    await writeAudit(tx, {
      userId,
      entity: "user",
      entityId: userId,
      action: "update",
      before: { language: before.language },
      after: { language },
    });
  });
}

/** Staff with their rights (for administrators). */
export async function listUsers(db: Db): Promise<UserListItem[]> {
  const rows = await db
    .select({
      ...publicColumns,
      active: users.active,
      lastLoginAt: users.lastLoginAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((r) => ({
    ...r,
    lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Names only: for pickers on screens that do not manage staff. */
export async function listUserNames(db: Db): Promise<UserName[]> {
  return db
    .select({ id: users.id, name: users.name, role: users.role, active: users.active })
    .from(users)
    .orderBy(asc(users.name), asc(users.id));
}

export async function countUsers(db: Db): Promise<number> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length;
}
