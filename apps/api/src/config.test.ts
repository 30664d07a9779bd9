import { describe, expect, it } from "vitest";
import { applyStartDefaults, loadConfig } from "./config";

const PG = "postgres://makon@db.example:5432/makon";

/** What `npm start` (scripts/start.mjs) makes of an environment. */
function startConfig(env: NodeJS.ProcessEnv) {
  const copy = { ...env };
  applyStartDefaults(copy);
  return loadConfig(copy);
}

describe("demo data", () => {
  it("npm start seeds the embedded database by default", () => {
    expect(startConfig({}).seedDemo).toBe(true);
  });

  it("npm start on a DATABASE_URL seeds nothing unless SEED_DEMO=1 is given", () => {
    expect(startConfig({ DATABASE_URL: PG }).seedDemo).toBe(false);
    expect(startConfig({ DATABASE_URL: PG, SEED_DEMO: "0" }).seedDemo).toBe(false);
    expect(startConfig({ DATABASE_URL: PG, SEED_DEMO: "1" }).seedDemo).toBe(true);
  });

  it("SEED_DEMO=0 turns the demo off on the embedded database too", () => {
    expect(startConfig({ SEED_DEMO: "0" }).seedDemo).toBe(false);
  });

  it("outside npm start nothing is seeded without SEED_DEMO", () => {
    expect(loadConfig({}).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: PG }).seedDemo).toBe(false);
  });
});

describe("TRUST_PROXY", () => {
  it("believes X-Forwarded-For of so many proxy hops or of named proxies, never of every hop", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.5, 10.1.0.0/16" }).trustProxy).toEqual([
      "10.0.0.5",
      "10.1.0.0/16",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "everyone" })).toThrow(/TRUST_PROXY/);
  });
});

describe("SMS driver", () => {
  it("is the log driver unless told otherwise", () => {
    expect(loadConfig({}).sms).toEqual({ driver: "log" });
  });

  it("takes the Eskiz account from the environment, with the default address and sender", () => {
    expect(loadConfig({ SMS_DRIVER: "eskiz", ESKIZ_EMAIL: "a@b.uz", ESKIZ_PASSWORD: "secret" }).sms).toEqual({
      driver: "eskiz",
      url: "https://notify.eskiz.uz/api",
      email: "a@b.uz",
      password: "secret",
      from: "4546",
    });
  });

  it("refuses SMS_DRIVER=eskiz without the account, naming what is missing and never a value", () => {
    expect(() => loadConfig({ SMS_DRIVER: "eskiz", ESKIZ_PASSWORD: "secret" })).toThrow(/ESKIZ_EMAIL/);
    expect(() => loadConfig({ SMS_DRIVER: "eskiz", ESKIZ_EMAIL: "a@b.uz" })).toThrow(/ESKIZ_PASSWORD/);
    expect(() => loadConfig({ SMS_DRIVER: "eskiz", ESKIZ_EMAIL: "a@b.uz" })).not.toThrow(/a@b\.uz/);
    expect(() => loadConfig({ SMS_DRIVER: "sms.uz" })).toThrow(/SMS_DRIVER/);
  });
});
