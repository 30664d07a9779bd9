import { i18n } from "./index";
import { collections } from "./uz/collections";
import { handover } from "./uz/handover";
import { sms } from "./uz/sms";
import { stats } from "./uz/stats";

/**
 * Namespaces that load with the screens that use them, not with the main route: the collections
 * words (with the server's catalogue they share), the handover, SMS and stats words. Importing this module adds
 * them once; every module that reads them imports it first (the collections and SMS features, the
 * history's field names).
 */
const LAZY = { collections, handover, sms, stats } as const;
export type LazyResources = typeof LAZY;

for (const [ns, words] of Object.entries(LAZY))
  if (!i18n.hasResourceBundle("uz", ns)) i18n.addResourceBundle("uz", ns, words, true, true);
