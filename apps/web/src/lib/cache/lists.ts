/**
 * The cached `all` lists (docs/product.md, Lists cache). `persist: false` marks lists that carry
 * clients' personal data: they live in memory for the page's lifetime and never reach IndexedDB,
 * where they would outlive the session.
 */
export const CACHED_LISTS = {
  contracts: { url: "/api/shartnoma/all_shartnoma", persist: false },
  banks: { url: "/api/bank/all", persist: true },
  unitsWithClients: { url: "/api/uy/all_with_clients", persist: false },
  buildings: { url: "/api/bino/all", persist: true },
  sections: { url: "/api/bolim/all", persist: true },
  clientsWithSteps: { url: "/api/client/with_steps", persist: false },
  objects: { url: "/api/obyekt/all", persist: true },
  entrances: { url: "/api/podezd/all", persist: true },
  organisations: { url: "/api/tashkilot/all", persist: true },
  users: { url: "/api/user/all", persist: true },
  units: { url: "/api/uy/all", persist: true },
  unitStats: { url: "/api/uy/all_stat", persist: true },
} as const satisfies Record<string, { url: string; persist: boolean }>;

export type CachedListName = keyof typeof CACHED_LISTS;
