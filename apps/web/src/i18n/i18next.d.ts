import type { defaultNS, resources } from "./index";
import type { LazyResources } from "./lazy-namespaces";

// Typed keys: a missing or misspelt text key fails the type check instead of showing the key.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: (typeof resources)["uz"] & LazyResources;
  }
}
