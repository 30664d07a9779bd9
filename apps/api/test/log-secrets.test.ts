import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import type { Database } from "../src/db/client";
import { loggerOptions } from "../src/lib/log-options";
import { makeAdmin } from "./helpers/admin";
import { auth, type TestUser } from "./helpers/test-app";
import { createTestDatabase } from "./helpers/test-db";

/**
 * A query that fails carries its parameters: the server log must say what failed (SQLSTATE,
 * constraint, table) and never the values — a password hash, a passport, a JShShIR, a phone.
 */
const PASSPORT = "AB1234567";
const PINFL = "31234567890123";
const CLIENT_PHONE = "901234567";
const EMPLOYEE_PHONE = "901234568";
const PASSWORD = "Maxfiy-parol-2026";

let database: Database;
let app: FastifyInstance;
let admin: TestUser;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({ db: database.db, logger: { ...(loggerOptions("info") as object), stream } });
  await app.ready();
  admin = await makeAdmin(app, database.db);
  // The database refuses these rows the way a constraint would, quoting the values in its detail
  // (as "Key (phone)=(…) already exists" does): one answered 4xx, one left unhandled (500).
  await database.db.execute(sql`
    create function test_refuse_client() returns trigger language plpgsql as $$
    begin
      raise exception 'client refused' using errcode = '23505', constraint = 'clients_test_guard',
        table = 'clients', detail = 'Key (phone, passport, pinfl)=(' || new.phone || ', ' || new.passport || ', ' || new.pinfl || ') already exists';
    end $$`);
  await database.db.execute(
    sql`create trigger test_refuse_client before insert on clients for each row execute function test_refuse_client()`,
  );
  await database.db.execute(sql`
    create function test_fail_user() returns trigger language plpgsql as $$
    begin
      raise exception 'user refused: %', new.password_hash using table = 'users', detail = new.phone;
    end $$`);
  await database.db.execute(
    sql`create trigger test_fail_user before insert on users for each row execute function test_fail_user()`,
  );
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

function logLine(msg: string): Record<string, unknown> & { err: Record<string, unknown> } {
  const found = lines.map((l) => JSON.parse(l) as { msg?: string }).find((l) => l.msg === msg);
  expect(found, `no log line "${msg}" in:\n${lines.join("")}`).toBeDefined();
  return found as Record<string, unknown> & { err: Record<string, unknown> };
}

describe("the server log keeps no query parameters", () => {
  it("a client refused by the database: 409, logged at warn with its SQLSTATE and constraint only", async () => {
    lines.length = 0;
    const res = await app.inject({
      method: "POST",
      url: "/api/client",
      headers: auth(admin.token),
      payload: {
        fullName: "Maxfiy Mijoz",
        phone: CLIENT_PHONE,
        source: "reception",
        passport: PASSPORT,
        pinfl: PINFL,
      },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe("CONFLICT");
    const all = lines.join("");
    for (const secret of [PASSPORT, PINFL, CLIENT_PHONE]) expect(all).not.toContain(secret);
    const line = logLine("database refused the input");
    expect(line.level).toBe(40);
    expect(JSON.stringify(line.err)).toContain('insert into \\"clients\\"');
    expect(line.err.cause).toMatchObject({
      code: "23505",
      constraint: "clients_test_guard",
      table: "clients",
    });
  });

  it("an employee whose insert fails: 500, logged at error without the password hash or phone", async () => {
    lines.length = 0;
    const res = await app.inject({
      method: "POST",
      url: "/api/user",
      headers: auth(admin.token),
      payload: { name: "Yangi Xodim", phone: EMPLOYEE_PHONE, password: PASSWORD, role: "Sotuv menejeri" },
    });
    expect(res.statusCode, res.body).toBe(500);
    const all = lines.join("");
    for (const secret of ["$argon2", PASSWORD, EMPLOYEE_PHONE]) expect(all).not.toContain(secret);
    const line = logLine("unhandled error");
    expect(line.level).toBe(50);
    expect(line.err.cause).toMatchObject({ code: "P0001", table: "users" });
  });
});
