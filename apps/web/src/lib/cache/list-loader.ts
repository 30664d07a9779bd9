/**
 * How a cached list is fetched (docs/product.md, Lists cache): from the last copy, revalidated
 * against the server with its ETag, and — for lists without personal data — kept in the browser's
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

/**
 * The ETag of each stored copy, readable at once (localStorage): the server can be asked in the
 * same moment as the copy is read, instead of after it. IndexedDB's first read of a page load
 * opens the database (100–170 ms in a new browser profile), and the page's first render then holds
 * its answer back further: the home's lists left ~150 ms after its own data on every sign-in.
 */
export interface EtagStore {
  get(name: string): string | null;
  set(name: string, etag: string | null): void;
}

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
  /** Failures of the store are only logged, never with the list's data (docs/product.md, Lists cache). */
  warn?: (message: string) => void;
  /** Without it the stored copy is read before the server is asked (its ETag). */
  etags?: EtagStore;
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
    let etag = force ? null : (entry?.etag ?? null);
    let stored: Promise<CacheEntry | undefined> | undefined;
    let answered = false;
    if (!entry && persist) {
      stored = this.deps.store.get(name).catch(() => undefined);
      const { etags } = this.deps;
      if (etags) {
        // Asked at once, with the ETag the copy was stored under; the copy shows when it is read,
        // unless the server has answered by then.
        etag = force ? null : etags.get(name);
        void stored.then((copy) => {
          if (copy && !answered && generation === this.generation) request.onStoredCopy?.(copy);
        });
      } else {
        entry = await stored;
        if (entry && generation === this.generation) request.onStoredCopy?.(entry);
        etag = force ? null : (entry?.etag ?? null);
      }
    }

    const result = await this.deps.fetchList(url, etag);
    answered = true;
    const now = (this.deps.now ?? Date.now)();
    let next: CacheEntry;
    if (result.status === 200) next = { data: result.data, etag: result.etag, timestamp: now };
    else {
      // A 304 confirms the copy whose ETag was sent; read now if it was asked for at once.
      if (!entry && stored) entry = await stored;
      if (entry && etag !== null && entry.etag === etag) next = { ...entry, timestamp: now };
      // 304 without that copy (a store emptied meanwhile, a misbehaving server): ask in full.
      else if (!force) return this.load({ ...request, current: undefined, force: true });
      else throw new Error(`List "${name}" answered 304 to a request without If-None-Match`);
    }

    if (persist && generation === this.generation) {
      await this.deps.store.set(name, next).then(
        () => this.deps.etags?.set(name, next.etag),
        (error: unknown) => {
          this.warn(`List "${name}" could not be stored (${describe(error)})`);
        },
      );
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
