import type { CreateUserBody, CurrentUser, RecordScope, UserListItem, UserName } from "@makon/shared";
import { asc, eq } from "drizzle-orm";
import { users } from "../../db/schema";
import type { Db } from "../../db/types";
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
  };
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
