/**
 * The lists cache (spec §4, DESIGN.md §6): each list is shown at once from the last copy and
 * revalidated against the server with its ETag. Storage and network are injected so the rules
 * can be tested without a browser.
 */

export interface CacheEntry {
  data: unknown;
  etag: string | null;
  /** When the copy was last confirmed by the server (ms since epoch). */
  timestamp: number;
}

/** Where persisted copies live (IndexedDB in the browser). */
export interface EntryStore {
  get(name: string): Promise<CacheEntry | undefined>;
  set(name: string, entry: CacheEntry): Promise<void>;
  clear(): Promise<void>;
}

export type FetchResult = { status: 200; data: unknown; etag: string | null } | { status: 304 };

/** Fetches a list; with an etag it sends If-None-Match and may get 304. */
export type ListFetcher = (url: string, etag: string | null) => Promise<FetchResult>;

export interface ListState {
  data: unknown;
  loading: boolean;
  /** The last fetch failed (the copy, if any, is still shown). */
  failed: boolean;
  timestamp: number | null;
}

export interface LoadOptions {
  /** false: memory only — for lists with clients' personal data, never written to the browser. */
  persist: boolean;
  /** Fetch without If-None-Match, whatever the copy says. */
  force?: boolean;
}

interface Deps {
  store: EntryStore;
  fetchList: ListFetcher;
  now?: () => number;
  /** Failures are only logged (spec §8) — never with the list's data. */
  warn?: (message: string) => void;
}

const EMPTY: ListState = { data: undefined, loading: false, failed: false, timestamp: null };

export class ListCache {
  private readonly entries = new Map<string, CacheEntry>();
  private readonly states = new Map<string, ListState>();
  private readonly listeners = new Map<string, Set<() => void>>();
  private readonly inflight = new Map<string, Promise<void>>();
  /** Bumped by clear(): answers to requests made before it are dropped, not stored. */
  private generation = 0;

  constructor(private readonly deps: Deps) {}

  getState(name: string): ListState {
    return this.states.get(name) ?? EMPTY;
  }

  subscribe(name: string, listener: () => void): () => void {
    let set = this.listeners.get(name);
    if (!set) {
      set = new Set();
      this.listeners.set(name, set);
    }
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Shows the copy (if any) and revalidates; concurrent loads of one list share one request. */
  load(name: string, url: string, options: LoadOptions): Promise<void> {
    const running = this.inflight.get(name);
    if (running && !options.force) return running;
    const next = (running ?? Promise.resolve()).then(() => this.revalidate(name, url, options));
    const tracked = next.finally(() => {
      if (this.inflight.get(name) === tracked) this.inflight.delete(name);
    });
    this.inflight.set(name, tracked);
    return tracked;
  }

  /** Drops every copy, in memory and in the store (logout, session end). */
  async clear(): Promise<void> {
    this.generation += 1;
    this.entries.clear();
    this.inflight.clear();
    for (const name of [...this.states.keys()]) this.update(name, EMPTY);
    await this.deps.store.clear();
  }

  private async revalidate(name: string, url: string, { persist, force }: LoadOptions): Promise<void> {
    const generation = this.generation;
    const stale = () => generation !== this.generation;
    this.patch(name, { loading: true });

    let entry = this.entries.get(name);
    if (!entry && persist) {
      entry = await this.deps.store.get(name).catch(() => undefined);
      if (stale()) return;
      if (entry) {
        this.entries.set(name, entry);
        this.patch(name, { data: entry.data, timestamp: entry.timestamp });
      }
    }

    let result: FetchResult;
    try {
      result = await this.deps.fetchList(url, force ? null : (entry?.etag ?? null));
    } catch (error) {
      if (stale()) return;
      this.warn(`List "${name}" could not be loaded (${describe(error)})`);
      this.patch(name, { loading: false, failed: true });
      return;
    }
    if (stale()) return;

    const now = (this.deps.now ?? Date.now)();
    if (result.status === 304 && entry) {
      entry = { ...entry, timestamp: now };
    } else if (result.status === 200) {
      entry = { data: result.data, etag: result.etag, timestamp: now };
    } else {
      // 304 without a copy cannot happen unless the server misbehaves; ask again in full.
      if (!force) return this.revalidate(name, url, { persist, force: true });
      this.patch(name, { loading: false, failed: true });
      return;
    }
    this.entries.set(name, entry);
    this.patch(name, { data: entry.data, timestamp: entry.timestamp, loading: false, failed: false });
    if (persist) {
      await this.deps.store.set(name, entry).catch((error: unknown) => {
        this.warn(`List "${name}" could not be stored (${describe(error)})`);
      });
    }
  }

  private patch(name: string, change: Partial<ListState>): void {
    this.update(name, { ...this.getState(name), ...change });
  }

  private update(name: string, state: ListState): void {
    this.states.set(name, state);
    for (const listener of this.listeners.get(name) ?? []) listener();
  }

  private warn(message: string): void {
    (this.deps.warn ?? console.warn)(message);
  }
}

function describe(error: unknown): string {
  if (error && typeof error === "object" && "code" in error) return String(error.code);
  return error instanceof Error ? error.name : "unknown error";
}
