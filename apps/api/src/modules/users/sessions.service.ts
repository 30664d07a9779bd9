import type { Language, RecordScope } from "@makon/shared";
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import { sessions } from "../../db/schema";
import type { Db } from "../../db/types";
import { rawStatement } from "../../lib/prepared";
import { allVersionsSql } from "../../lib/version-cache";
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
const splitKeys = (text: string): string[] => (text === "" ? [] : text.split(KEY_SEPARATOR));

interface LookupRow {
  sessionId: number;
  id: number;
  name: string;
  role: string;
  phone: string;
  pagesDostup: string;
  dostup: string;
  clientScope: string;
  contractScope: string;
  sectionId: number | null;
  language: Language;
  /** last_seen_at is older than TOUCH_INTERVAL_MS: the request writes it again. */
  stale: boolean;
}

const seconds = (ms: number) => sql.raw(`interval '${ms / 1000} seconds'`);

/**
 * The live session of a token with the user's current rights, one indexed read on every request,
 * so a change of rights, a deactivation or a revoked session acts at once. The database's clock
 * judges both ends of a session (idle and absolute) and whether it is due a touch: no moment
 * crosses to Node and back (parsing two timestamps was a measurable part of the sign-in check).
 * `extra` adds columns to the same read (see lookupWithVersions).
 */
const lookupSql = (extra: SQL) =>
  sql`select s.id as "sessionId", u.id, u.name, u.role, u.phone,
      array_to_string(u.pages_dostup, chr(31)) as "pagesDostup",
      array_to_string(u.dostup, chr(31)) as dostup,
      u.client_scope as "clientScope", u.contract_scope as "contractScope",
      u.section_id as "sectionId", u.language,
      s.last_seen_at < now() - ${seconds(TOUCH_INTERVAL_MS)} as stale${extra}
    from sessions s join users u on u.id = s.user_id
    where s.token_hash = ${sql.placeholder("hash")} and s.revoked_at is null and u.active
      and s.expires_at > now() and s.last_seen_at > now() - ${seconds(SESSION_IDLE_MS)}
    limit 1`;

const lookup = rawStatement<LookupRow>("session_lookup", lookupSql(sql``));

/**
 * The same read bringing every table's change counters along, for a route that answers from
 * remembered answers (lib/version-cache): one round trip to the database instead of two. The
 * counters are still read before the route computes anything, so an answer is never tagged newer
 * than its data. Other routes (the sign-in check on every page load) read no counters.
 */
const lookupWithVersions = rawStatement<LookupRow & { versions: string | null }>(
  "session_lookup_versions",
  lookupSql(sql`, ${allVersionsSql()} as versions`),
);

/**
 * Finds the live session of a token together with the user's current rights (see `lookup`);
 * `withVersions`: and the change counters as lib/version-cache reads them ("" when none).
 */
export async function validateSession(
  db: Db,
  token: string,
  withVersions = false,
): Promise<{ user: SessionUser; versions: string | null } | null> {
  const hash = hashToken(token);
  const row: (LookupRow & { versions?: string | null }) | undefined = (
    await (withVersions ? lookupWithVersions : lookup)(db, { hash })
  )[0];
  if (!row) return null;
  if (row.stale)
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, row.sessionId));
  const user: SessionUser = {
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
  return { user, versions: withVersions ? (row.versions ?? "") : null };
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
