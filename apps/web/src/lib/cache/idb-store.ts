import { clear, createStore, delMany, get, keys, set, type UseStore } from "idb-keyval";
import type { CacheEntry, EntryStore, EtagStore } from "./list-loader";

/** Every key carries the build id: copies written by an older build are never read. */
const BUSTER = import.meta.env.VITE_BUILD_ID ?? "dev";
const keyOf = (name: string) => `${BUSTER}:${name}`;

const DB_NAME = "makon-cache";
let db: UseStore | undefined;
let pruned: Promise<void> | undefined;

// Created on first use, not at import: the sign-in page never touches IndexedDB.
function store(): UseStore {
  db ??= createStore(DB_NAME, "lists");
  return db;
}

/** Deletes the copies of earlier builds once per page load, so they do not pile up. */
function pruneOldBuilds(): Promise<void> {
  pruned ??= keys(store())
    .then((all) =>
      delMany(
        all.filter((key) => !String(key).startsWith(`${BUSTER}:`)),
        store(),
      ),
    )
    .catch(() => undefined);
  return pruned;
}

async function databaseExists(): Promise<boolean> {
  if (typeof indexedDB.databases !== "function") return true;
  const all = await indexedDB.databases();
  return all.some((d) => d.name === DB_NAME);
}

/**
 * Opens the store (and starts dropping older builds' copies) ahead of the first list: on a page
 * load the first open takes ~100 ms, which otherwise held the home's first list back.
 */
export function openEntryStore(): void {
  void pruneOldBuilds();
}

export const idbEntryStore: EntryStore = {
  async get(name) {
    // Not waited for: a read names this build's key only, whatever older keys are still there.
    void pruneOldBuilds();
    return get<CacheEntry>(keyOf(name), store());
  },
  async set(name, entry) {
    await set(keyOf(name), entry, store());
  },
  async clear() {
    // Never create the database just to empty it: a sign-out on a page that cached nothing
    // (a dead token, say) would otherwise open a fresh database while the page reloads.
    if (!db && !(await databaseExists())) return;
    await clear(store());
  },
};

const ETAG_PREFIX = "list-etag:";
let etagsPruned = false;

/**
 * The stored copies' ETags in localStorage, under this build's id like the copies. Not personal
 * data: a list's version. A sign-out clears localStorage with the copies (end-session.ts).
 */
export const localEtagStore: EtagStore = {
  get(name) {
    try {
      if (!etagsPruned) {
        etagsPruned = true;
        for (const key of Object.keys(localStorage))
          if (key.startsWith(ETAG_PREFIX) && !key.startsWith(`${ETAG_PREFIX}${BUSTER}:`))
            localStorage.removeItem(key);
      }
      return localStorage.getItem(`${ETAG_PREFIX}${keyOf(name)}`);
    } catch {
      return null;
    }
  },
  set(name, etag) {
    try {
      if (etag === null) localStorage.removeItem(`${ETAG_PREFIX}${keyOf(name)}`);
      else localStorage.setItem(`${ETAG_PREFIX}${keyOf(name)}`, etag);
    } catch {
      // A full or refused localStorage only costs the next page load its 304.
    }
  },
};
