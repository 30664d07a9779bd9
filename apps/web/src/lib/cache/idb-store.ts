import { clear, createStore, delMany, get, keys, set, type UseStore } from "idb-keyval";
import type { CacheEntry, EntryStore } from "./list-loader";

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

export const idbEntryStore: EntryStore = {
  async get(name) {
    await pruneOldBuilds();
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
