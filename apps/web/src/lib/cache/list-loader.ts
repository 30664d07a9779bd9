/**
 * How a cached list is fetched (spec §4, DESIGN.md §6): from the last copy, revalidated against
 * the server with its ETag, and — for lists without personal data — kept in the browser's
 * IndexedDB between visits. Where the copy lives in the page, who shares it and when it is
 * fetched again is React Query's work (use-cached-list.ts); storage and network are injected here
 * so the rules can be tested without a browser.
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

export interface LoadRequest {
  name: string;
  url: string;
  /** false: memory only — for lists with clients' personal data, never written to the browser. */
  persist: boolean;
  /** The copy the page holds, if any. */
  current: CacheEntry | undefined;
  /** Fetch without If-None-Match, whatever the copy says (the reload button). */
  force?: boolean;
  /** Shows a stored copy while the server is asked (called only when one is found). */
  onStoredCopy?: (entry: CacheEntry) => void;
}

interface Deps {
  store: EntryStore;
  fetchList: ListFetcher;
  now?: () => number;
  /** Failures of the store are only logged (spec §8) — never with the list's data. */
  warn?: (message: string) => void;
}

export class ListLoader {
  /** Bumped by clear(): answers to requests made before it are never stored. */
  private generation = 0;

  constructor(private readonly deps: Deps) {}

  /** The list's new copy: the server's answer, or the held copy confirmed by 304. */
  async load(request: LoadRequest): Promise<CacheEntry> {
    const { name, url, persist, force } = request;
    const generation = this.generation;
    let entry = request.current;
    if (!entry && persist) {
      entry = await this.deps.store.get(name).catch(() => undefined);
      if (entry && generation === this.generation) request.onStoredCopy?.(entry);
    }

    const result = await this.deps.fetchList(url, force ? null : (entry?.etag ?? null));
    const now = (this.deps.now ?? Date.now)();
    let next: CacheEntry;
    if (result.status === 200) next = { data: result.data, etag: result.etag, timestamp: now };
    else if (entry) next = { ...entry, timestamp: now };
    // 304 without a copy cannot happen unless the server misbehaves; ask again in full.
    else if (!force) return this.load({ ...request, force: true });
    else throw new Error(`List "${name}" answered 304 to a request without If-None-Match`);

    if (persist && generation === this.generation) {
      await this.deps.store.set(name, next).catch((error: unknown) => {
        this.warn(`List "${name}" could not be stored (${describe(error)})`);
      });
    }
    return next;
  }

  /** Drops every stored copy (logout, session end); answers still on their way are not stored. */
  async clear(): Promise<void> {
    this.generation += 1;
    await this.deps.store.clear();
  }

  private warn(message: string): void {
    (this.deps.warn ?? console.warn)(message);
  }
}

function describe(error: unknown): string {
  if (error && typeof error === "object" && "code" in error) return String(error.code);
  return error instanceof Error ? error.name : "unknown error";
}
