import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { rememberedUserId } from "./remembered-id";
import { currentUserQuery } from "./use-current-user";

const profile = (id: number) => ({ id, name: `User ${id}`, pagesDostup: ["home"], dostup: [] });

/** What the server saw and did, in order. */
let events: string[] = [];

/**
 * A server whose token belongs to user `owner`: it answers only that user's own profile. The token
 * check takes a moment, so a profile asked with it is seen before it answers.
 */
function serverFor(owner: number) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = String(input);
    events.push(`asked ${url}`);
    if (url.endsWith("/api/user/decodeToken")) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      events.push("token checked");
      return Response.json({ decodeToken: { id: owner } });
    }
    const id = Number(url.split("/").pop());
    if (id !== owner) return Response.json({ code: "FORBIDDEN", message: "" }, { status: 403 });
    return Response.json(profile(id));
  });
}

/** The browser's localStorage, in memory (these tests run in Node). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** The profile as the app loads it: through its query, in a cache of its own. */
const load = () => new QueryClient().fetchQuery({ ...currentUserQuery(), retry: false });

const asked = (fetch: ReturnType<typeof serverFor>) => fetch.mock.calls.map(([url]) => String(url));

describe("the signed-in user's profile", () => {
  let fetch: ReturnType<typeof serverFor>;
  beforeEach(() => {
    vi.stubGlobal("localStorage", memoryStorage());
    events = [];
    localStorage.setItem("token", "t");
  });
  afterEach(() => {
    fetch.mockRestore();
    vi.unstubAllGlobals();
  });

  it("is asked after the token check when no id is noted, and the id is noted", async () => {
    fetch = serverFor(5);
    expect((await load()).id).toBe(5);
    expect(events).toEqual(["asked /api/user/decodeToken", "token checked", "asked /api/user/byid/5"]);
    expect(rememberedUserId()).toBe(5);
  });

  it("is asked with the token check, once, when the noted id is the token's", async () => {
    localStorage.setItem("user-id", "5");
    fetch = serverFor(5);
    expect((await load()).id).toBe(5);
    expect(asked(fetch).sort()).toEqual(["/api/user/byid/5", "/api/user/decodeToken"]);
    expect(events.indexOf("asked /api/user/byid/5")).toBeLessThan(events.indexOf("token checked"));
  });

  it("follows the token, not the noted id, when they differ", async () => {
    localStorage.setItem("user-id", "9");
    fetch = serverFor(5);
    const forbidden = vi.fn();
    const { setForbiddenHandler } = await import("../api");
    setForbiddenHandler(forbidden);
    expect((await load()).id).toBe(5);
    expect(asked(fetch)).toContain("/api/user/byid/5");
    expect(rememberedUserId()).toBe(5);
    // The refused guess is nobody's business: the app does not reload the profile over it.
    expect(forbidden).not.toHaveBeenCalled();
    setForbiddenHandler(undefined);
  });

  it("ignores a noted id that is not a positive whole number", async () => {
    localStorage.setItem("user-id", "1e400");
    fetch = serverFor(5);
    expect((await load()).id).toBe(5);
    expect(asked(fetch)).toEqual(["/api/user/decodeToken", "/api/user/byid/5"]);
  });
});
