import type { Db } from "../db/types";

/**
 * A prepared statement made once per database handle and reused: it skips query building in
 * Node and, on PostgreSQL, the server's parse and plan (a named statement per connection).
 * Keyed weakly, because tests open many databases in one process.
 */
export function preparedPerDb<P>(build: (db: Db) => P): (db: Db) => P {
  const made = new WeakMap<Db, P>();
  return (db) => {
    let p = made.get(db);
    if (!p) {
      p = build(db);
      made.set(db, p);
    }
    return p;
  };
}
