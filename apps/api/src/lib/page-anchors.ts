import { asc, desc, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../db/types";

/**
 * A list's order given as its key columns (each NOT NULL, together unique, e.g. building then id),
 * each ascending or descending (one flag for all, or one per column): what lets a page start from a
 * remembered row instead of counting its way down from the first one (see pageOfIds).
 */
export interface Keyset {
  columns: SQLWrapper[];
  descending: boolean | readonly boolean[];
}

const descendingAt = (keyset: Keyset, i: number): boolean =>
  typeof keyset.descending === "boolean" ? keyset.descending : Boolean(keyset.descending[i]);

/** The order clause of a keyset. */
export function keysetOrder(keyset: Keyset): SQL[] {
  return keyset.columns.map((c, i) => (descendingAt(keyset, i) ? desc(c) : asc(c)));
}

/**
 * Where pages of a list start, per database handle: the key of each page's first row, under the
 * change counters of the tables the list reads. Page 600 of a list is an offset of 29,950 rows
 * read off an index; from the start of page 599, it is 50. People page on — the next page, a few
 * pages on — so the page before is usually known. Under other counters nothing is used: a write
 * may have moved every row, and the page is counted from the top again, as exact as ever.
 * Small (a few numbers per page), bounded per list and in lists, oldest dropped first.
 */
const anchors = new WeakMap<Db, Map<string, { seen: string; at: Map<number, unknown[]> }>>();
const MAX_LISTS = 200;
const MAX_PER_LIST = 200;

export interface Anchor {
  offset: number;
  values: unknown[];
}

/** The remembered page start nearest before `offset` (never the offset 0: that is the top). */
export function nearestAnchor(db: Db, key: string, seen: string, offset: number): Anchor | undefined {
  const list = anchors.get(db)?.get(key);
  if (!list || list.seen !== seen) return undefined;
  let best: Anchor | undefined;
  for (const [at, values] of list.at) {
    if (at <= offset && at > (best?.offset ?? 0)) best = { offset: at, values };
  }
  return best;
}

export function rememberAnchor(db: Db, key: string, seen: string, anchor: Anchor): void {
  if (anchor.offset === 0) return;
  let store = anchors.get(db);
  if (!store) {
    store = new Map();
    anchors.set(db, store);
  }
  let list = store.get(key);
  if (!list || list.seen !== seen) {
    list = { seen, at: new Map() };
  }
  // Most recently used last, in lists and in anchors: the oldest goes first when full.
  store.delete(key);
  store.set(key, list);
  if (store.size > MAX_LISTS) store.delete(store.keys().next().value as string);
  list.at.delete(anchor.offset);
  list.at.set(anchor.offset, anchor.values);
  if (list.at.size > MAX_PER_LIST) list.at.delete(list.at.keys().next().value as number);
}

/**
 * Rows at or after the anchor in the keyset's order. One direction: `(a, b) >= ($1, $2)`, an index
 * range. Mixed (a ascending, b descending): `a >= $1 and (a > $1 or (a = $1 and b <= $2))`, the
 * first column's bound for the index, the rest to step over the rows before the anchor.
 */
export function fromAnchor(keyset: Keyset, anchor: Anchor): SQL {
  const { columns } = keyset;
  const value = (i: number) => sql`${anchor.values[i]}`;
  const mixed = columns.some((_, i) => descendingAt(keyset, i) !== descendingAt(keyset, 0));
  if (!mixed) {
    const values = sql.join(
      columns.map((_, i) => value(i)),
      sql`, `,
    );
    return descendingAt(keyset, 0)
      ? sql`(${sql.join(columns, sql`, `)}) <= (${values})`
      : sql`(${sql.join(columns, sql`, `)}) >= (${values})`;
  }
  const atOrAfter = (i: number): SQL => {
    const column = columns[i] as SQLWrapper;
    const down = descendingAt(keyset, i);
    if (i === columns.length - 1) return down ? sql`${column} <= ${value(i)}` : sql`${column} >= ${value(i)}`;
    const past = down ? sql`${column} < ${value(i)}` : sql`${column} > ${value(i)}`;
    return sql`(${past} or (${column} = ${value(i)} and ${atOrAfter(i + 1)}))`;
  };
  const first = columns[0] as SQLWrapper;
  const bound = descendingAt(keyset, 0) ? sql`${first} <= ${value(0)}` : sql`${first} >= ${value(0)}`;
  return sql`(${bound} and ${atOrAfter(0)})`;
}
