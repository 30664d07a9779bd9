import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./db-unavailable";

/** An error as a driver makes it: a message, a code, perhaps wrapped by Drizzle. */
const failure = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});
const wrapped = (cause: unknown) =>
  Object.assign(new Error("Failed query: select 1"), { query: "select 1", params: [], cause });

describe("database unavailable", () => {
  it("knows a refused, cut or timed-out connection and a server that will not serve", () => {
    const unavailable = [
      failure("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
      wrapped(failure("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")),
      // localhost has two addresses: node's AggregateError of both refusals.
      Object.assign(new AggregateError([failure("refused", "ECONNREFUSED")], ""), { code: "ECONNREFUSED" }),
      wrapped(Object.assign(new AggregateError([failure("refused", "ECONNREFUSED")], ""), {})),
      wrapped(failure("terminating connection due to administrator command", "57P01")),
      failure("the database system is starting up", "57P03"),
      failure("connection failure", "08006"),
      failure("sorry, too many clients already", "53300"),
      wrapped(failure("Connection terminated unexpectedly")),
      failure("timeout exceeded when trying to connect"),
      failure("Client has encountered a connection error and is not queryable"),
      failure("Cannot use a pool after calling end on the pool"),
      wrapped(failure("PGlite is closed")),
    ];
    for (const err of unavailable) expect(isDatabaseUnavailable(err), String(err)).toBe(true);
  });

  it("leaves everything else to the other answers", () => {
    const others = [
      wrapped(failure('duplicate key value violates unique constraint "users_phone_unique"', "23505")),
      failure("invalid input syntax for type integer", "22P02"),
      failure("deadlock detected", "40P01"),
      new Error("something of ours"),
      new TypeError("Cannot read properties of undefined"),
      null,
      "a string",
    ];
    for (const err of others) expect(isDatabaseUnavailable(err), String(err)).toBe(false);
  });
});
