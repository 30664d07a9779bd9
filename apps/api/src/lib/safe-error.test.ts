import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm/errors";
import Fastify, { type FastifyBaseLogger } from "fastify";
import { describe, expect, it } from "vitest";
import { AppError } from "./app-error";
import { loggerOptions } from "./log-options";
import { describeError, errorTitle, safeError } from "./safe-error";

const HASH = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo";
const PHONE = "901234567";
const PASSPORT = "AB1234567";

/** What node-postgres and PGlite throw: the SQLSTATE and names beside a message and detail quoting values. */
function driverError(): Error {
  return Object.assign(new Error(`duplicate key value violates unique constraint "users_phone_unique"`), {
    name: "error",
    code: "23505",
    detail: `Key (phone)=(${PHONE}) already exists.`,
    where: `passport ${PASSPORT}`,
    constraint: "users_phone_unique",
    table: "users",
    schema: "public",
    routine: "_bt_check_unique",
    query: "insert into users …",
    params: [PHONE, HASH],
  });
}

function failedQuery(): DrizzleQueryError {
  return new DrizzleQueryError(
    'insert into "users" ("phone", "password_hash", "passport") values ($1, $2, $3)',
    [PHONE, HASH, PASSPORT],
    driverError(),
  );
}

const SECRETS = [PHONE, HASH, PASSPORT, "argon2"];

describe("safeError", () => {
  it("keeps the class, SQLSTATE, constraint, table, routine and SQL; never params, detail or the driver's message", () => {
    const logged = safeError(failedQuery());
    const text = JSON.stringify(logged);
    for (const s of SECRETS) expect(text).not.toContain(s);
    expect(logged).toMatchObject({
      type: "DrizzleQueryError",
      sql: 'insert into "users" ("phone", "password_hash", "passport") values ($1, $2, $3)',
      cause: {
        type: "DatabaseError",
        code: "23505",
        constraint: "users_phone_unique",
        table: "users",
        routine: "_bt_check_unique",
      },
    });
    expect(text).not.toContain("duplicate key");
  });

  it("drops the message of an error of ours that wraps a database error", () => {
    const wrapped = new Error(`saving failed: ${failedQuery().message}`, { cause: failedQuery() });
    const text = JSON.stringify(safeError(wrapped));
    for (const s of SECRETS) expect(text).not.toContain(s);
  });

  it("keeps our own messages and codes", () => {
    expect(safeError(new AppError("IN_USE", "The bank is in use"))).toMatchObject({
      type: "AppError",
      code: "IN_USE",
      message: "The bank is in use",
    });
    expect(safeError(new TypeError("x is undefined"))).toMatchObject({
      type: "TypeError",
      message: "x is undefined",
    });
    expect(safeError("a string")).toEqual({ type: "string" });
  });

  it("titles and describes an error for the terminal without values", () => {
    expect(errorTitle(failedQuery())).toBe("DrizzleQueryError ← DatabaseError 23505 users_phone_unique");
    const described = describeError(failedQuery());
    for (const s of SECRETS) expect(described).not.toContain(s);
    expect(described).toContain('query: insert into "users"');
    expect(described).toMatch(/\n\s+at /);
  });
});

describe("the server logger", () => {
  function capture(): { log: FastifyBaseLogger; lines: string[] } {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    return { log: Fastify({ logger: { ...(loggerOptions("info") as object), stream } }).log, lines };
  }

  it("serializes err safely, also when the error is logged alone or with its own message", () => {
    const { log, lines } = capture();
    const err = failedQuery();
    log.error({ err }, "unhandled error");
    log.error(err);
    log.error({ err }, err.message);
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      for (const s of SECRETS) expect(line).not.toContain(s);
      expect(line).toContain("23505");
    }
    expect(JSON.parse(lines[1] as string).msg).toBe(
      "DrizzleQueryError ← DatabaseError 23505 users_phone_unique",
    );
  });
});
