import { type SQL, sql } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type { Db } from "../db/types";
import { rawStatement } from "./prepared";

/**
 * A timestamp as ISO 8601 in UTC with milliseconds, as Date.prototype.toISOString writes it: for
 * answers whose JSON the database writes (the chessboard, the cases list).
 */
export const isoSql = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Sends JSON text the database wrote, as it is: Fastify leaves a string with a JSON type
 * unserialised. The reply is taken untyped on purpose: the route's typed reply expects the object
 * its schema describes, and this is that object's text (the route's tests hold it to the schema).
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(json);
}

/**
 * A statement prepared once per connection that gives rows as one JSON array text, in the order
 * of its `ids` placeholder (int[]): `rows` is a select with an `id` column that keeps itself to
 * those ids. Each row is row_to_json of its columns, so their names and order are the JSON's
 * (decision 33). No ids, no statement: "[]".
 */
export function jsonRowsInOrder(
  name: string,
  rows: SQL,
): (db: Db, values: { ids: number[] } & Record<string, unknown>) => Promise<string> {
  const statement = rawStatement<{ items: string }>(
    name,
    sql`select coalesce(array_to_json(array_agg(row_to_json(r) order by array_position(${sql.placeholder("ids")}::int[], r.id))), '[]')::text as items
      from (${rows}) r`,
  );
  return async (db, values) => (values.ids.length ? ((await statement(db, values))[0]?.items ?? "[]") : "[]");
}
