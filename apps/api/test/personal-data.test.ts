import { ACTION_KEYS, PAGE_KEYS } from "@makon/shared";
import { isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clients } from "../src/db/schema";
import { seedDemo } from "../src/seed/demo";
import { auth, makeUser, useTestApp } from "./helpers/test-app";

const ctx = useTestApp({ seed: (db) => seedDemo(db, { password: "demo-password-1" }, () => {}) });

describe("personal data", () => {
  it("no GET call gives passport or JShShIR numbers to a user without client_passport_view", async () => {
    // Every page and every action but the one that shows passports.
    const user = await makeUser(ctx.app, ctx.db(), {
      pages: [...PAGE_KEYS],
      actions: ACTION_KEYS.filter((k) => k !== "client_passport_view"),
    });
    const holders = await ctx.db().select().from(clients).where(isNotNull(clients.passport));
    expect(holders.length).toBeGreaterThan(5);
    const secrets = holders.flatMap((c) => [c.passport, c.pinfl].filter((v): v is string => !!v));
    // Routes with an id are asked about every client holding a passport (other entities' ids
    // may collide with them: all the better, more answers are searched).
    const reads = ctx.app.routeCatalogue.filter(
      (r) =>
        r.method === "GET" && r.url.startsWith("/api/") && !r.url.includes("*") && !r.url.includes("/docs"),
    );
    expect(reads.length).toBeGreaterThan(25);
    let answered = 0;
    for (const route of reads) {
      const urls = route.url.includes(":id")
        ? holders.map((c) => route.url.replace(":id", String(c.id)))
        : [route.url];
      for (const url of urls) {
        if (url.includes(":")) continue;
        const res = await ctx.app.inject({ url, headers: auth(user.token) });
        if (res.statusCode !== 200) continue;
        answered++;
        const body = res.rawPayload.toString("latin1") + res.body;
        for (const secret of secrets)
          expect(body.includes(secret), `${url} leaks ${secret.slice(0, 2)}…`).toBe(false);
      }
    }
    expect(answered).toBeGreaterThan(30);
    // The check can see a leak: with the right, the card does carry the number.
    const allowed = await makeUser(ctx.app, ctx.db(), {
      pages: ["sotuv"],
      actions: ["client_passport_view"],
    });
    const first = holders[0] as (typeof holders)[number];
    const card = await ctx.app.inject({ url: `/api/client/${first.id}`, headers: auth(allowed.token) });
    expect(card.body).toContain(first.passport as string);
  });
});
