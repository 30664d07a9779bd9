import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@makon/shared";
import type { Locale } from "antd/es/locale";
import dayjs from "dayjs";
import { useSyncExternalStore } from "react";
import { antdLocaleUz } from "./antd-locale";
import { i18n } from "./index";

/**
 * The language the app is read in (decision 21). Uzbek (Latin) is bundled; Russian and Uzbek
 * Cyrillic are loaded the first time someone reads them, as chunks of their own (the main route's
 * JavaScript has a budget: docs/decisions/0017). A language is applied only once all its words
 * are in, so no screen shows a mix.
 *
 * Before sign-in the language is the one this browser last used (localStorage); signed in, it is
 * the user's own, kept on the server (RequireSession applies it, the top bar's switch saves it).
 */

/** Where this browser remembers the last language (the sign-in page reads it; sign-out keeps it). */
export const LANGUAGE_STORAGE_KEY = "makon.language";

/** Words of one area, namespace by namespace: what addResourceBundle takes. */
export type Resources = Readonly<Record<string, object>>;

/** Everything one language needs besides the lazy namespaces. */
export interface LanguagePack {
  /** The main namespaces (the same ones as ./uz/index.ts). */
  resources: Resources;
  /** antd's own words (tables, pagination, pickers), with our date picker words. */
  antd: Locale;
  /** The dayjs locale, imported by the pack that names it. */
  dayjs: string;
}

type OtherLanguage = Exclude<Language, "uz">;

/** The lazily loaded languages; `import()` keeps each out of the main bundle. */
const PACKS: Record<OtherLanguage, () => Promise<LanguagePack>> = {
  ru: () => import("./packs/ru").then((m) => m.pack),
  "uz-Cyrl": () => import("./packs/uz-cyrl").then((m) => m.pack),
};

/** How a lazy area's words in another language are loaded (./lazy-namespaces.ts). */
export type LazyLoaders = Record<OtherLanguage, () => Promise<Resources>>;

interface LazyArea {
  loaders: LazyLoaders;
  loading: Map<Language, Promise<void>>;
}

/** The `lang` attribute of <html>: what screen readers and the browser's hyphenation use. */
const HTML_LANG: Record<Language, string> = { uz: "uz", "uz-Cyrl": "uz-Cyrl", ru: "ru" };

const packs = new Map<Language, LanguagePack>([
  ["uz", { resources: {}, antd: antdLocaleUz, dayjs: "uz-latn" }],
]);
const packLoading = new Map<Language, Promise<LanguagePack>>();
const lazyAreas: LazyArea[] = [];
const listeners = new Set<() => void>();

let current: Language = DEFAULT_LANGUAGE;
/** The language being switched to (the last asked for), or the current one. */
let target: Language = DEFAULT_LANGUAGE;
let switching: Promise<void> = Promise.resolve();

export function getLanguage(): Language {
  return current;
}

/** The language this browser last used: the sign-in page's, and the first guess on a page load. */
export function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function remember(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or a full storage: the language still applies to this page.
  }
}

function addBundles(language: Language, resources: Resources): void {
  for (const [ns, words] of Object.entries(resources))
    if (!i18n.hasResourceBundle(language, ns)) i18n.addResourceBundle(language, ns, words, true, true);
}

function loadPack(language: Language): Promise<LanguagePack> {
  const known = packs.get(language);
  if (known) return Promise.resolve(known);
  let loading = packLoading.get(language);
  if (!loading) {
    loading = PACKS[language as OtherLanguage]().then(
      (pack) => {
        addBundles(language, pack.resources);
        packs.set(language, pack);
        return pack;
      },
      (error: unknown) => {
        // A dropped connection: the next switch tries again.
        packLoading.delete(language);
        throw error;
      },
    );
    packLoading.set(language, loading);
  }
  return loading;
}

function loadArea(area: LazyArea, language: Language): Promise<void> {
  if (language === "uz") return Promise.resolve();
  let loading = area.loading.get(language);
  if (!loading) {
    loading = area.loaders[language]().then(
      (resources) => addBundles(language, resources),
      (error: unknown) => {
        area.loading.delete(language);
        throw error;
      },
    );
    area.loading.set(language, loading);
  }
  return loading;
}

function apply(language: Language, pack: LanguagePack): void {
  current = language;
  dayjs.locale(pack.dayjs);
  if (typeof document !== "undefined") document.documentElement.lang = HTML_LANG[language];
  void i18n.changeLanguage(language);
  for (const listener of listeners) listener();
}

/**
 * Loads a language's words (its main namespaces and those of every area loaded so far), then
 * switches i18next, dayjs, antd and <html lang> to it together and remembers it in this browser.
 * Switching again before a load ends: the last choice wins.
 */
export function setLanguage(language: Language): Promise<void> {
  target = language;
  const run = (async () => {
    try {
      const pack = await loadPack(language);
      await Promise.all(lazyAreas.map((area) => loadArea(area, language)));
      if (target !== language) return;
      remember(language);
      if (language !== current) apply(language, pack);
    } catch (error) {
      // Not loaded (a dropped connection): the app stays in the language it was read in.
      if (target === language) target = current;
      throw error;
    }
  })();
  switching = run.catch(() => undefined);
  return run;
}

/**
 * Called once by a lazy area (./lazy-namespaces.ts) as its module loads: its Uzbek words are added
 * at once, and those of the language being read load now; later switches load them too.
 */
export function registerLazyWords(uz: Resources, loaders: LazyLoaders): void {
  addBundles("uz", uz);
  const area: LazyArea = { loaders, loading: new Map() };
  lazyAreas.push(area);
  if (target !== "uz") void loadArea(area, target).catch(() => undefined);
}

/**
 * Resolves when the words of the language being read are all in, those of the lazy areas loaded
 * so far included: a screen's module awaits it, so a screen never renders with Uzbek fallbacks.
 * A failed load resolves too (the screen then shows Uzbek rather than nothing).
 */
export async function wordsReady(): Promise<void> {
  await switching;
  await Promise.all(lazyAreas.map((area) => loadArea(area, target))).catch(() => undefined);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language being read; the component renders again when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, getLanguage);
}

/** antd's locale for the language being read (ConfigProvider). */
export function useAntdLocale(): Locale {
  const language = useLanguage();
  return (packs.get(language) ?? packs.get(DEFAULT_LANGUAGE))?.antd ?? antdLocaleUz;
}
