import { type SQL, sql } from "drizzle-orm";
import type { FastifyReply } from "fastify";

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
