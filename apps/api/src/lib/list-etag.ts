import { createHash } from "node:crypto";
import type { Db } from "../db/types";
import { BUILD_ID } from "./build-id";
import { countersOf } from "./version-cache";

/**
 * A strong ETag for a list built from the given tables: their change counters, the list name
 * and the build. Reading it costs one small indexed query, never the list itself — or none, when
 * the request's session lookup brought every counter along (`known`, see plugins/auth). Both
 * give the counters as the same text (lib/version-cache countersOf).
 */
export async function listEtag(
  db: Db,
  name: string,
  tables: readonly string[],
  known: string | null = null,
): Promise<string> {
  const key = await countersOf(db, tables, known);
  const digest = createHash("sha256").update(`${BUILD_ID}|${name}|${key}`).digest("base64url").slice(0, 32);
  return `"${digest}"`;
}

/** True when an If-None-Match header (possibly a list, possibly weak) names this ETag. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((part) => part.trim().replace(/^W\//, "") === etag);
}
