import { registerLazyWords } from "./language";
import { collections } from "./uz/collections";
import { handover } from "./uz/handover";
import { sms } from "./uz/sms";
import { stats } from "./uz/stats";

/**
 * Namespaces that load with the screens that use them, not with the main route: the collections
 * words (with the server's catalogue they share), the handover, SMS and stats words. Importing this module adds
 * them once; every module that reads them imports it first (the collections and SMS features, the
 * history's field names). Their Russian and Cyrillic words load from here too, on demand, when
 * someone reads that language (./language.ts): never bundled with the Uzbek ones.
 */
const LAZY = { collections, handover, sms, stats } as const;
export type LazyResources = typeof LAZY;

registerLazyWords(LAZY, {
  ru: () => import("./packs/ru-lazy").then((m) => m.ruLazy),
  "uz-Cyrl": () => import("./packs/uz-cyrl").then((m) => m.cyrillicResources(LAZY)),
});
