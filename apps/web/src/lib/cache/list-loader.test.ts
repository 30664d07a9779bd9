import { describe, expect, it, vi } from "vitest";
import { type CacheEntry, type EntryStore, type FetchResult, ListLoader } from "./list-loader";

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
  const loader = new ListLoader({ store, fetchList, warn, now: () => time });
  return { loader, data, calls, warn, tick: (ms: number) => (time += ms) };
}

const units = { name: "units", url: "/api/uy/all", persist: true } as const;
const clients = { name: "clients", url: "/api/client/with_steps", persist: false } as const;

describe("ListLoader", () => {
  it("fetches a list it has no copy of and stores it with its ETag", async () => {
    const { loader, data, calls } = setup({ answers: [{ status: 200, data: [1, 2], etag: '"a"' }] });
    const entry = await loader.load({ ...units, current: undefined });
    expect(calls).toEqual([{ url: "/api/uy/all", etag: null }]);
    expect(entry).toEqual({ data: [1, 2], etag: '"a"', timestamp: 1000 });
    expect(data.get("units")).toEqual(entry);
  });

  it("shows the stored copy while asking, and keeps it on 304 with a new timestamp", async () => {
    const { loader, data, calls, tick } = setup({
      initial: { units: { data: ["old"], etag: '"a"', timestamp: 5 } },
      answers: [{ status: 304 }],
    });
    const shown: CacheEntry[] = [];
    tick(500);
    const entry = await loader.load({ ...units, current: undefined, onStoredCopy: (e) => shown.push(e) });
    expect(shown).toEqual([{ data: ["old"], etag: '"a"', timestamp: 5 }]);
    expect(calls[0]?.etag).toBe('"a"');
    expect(entry).toEqual({ data: ["old"], etag: '"a"', timestamp: 1500 });
    expect(data.get("units")?.timestamp).toBe(1500);
  });

  it("revalidates the copy the page holds without reading the store", async () => {
    const { loader, calls } = setup({
      initial: { units: { data: ["stored"], etag: '"s"', timestamp: 1 } },
      answers: [{ status: 200, data: ["new"], etag: '"b"' }],
    });
    const shown = vi.fn();
    const entry = await loader.load({
      ...units,
      current: { data: ["held"], etag: '"h"', timestamp: 2 },
      onStoredCopy: shown,
    });
    expect(calls[0]?.etag).toBe('"h"');
    expect(shown).not.toHaveBeenCalled();
    expect(entry.data).toEqual(["new"]);
  });

  it("forces a full fetch, without If-None-Match", async () => {
    const { loader, calls } = setup({ answers: [{ status: 200, data: ["fresh"], etag: '"c"' }] });
    const entry = await loader.load({
      ...units,
      current: { data: ["old"], etag: '"a"', timestamp: 5 },
      force: true,
    });
    expect(calls.map((c) => c.etag)).toEqual([null]);
    expect(entry.data).toEqual(["fresh"]);
  });

  it("asks again in full when the server answers 304 to a copy it does not have", async () => {
    const { loader, calls } = setup({
      initial: {},
      answers: [{ status: 304 }, { status: 200, data: ["whole"], etag: '"w"' }],
    });
    // A held copy without an ETag sends none; a 304 then is the server's mistake.
    const entry = await loader.load({ ...clients, current: undefined });
    expect(calls.map((c) => c.etag)).toEqual([null, null]);
    expect(entry.data).toEqual(["whole"]);
  });

  it("keeps lists with personal data out of the store, and never reads a stored copy of them", async () => {
    const { loader, data, calls } = setup({
      initial: { clients: { data: ["stale"], etag: '"x"', timestamp: 1 } },
      answers: [{ status: 200, data: [{ name: "Client" }], etag: '"p"' }],
    });
    const shown = vi.fn();
    const entry = await loader.load({ ...clients, current: undefined, onStoredCopy: shown });
    expect(calls[0]?.etag).toBeNull();
    expect(shown).not.toHaveBeenCalled();
    expect(entry.data).toEqual([{ name: "Client" }]);
    expect(data.get("clients")?.data).toEqual(["stale"]);
  });

  it("passes a failure on and stores nothing", async () => {
    const { loader, data } = setup({
      initial: { units: { data: ["old"], etag: '"a"', timestamp: 5 } },
      answers: [new Error("offline")],
    });
    await expect(loader.load({ ...units, current: undefined })).rejects.toThrow("offline");
    expect(data.get("units")).toEqual({ data: ["old"], etag: '"a"', timestamp: 5 });
  });

  it("forgets every stored copy on clear, and never stores an answer that arrives afterwards", async () => {
    let release: (value: FetchResult) => void = () => undefined;
    const { store, data } = memoryStore({ units: { data: ["old"], etag: '"a"', timestamp: 5 } });
    const loader = new ListLoader({
      store,
      warn: vi.fn(),
      fetchList: () =>
        new Promise<FetchResult>((resolve) => {
          release = resolve;
        }),
    });
    const shown: CacheEntry[] = [];
    const loading = loader.load({ ...units, current: undefined, onStoredCopy: (e) => shown.push(e) });
    await vi.waitFor(() => expect(shown).toHaveLength(1));
    await loader.clear();
    release({ status: 200, data: ["late"], etag: '"b"' });
    await loading;
    expect(data.size).toBe(0);
  });

  describe("with the copies' ETags at hand (localStorage beside IndexedDB)", () => {
    /** A store whose read answers only when `release` is called: IndexedDB opening on a page load. */
    function slowStore(copy: CacheEntry | undefined) {
      let release: () => void = () => undefined;
      const ready = new Promise<void>((resolve) => {
        release = resolve;
      });
      const saved: CacheEntry[] = [];
      const store: EntryStore = {
        get: async () => {
          await ready;
          return copy;
        },
        set: async (_name, entry) => {
          saved.push(entry);
        },
        clear: async () => undefined,
      };
      return { store, saved, release: () => release() };
    }
    const noted = (etag: string | null) => {
      const etags = new Map<string, string | null>([["units", etag]]);
      return {
        etags,
        store: {
          get: (n: string) => etags.get(n) ?? null,
          set: (n: string, e: string | null) => void etags.set(n, e),
        },
      };
    };
    const copy: CacheEntry = { data: ["old"], etag: '"a"', timestamp: 5 };

    it("asks the server at once with the noted ETag, and a 304 keeps the copy once it is read", async () => {
      const slow = slowStore(copy);
      const tags = noted('"a"');
      const calls: (string | null)[] = [];
      const fetchList = vi.fn(async (_url: string, etag: string | null) => {
        calls.push(etag);
        return { status: 304 } as FetchResult;
      });
      const loader = new ListLoader({ store: slow.store, etags: tags.store, fetchList, now: () => 9 });
      const loading = loader.load({ ...units, current: undefined });
      // Sent before the store has answered.
      await vi.waitFor(() => expect(calls).toEqual(['"a"']));
      slow.release();
      expect(await loading).toEqual({ data: ["old"], etag: '"a"', timestamp: 9 });
    });

    it("notes a new copy's ETag and shows no copy over the server's answer", async () => {
      const slow = slowStore(copy);
      const tags = noted(null);
      const fetchList = vi.fn(async () => ({ status: 200, data: ["new"], etag: '"b"' }) as FetchResult);
      const loader = new ListLoader({ store: slow.store, etags: tags.store, fetchList, now: () => 9 });
      const shown: CacheEntry[] = [];
      const entry = await loader.load({ ...units, current: undefined, onStoredCopy: (e) => shown.push(e) });
      expect(fetchList).toHaveBeenCalledWith("/api/uy/all", null);
      expect(entry.data).toEqual(["new"]);
      expect(tags.etags.get("units")).toBe('"b"');
      slow.release();
      await vi.waitFor(() => expect(slow.saved).toHaveLength(1));
      expect(shown).toEqual([]);
    });

    it("asks in full when a 304 answers an ETag whose copy is not the one stored", async () => {
      const slow = slowStore({ ...copy, etag: '"z"' });
      slow.release();
      const tags = noted('"a"');
      const answers: FetchResult[] = [{ status: 304 }, { status: 200, data: ["full"], etag: '"c"' }];
      const calls: (string | null)[] = [];
      const fetchList = vi.fn(async (_url: string, etag: string | null) => {
        calls.push(etag);
        return answers.shift() as FetchResult;
      });
      const loader = new ListLoader({ store: slow.store, etags: tags.store, fetchList, now: () => 9 });
      const entry = await loader.load({ ...units, current: undefined });
      expect(calls).toEqual(['"a"', null]);
      expect(entry.data).toEqual(["full"]);
    });
  });
});
