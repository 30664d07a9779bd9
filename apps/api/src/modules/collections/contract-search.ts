import { type SQL, sql } from "drizzle-orm";
import { queryRow } from "../../db/raw";
import type { Db } from "../../db/types";
import { likeEscape } from "../../lib/paging";
import { matchingClientIds } from "../clients";

/**
 * The contracts a search of the collections and handover lists finds, in one statement: the
 * buyer's (name in any spelling and word order, or phone digits — the clients' search index), and,
 * for a search without letters, those whose number contains it (the number's trigram index). The
 * lists then test their rows' contract against these ids, a constant array the server hashes, so
 * a search never joins and reads every contract to test its number.
 */
export async function searchedContractIds(db: Db, q: string): Promise<number[]> {
  const found = searchedContractsSql(q);
  if (!found) return [];
  const row = await queryRow<{ ids: number[] }>(db, sql`select array(${found}) as ids`);
  return (row?.ids ?? []).map(Number);
}

/** The same contracts as a select of their ids (`id`), to use inside a statement; none: undefined. */
export function searchedContractsSql(q: string): SQL | undefined {
  const parts: SQL[] = [];
  const clients = matchingClientIds(q);
  const letters = /\p{L}/u.test(q);
  // A name finds few clients through the words' index: as an array worked out first (an init
  // plan), their contracts are read by the client index and the planner has no join order to
  // weigh (planning was a third of a search). Phone digits may find thousands: a join then.
  if (clients)
    parts.push(
      letters
        ? sql`select c.id from contracts c where c.client_id = any(array${clients})`
        : sql`select c.id from contracts c where c.client_id in ${clients}`,
    );
  if (!letters) parts.push(sql`select c.id from contracts c where c.number like ${`%${likeEscape(q)}%`}`);
  return parts.length ? sql.join(parts, sql` union `) : undefined;
}

/** A row's contract (`column`) among the ids a search found; nothing when it found none. */
export function contractIn(column: SQL, ids: readonly number[]): SQL {
  return ids.length ? sql`${column} = any(${`{${ids.join(",")}}`}::int[])` : sql`false`;
}
