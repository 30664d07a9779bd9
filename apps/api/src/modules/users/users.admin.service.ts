import {
  type CreateUserBody,
  foldSearch,
  holdsAllOf,
  LANGUAGES,
  MANAGE_USERS_ACTION,
  MANAGE_USERS_PAGE,
  type RecordScope,
  type RightsHolder,
  ROLE_PRESET_KEYS,
  type RolePresetKey,
  type SectionSeat,
  sectionGrantHeld,
  TOTAL_CAP,
  type UpdateUserBody,
  type User,
  type UserListQuery,
  type UserSession,
  wordsFor,
} from "@makon/shared";
import { and, asc, desc, eq, gt, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { sections, sessions, users } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError, findPgError, isUniqueViolation } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import { digitsOf, foldedContains, type Page } from "../../lib/paging";
import { tableList } from "../../lib/table-list";
import { clearPhoneAttempts, MAX_FAILURES_PER_PHONE, THROTTLE_WINDOW_MS } from "./login-throttle";
import { hashPassword } from "./passwords";
import { revokeUserSessions, SESSION_IDLE_MS } from "./sessions.service";

/** Live sessions: not revoked, not past the absolute or the idle limit. */
function liveSession(now = new Date()) {
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
  );
}

/** How many live sessions the user has, as a column of the employee list. */
// Correlated subqueries name their tables in full: inside a select list Drizzle renders a bare
// column name, which the subquery would resolve to its own table.
const activeSessionCount = sql<number>`(select count(*)::int from sessions s where s.user_id = "users"."id" and s.revoked_at is null and s.expires_at > now() and s.last_seen_at > now() - ${`${SESSION_IDLE_MS / 1000} seconds`}::interval)`;

/**
 * Until when wrong passwords from unknown places keep the phone from signing in (null: open),
 * the same count login-throttle.ts decides by.
 */
const signInBlockedUntil = sql<
  Date | string | null
>`(select case when count(*) >= ${MAX_FAILURES_PER_PHONE} then min(a.created_at) + ${`${THROTTLE_WINDOW_MS / 1000} seconds`}::interval end from login_attempts a where a.phone = "users"."phone" and a.device_id is null and a.failed and a.created_at > now() - ${`${THROTTLE_WINDOW_MS / 1000} seconds`}::interval)`;

const userColumns = {
  id: users.id,
  name: users.name,
  phone: users.phone,
  role: users.role,
  sectionId: users.sectionId,
  sectionName: sections.name,
  active: users.active,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  pagesDostup: users.pagesDostup,
  dostup: users.dostup,
  clientScope: users.clientScope,
  contractScope: users.contractScope,
  activeSessions: activeSessionCount,
  signInBlockedUntil,
};

type UserRow = Omit<
  User,
  "lastLoginAt" | "createdAt" | "signInBlockedUntil" | "clientScope" | "contractScope"
> & {
  lastLoginAt: Date | null;
  createdAt: Date;
  clientScope: string;
  contractScope: string;
  signInBlockedUntil: Date | string | null;
};

function toUser(r: UserRow): User {
  return {
    ...r,
    clientScope: r.clientScope as RecordScope,
    contractScope: r.contractScope as RecordScope,
    activeSessions: Number(r.activeSessions),
    lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    // A raw subquery comes back as text on some drivers.
    signInBlockedUntil: r.signInBlockedUntil ? new Date(r.signInBlockedUntil).toISOString() : null,
  };
}

function filters(q: Pick<UserListQuery, "q" | "active" | "role" | "sectionId">): SQL | undefined {
  const where: SQL[] = [];
  if (q.q) {
    const folded = foldSearch(q.q);
    const digits = digitsOf(q.q);
    const text = or(foldedContains(users.name, folded), foldedContains(users.role, folded));
    where.push(
      digits.length >= 3 ? (or(text, sql`${users.phone} like ${`%${digits}%`}`) as SQL) : (text as SQL),
    );
  }
  if (q.active) where.push(eq(users.active, q.active === "true"));
  if (q.role) where.push(roleCondition(q.role));
  if (q.sectionId) where.push(eq(users.sectionId, q.sectionId));
  return where.length ? and(...where) : undefined;
}

const SORTS: Record<UserListQuery["sort"], SQL[]> = {
  name: [asc(users.name), asc(users.id)],
  "-name": [desc(users.name), desc(users.id)],
  phone: [asc(users.phone)],
  "-phone": [desc(users.phone)],
  lastLoginAt: [sql`${users.lastLoginAt} asc nulls first`, asc(users.id)],
  "-lastLoginAt": [sql`${users.lastLoginAt} desc nulls last`, desc(users.id)],
  createdAt: [asc(users.createdAt), asc(users.id)],
  "-createdAt": [desc(users.createdAt), desc(users.id)],
};

/** The employees' list (/add_employee): its page and its export read the same filter and order. */
const userList = tableList({
  select: (db, total) =>
    db
      .select({ ...userColumns, total })
      .from(users)
      .leftJoin(sections, eq(sections.id, users.sectionId))
      .$dynamic(),
  ids: (db) => db.select({ id: users.id }).from(users),
  where: filters,
  sorts: SORTS,
  row: toUser,
  cap: TOTAL_CAP,
});

export const listUsersPage = (db: Db, q: UserListQuery): Promise<Page<User>> => userList.page(db, q);

/** Every employee of the filter, for the Excel export. */
export const exportUsers = (db: Db, q: Omit<UserListQuery, "page" | "size">): Promise<User[]> =>
  userList.all(db, q);

export async function readUser(db: Db, id: number): Promise<User> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .leftJoin(sections, eq(sections.id, users.sectionId))
    .where(eq(users.id, id))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", "User not found");
  return toUser(row);
}

function isManager(u: { active: boolean; pagesDostup: string[]; dostup: string[] }): boolean {
  return u.active && u.pagesDostup.includes(MANAGE_USERS_PAGE) && u.dostup.includes(MANAGE_USERS_ACTION);
}

/** Foreign-key and unique failures of a user write, as codes the screen can explain. */
function mapWriteError(err: unknown): never {
  if (isUniqueViolation(err)) throw new AppError("PHONE_TAKEN", "Phone already belongs to an employee");
  if (findPgError(err)?.code === "23503") {
    throw new AppError("VALIDATION_ERROR", "Unknown section", {
      details: [{ path: "/sectionId", code: "NOT_FOUND" }],
    });
  }
  throw err;
}

/**
 * The advisory lock that serialises changes to who may manage whom: the "last admin" rule and the
 * rule of rights read other users' rights, and two managers changing each other at once must not
 * each act on the other's old rights.
 */
const MANAGERS_LOCK = 7302002;

/**
 * The signed-in manager's rights, read afresh inside the change's transaction, after
 * MANAGERS_LOCK: a right taken from them a moment ago no longer counts.
 */
async function actorRights(tx: Db, actorId: number): Promise<Rights> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MANAGERS_LOCK})`);
  const [row] = await tx
    .select({
      pagesDostup: users.pagesDostup,
      dostup: users.dostup,
      clientScope: users.clientScope,
      contractScope: users.contractScope,
      sectionId: users.sectionId,
    })
    .from(users)
    .where(eq(users.id, actorId));
  if (!row) throw new AppError("UNAUTHORIZED");
  return asRights(row);
}

/** A user's rights with their section: a "section" scope reaches as far as the section. */
type Rights = RightsHolder & SectionSeat;

function asRights(row: {
  pagesDostup: string[];
  dostup: string[];
  clientScope: string;
  contractScope: string;
  sectionId: number | null;
}): Rights {
  return {
    pagesDostup: row.pagesDostup,
    dostup: row.dostup,
    clientScope: row.clientScope as RecordScope,
    contractScope: row.contractScope as RecordScope,
    sectionId: row.sectionId,
  };
}

/**
 * The rule of rights (packages/shared access/scopes.ts): the actor must hold every right the
 * user has now (to manage them at all) and every right they are given (to grant it) — a seat in
 * a section whose records a "section" scope opens included.
 */
function checkRights(actor: Rights, before: Rights | null, next: Rights): void {
  if (before && !holdsAllOf(actor, before)) throw new AppError("USER_OUTRANKS");
  if (!holdsAllOf(actor, next)) throw new AppError("RIGHTS_NOT_HELD");
  if (!sectionGrantHeld(actor, before, next)) throw new AppError("SECTION_NOT_HELD");
}

/**
 * Creates an employee. `actorId` null is the system itself (first administrator, demo staff):
 * a person creating an employee can give them only rights they hold themselves.
 */
export async function insertUser(db: Db, body: CreateUserBody, actorId: number | null): Promise<User> {
  const passwordHash = await hashPassword(body.password);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      if (actorId !== null)
        checkRights(await actorRights(tx, actorId), null, {
          pagesDostup: body.pagesDostup,
          dostup: body.dostup,
          clientScope: body.clientScope,
          contractScope: body.contractScope,
          sectionId: body.sectionId ?? null,
        });
      const [row] = await tx
        .insert(users)
        .values({
          name: body.name,
          phone: body.phone,
          passwordHash,
          role: body.role,
          sectionId: body.sectionId ?? null,
          pagesDostup: [...new Set(body.pagesDostup)],
          dostup: [...new Set(body.dostup)],
          clientScope: body.clientScope,
          contractScope: body.contractScope,
          active: body.active ?? true,
        })
        .returning();
      if (!row) throw new Error("insert returned nothing");
      const { passwordHash: _h, ...after } = row;
      await writeAudit(tx, { userId: actorId, entity: "user", entityId: row.id, action: "create", after });
      return row.id;
    });
  } catch (err) {
    mapWriteError(err);
  }
  return readUser(db, id);
}

export async function updateUser(db: Db, id: number, body: UpdateUserBody, actorId: number): Promise<User> {
  const passwordHash = body.password ? await hashPassword(body.password) : undefined;
  try {
    await db.transaction(async (tx) => {
      const actor = await actorRights(tx, actorId);
      const [before] = await tx.select().from(users).where(eq(users.id, id)).for("update");
      if (!before) throw new AppError("NOT_FOUND", "User not found");
      const next = {
        active: body.active ?? before.active,
        pagesDostup: body.pagesDostup ? [...new Set(body.pagesDostup)] : before.pagesDostup,
        dostup: body.dostup ? [...new Set(body.dostup)] : before.dostup,
        clientScope: body.clientScope ?? before.clientScope,
        contractScope: body.contractScope ?? before.contractScope,
        sectionId: body.sectionId !== undefined ? body.sectionId : before.sectionId,
      };
      checkRights(actor, asRights(before), asRights(next));
      if (isManager(before) && !isManager(next)) {
        if (id === actorId)
          throw new AppError("SELF_RIGHTS_LOCKED", "You cannot take your own right to manage employees");
        const others = await tx
          .select({
            id: users.id,
            active: users.active,
            pagesDostup: users.pagesDostup,
            dostup: users.dostup,
          })
          .from(users)
          .where(and(ne(users.id, id), eq(users.active, true)));
        if (!others.some(isManager))
          throw new AppError("LAST_ADMIN", "The last active employee manager must stay");
      }
      if (id === actorId && body.active === false)
        throw new AppError("SELF_RIGHTS_LOCKED", "You cannot deactivate yourself");

      const [after] = await tx
        .update(users)
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.phone !== undefined ? { phone: body.phone } : {}),
          ...(body.role !== undefined ? { role: body.role } : {}),
          ...(body.sectionId !== undefined ? { sectionId: body.sectionId } : {}),
          ...(passwordHash ? { passwordHash } : {}),
          active: next.active,
          pagesDostup: next.pagesDostup,
          dostup: next.dostup,
          clientScope: next.clientScope,
          contractScope: next.contractScope,
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning();
      if (!after) throw new Error("update returned nothing");
      // A new password or a deactivation ends every session at once.
      if (passwordHash || (before.active && !after.active)) await revokeUserSessions(tx, id);
      const { passwordHash: _b, ...beforeView } = before;
      const { passwordHash: _a, ...afterView } = after;
      await writeAudit(tx, {
        userId: actorId,
        entity: "user",
        entityId: id,
        action: "update",
        before: beforeView,
        after: { ...afterView, ...(passwordHash ? { password: "changed" } : {}) },
      });
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    mapWriteError(err);
  }
  return readUser(db, id);
}

export async function listUserSessions(
  db: Db,
  userId: number,
  currentSessionId: number,
): Promise<UserSession[]> {
  await readUser(db, userId);
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), liveSession()))
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map((s) => ({
    id: s.id,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    expiresAt: s.expiresAt.toISOString(),
    ip: s.ip,
    userAgent: s.userAgent,
    current: s.id === currentSessionId,
  }));
}

/** Ends one session of a user, or all of them (sessionId omitted). */
export async function endUserSessions(
  db: Db,
  userId: number,
  sessionId: number | null,
  actorId: number,
): Promise<void> {
  const target = await readUser(db, userId);
  await db.transaction(async (tx) => {
    if (!holdsAllOf(await actorRights(tx, actorId), target)) throw new AppError("USER_OUTRANKS");
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          sessionId ? eq(sessions.id, sessionId) : undefined,
        ),
      )
      .returning({ id: sessions.id });
    if (sessionId && ended.length === 0) throw new AppError("NOT_FOUND", "Session not found");
    await writeAudit(tx, {
      userId: actorId,
      entity: "user",
      entityId: userId,
      action: sessionId ? "revoke_session" : "revoke_sessions",
      after: { sessions: ended.map((e) => e.id) },
    });
  });
}

/**
 * Lets an employee sign in again at once after wrong passwords locked their phone (their own
 * mistakes, or a stranger's guesses). Audited; only for users the manager may manage.
 */
export async function unlockSignIn(db: Db, userId: number, actorId: number): Promise<User> {
  await db.transaction(async (tx) => {
    const actor = await actorRights(tx, actorId);
    const [target] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!target) throw new AppError("NOT_FOUND", "User not found");
    if (!holdsAllOf(actor, asRights(target))) throw new AppError("USER_OUTRANKS");
    const cleared = await clearPhoneAttempts(tx, target.phone);
    await writeAudit(tx, {
      userId: actorId,
      entity: "user",
      entityId: userId,
      action: "unlock",
      after: { clearedAttempts: cleared },
    });
  });
  return readUser(db, userId);
}

/**
 * A role filter: a preset's key ("sales") finds the position typed in any language as the preset
 * names it (a Russian-speaking admin types "Менеджер по продажам", an Uzbek one "Sotuv menejeri");
 * any other text is the position itself.
 */
function roleCondition(role: string): SQL {
  if (!(ROLE_PRESET_KEYS as readonly string[]).includes(role)) return eq(users.role, role);
  const key = role as RolePresetKey;
  return inArray(users.role, [...new Set(LANGUAGES.map((l) => wordsFor(l).enums.rolePreset[key]))]);
}
