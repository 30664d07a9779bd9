import { describe, expect, it, vi } from "vitest";
import { type CacheEntry, type EntryStore, type FetchResult, ListCache } from "./list-cache";

function memoryStore(initial: Record<string, CacheEntry> = {}) {
  const data = new Map(Object.entries(initial));
  const store: EntryStore = {
    get: async (name) => data.get(name),
    set: async (name, entry) => {
      data.set(name, entry);
    },
    clear: async () => data.clear(),
  };
  return { store, data };
}

function setup(options: { initial?: Record<string, CacheEntry>; answers: (FetchResult | Error)[] }) {
  const { store, data } = memoryStore(options.initial);
  const calls: { url: string; etag: string | null }[] = [];
  const answers = [...options.answers];
  const fetchList = vi.fn(async (url: string, etag: string | null) => {
    calls.push({ url, etag });
    const next = answers.shift();
    if (!next) throw new Error("no answer queued");
    if (next instanceof Error) throw next;
    return next;
  });
  const warn = vi.fn();
  let time = 1000;
  const cache = new ListCache({ store, fetchList, warn, now: () => time });
  return { cache, data, calls, warn, tick: (ms: number) => (time += ms) };
}

describe("ListCache", () => {
  it("fetches a list it has no copy of and stores it with its ETag", async () => {
    const { cache, data, calls } = setup({ answers: [{ status: 200, data: [1, 2], etag: '"a"' }] });
    await cache.load("units", "/api/uy/all", { persist: true });
    expect(calls).toEqual([{ url: "/api/uy/all", etag: null }]);
    expect(cache.getState("units")).toEqual({ data: [1, 2], loading: false, failed: false, timestamp: 1000 });
    expect(data.get("units")).toEqual({ data: [1, 2], etag: '"a"', timestamp: 1000 });
  });

  it("shows the stored copy at once and keeps it on 304, with a new timestamp", async () => {
    const { cache, data, calls, tick } = setup({
      initial: { units: { data: ["old"], etag: '"a"', timestamp: 5 } },
      answers: [{ status: 304 }],
    });
    const seen: unknown[] = [];
    cache.subscribe("units", () => seen.push(cache.getState("units").data));
    tick(500);
    await cache.load("units", "/api/uy/all", { persist: true });
    expect(calls[0]?.etag).toBe('"a"');
    expect(seen[1]).toEqual(["old"]);
    expect(cache.getState("units")).toMatchObject({ data: ["old"], loading: false, timestamp: 1500 });
    expect(data.get("units")?.timestamp).toBe(1500);
  });

  it("replaces the copy when the list changed", async () => {
    const { cache, data } = setup({
      initial: { units: { data: ["old"], etag: '"a"', timestamp: 5 } },
      answers: [{ status: 200, data: ["new"], etag: '"b"' }],
    });
    await cache.load("units", "/api/uy/all", { persist: true });
    expect(cache.getState("units").data).toEqual(["new"]);
    expect(data.get("units")).toMatchObject({ data: ["new"], etag: '"b"' });
  });

  it("forces a full fetch on refresh, without If-None-Match", async () => {
    const { cache, calls } = setup({
      initial: { units: { data: ["old"], etag: '"a"', timestamp: 5 } },
      answers: [{ status: 304 }, { status: 200, data: ["fresh"], etag: '"c"' }],
    });
    await cache.load("units", "/api/uy/all", { persist: true });
    await cache.load("units", "/api/uy/all", { persist: true, force: true });
    expect(calls.map((c) => c.etag)).toEqual(['"a"', null]);
    expect(cache.getState("units").data).toEqual(["fresh"]);
  });

  it("keeps lists with personal data in memory only", async () => {
    const { cache, data, calls } = setup({
      answers: [{ status: 200, data: [{ name: "Client" }], etag: '"p"' }, { status: 304 }],
    });
    await cache.load("clients", "/api/client/with_steps", { persist: false });
    expect(data.size).toBe(0);
    await cache.load("clients", "/api/client/with_steps", { persist: false });
    expect(calls[1]?.etag).toBe('"p"');
    expect(cache.getState("clients").data).toEqual([{ name: "Client" }]);
    expect(data.size).toBe(0);
  });

  it("never reads a persisted copy for a memory-only list", async () => {
    const { cache } = setup({
      initial: { clients: { data: ["stale"], etag: '"x"', timestamp: 1 } },
      answers: [{ status: 200, data: ["live"], etag: '"y"' }],
    });
    const seen: unknown[] = [];
    cache.subscribe("clients", () => seen.push(cache.getState("clients").data));
    await cache.load("clients", "/api/client/with_steps", { persist: false });
    expect(seen).not.toContainEqual(["stale"]);
  });

  it("on failure logs without data, clears loading and keeps the copy", async () => {
    const { cache, warn } = setup({
      initial: { units: { data: ["old"], etag: '"a"', timestamp: 5 } },
      answers: [new Error("offline")],
    });
    await cache.load("units", "/api/uy/all", { persist: true });
    expect(cache.getState("units")).toMatchObject({ data: ["old"], loading: false, failed: true });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).not.toContain("old");
  });

  it("shares one request between loads that overlap", async () => {
    const { cache, calls } = setup({ answers: [{ status: 200, data: [1], etag: null }] });
    await Promise.all([
      cache.load("units", "/api/uy/all", { persist: true }),
      cache.load("units", "/api/uy/all", { persist: true }),
    ]);
    expect(calls).toHaveLength(1);
  });

  it("forgets every copy on clear, and drops an answer that arrives afterwards", async () => {
    let release: (value: FetchResult) => void = () => undefined;
    const { store, data } = memoryStore({ units: { data: ["old"], etag: '"a"', timestamp: 5 } });
    const cache = new ListCache({
      store,
      warn: vi.fn(),
      fetchList: () =>
        new Promise<FetchResult>((resolve) => {
          release = resolve;
        }),
    });
    const loading = cache.load("units", "/api/uy/all", { persist: true });
    await vi.waitFor(() => expect(cache.getState("units").data).toEqual(["old"]));
    await cache.clear();
    release({ status: 200, data: ["late"], etag: '"b"' });
    await loading;
    expect(cache.getState("units")).toEqual({
      data: undefined,
      loading: false,
      failed: false,
      timestamp: null,
    });
    expect(data.size).toBe(0);
  });
});
