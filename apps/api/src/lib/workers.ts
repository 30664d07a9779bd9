import { MANAGE_USERS_ACTION, WORKS, type Work } from "@makon/shared";
import { type SQL, sql } from "drizzle-orm";
import { queryRows } from "../db/raw";
import type { Db } from "../db/types";

/**
 * doesWork (packages/shared access/works.ts) in SQL, over a users row aliased `u`: the one rule
 * for every list of employees a work is handed to.
 */
export function doesWorkSql(work: Work): SQL {
  const w = WORKS[work];
  return sql`(u.active and u.pages_dostup @> ${`{${w.pages.join(",")}}`}::text[]
    and u.dostup @> ${`{${w.actions.join(",")}}`}::text[]
    and not (${MANAGE_USERS_ACTION} = any(u.dostup)))`;
}

/** The employees who do a work, by name: what a "hand over to" select offers. */
export async function workersOf(db: Db, work: Work): Promise<{ id: number; name: string }[]> {
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    sql`select u.id, u.name from users u where ${doesWorkSql(work)} order by u.name, u.id`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}
