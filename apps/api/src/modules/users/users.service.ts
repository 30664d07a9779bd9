import type { CurrentUser, UserListItem, UserName } from "@makon/shared";
import { asc, eq } from "drizzle-orm";
import { users } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError, isUniqueViolation } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import { hashPassword } from "./passwords";

export interface NewUser {
  name: string;
  phone: string;
  password: string;
  role: string;
  pagesDostup: string[];
  dostup: string[];
  active?: boolean;
}

const publicColumns = {
  id: users.id,
  name: users.name,
  role: users.role,
  phone: users.phone,
  pagesDostup: users.pagesDostup,
  dostup: users.dostup,
};

/** Creates an employee; the audit row is written in the same transaction. */
export async function createUser(db: Db, input: NewUser, actorId: number | null): Promise<CurrentUser> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          name: input.name.trim(),
          phone: input.phone,
          passwordHash,
          role: input.role.trim(),
          pagesDostup: unique(input.pagesDostup),
          dostup: unique(input.dostup),
          active: input.active ?? true,
        })
        .returning(publicColumns);
      if (!row) throw new Error("insert returned nothing");
      await writeAudit(tx, {
        userId: actorId,
        entity: "user",
        entityId: row.id,
        action: "create",
        after: row,
      });
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("PHONE_TAKEN", "Phone already belongs to an employee");
    throw err;
  }
}

export async function getUser(db: Db, id: number): Promise<CurrentUser | null> {
  const [row] = await db.select(publicColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
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

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
