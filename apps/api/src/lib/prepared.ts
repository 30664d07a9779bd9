import type { Query, SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
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

/**
 * A statement written in SQL (values as sql.placeholder), turned into text once and prepared by
 * name on the connection it runs on — a transaction's too, where the builder's own prepare()
 * would rebuild the text for every transaction (a payment's statement took ~80 µs to build).
 * Rows come back as the driver gives them: cast in SQL to int, text or boolean, which both
 * drivers return alike.
 */
export function rawStatement<Row>(
  name: string,
  statement: SQL,
): (db: Db, values: Record<string, unknown>) => Promise<Row[]> {
  let query: Query | undefined;
  return async (db, values) => {
    query ??= new PgDialect().sqlToQuery(statement);
    const result = (await db._.session.prepareQuery(query, undefined, name, false).execute(values)) as {
      rows: Row[];
    };
    return result.rows;
  };
}
