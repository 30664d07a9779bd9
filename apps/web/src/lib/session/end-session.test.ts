import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const clearListCache = vi.fn<() => Promise<void>>();
vi.mock("../cache", () => ({ clearListCache: () => clearListCache() }));

/** The browser's localStorage, in memory (these tests run in Node). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, String(v)),
    removeItem: (k) => void items.delete(k),
    clear: () => items.clear(),
  };
}

describe("endSession", () => {
  const reload = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    vi.resetModules();
    reload.mockReset();
    clearListCache.mockReset();
    vi.stubGlobal("localStorage", memoryStorage());
    vi.stubGlobal("window", { setTimeout, location: { reload } });
    localStorage.setItem("token", "t".repeat(43));
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("forgets the token, keeps the language, empties the lists cache, then reloads after the delay", async () => {
    clearListCache.mockResolvedValue(undefined);
    const { endSession } = await import("./end-session");
    const { LANGUAGE_STORAGE_KEY } = await import("../../i18n/language");
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "ru");
    await endSession(200);
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("ru");
    expect(clearListCache).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(199);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads all the same when the cache never answers, once the wait is over", async () => {
    clearListCache.mockReturnValue(new Promise(() => undefined));
    const { endSession, CACHE_CLEAR_WAIT_MS } = await import("./end-session");
    void endSession(200);
    expect(localStorage.getItem("token")).toBeNull();
    await vi.advanceTimersByTimeAsync(CACHE_CLEAR_WAIT_MS + 199);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads when emptying the cache fails, and ends a session only once", async () => {
    clearListCache.mockRejectedValue(new Error("quota"));
    const { endSession } = await import("./end-session");
    await Promise.all([endSession(0), endSession(0)]);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(clearListCache).toHaveBeenCalledTimes(1);
  });
});
