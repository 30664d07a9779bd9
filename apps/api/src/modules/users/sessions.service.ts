import type { Language, RecordScope } from "@makon/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import { sessions, users } from "../../db/schema";
import type { Db } from "../../db/types";
import { preparedPerDb } from "../../lib/prepared";
import { hashToken, newToken } from "./tokens";

/** A session ends after 12 hours without a request, and 7 days after sign-in in any case. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most once a minute per session, not on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface SessionUser {
  id: number;
  name: string;
  role: string;
  phone: string;
  pagesDostup: string[];
  dostup: string[];
  /** Which clients and contracts they read and change (lib/record-scope.ts). */
  clientScope: RecordScope;
  contractScope: RecordScope;
  sectionId: number | null;
  /** The language they read the app and their exports in (rides on the same lookup, no query of its own). */
  language: Language;
  sessionId: number;
}

export async function createSession(
  db: Db,
  userId: number,
  meta: { ip: string | null; userAgent: string | null },
): Promise<{ id: number; token: string }> {
  const token = newToken();
  const now = Date.now();
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(now + SESSION_ABSOLUTE_MS),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error("insert returned nothing");
  return { id: row.id, token };
}

/**
 * Rights travel as one text each, keys joined by the unit separator: a director holds ~50 page
 * keys, and PostgreSQL writing them as an array and the driver parsing it back cost as much as
 * the rest of the lookup on both sides. Keys are catalogue identifiers, never holding U+001F.
 */
const KEY_SEPARATOR = "\u001f";
const keyList = (column: typeof users.pagesDostup | typeof users.dostup) =>
  sql<string>`array_to_string(${column}, chr(31))`;
const splitKeys = (text: string): string[] => (text === "" ? [] : text.split(KEY_SEPARATOR));

/**
 * Finds the live session of a token together with the user's current rights: one indexed read
 * per request, so a change of rights, a deactivation or a revoked session acts at once. Nothing
 * else rides on it: a request that needs the change counters reads them itself (lib/version-cache).
 */
function buildLookup(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      id: users.id,
      name: users.name,
      role: users.role,
      phone: users.phone,
      pagesDostup: keyList(users.pagesDostup),
      dostup: keyList(users.dostup),
      clientScope: users.clientScope,
      contractScope: users.contractScope,
      sectionId: users.sectionId,
      language: users.language,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("hash")),
        isNull(sessions.revokedAt),
        eq(users.active, true),
      ),
    )
    .limit(1)
    .prepare("session_lookup");
}

// The lookup runs on every request: prepared once per database.
const lookup = preparedPerDb(buildLookup);

/**
 * Finds the live session of a token together with the user's current rights: one indexed read
 * per request, so a change of rights, a deactivation or a revoked session acts at once.
 */
export async function validateSession(db: Db, token: string): Promise<SessionUser | null> {
  const rows = await lookup(db).execute({ hash: hashToken(token) });
  const row = rows[0];
  if (!row) return null;
  const now = Date.now();
  if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + SESSION_IDLE_MS <= now) return null;
  if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, row.sessionId));
  }
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    phone: row.phone,
    pagesDostup: splitKeys(row.pagesDostup),
    dostup: splitKeys(row.dostup),
    clientScope: row.clientScope as RecordScope,
    contractScope: row.contractScope as RecordScope,
    sectionId: row.sectionId,
    language: row.language,
    sessionId: row.sessionId,
  };
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user (new password, deactivation). */
export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
