import type { PageKey } from "@makon/shared";
import { wordsReady } from "../i18n/language";
import type { ScreenProps } from "../pages/screen-props";
import { type Preloadable, preloadable } from "./preload";
import { type ScreenLoader, SHELL_ROUTES } from "./routes";

/** The shell (top bar, menu), loaded on demand so /login downloads none of it. */
export const appShell = preloadable(() => import("./shell/app-shell"));

/**
 * A screen's code, then its words: an area whose words load with it (i18n/lazy-namespaces.ts)
 * brings them in the language being read before the screen first renders.
 */
const withWords =
  (load: ScreenLoader): ScreenLoader =>
  () =>
    load().then(async (module) => {
      await wordsReady();
      return module;
    });

/** Every route's screen, loaded on demand; routes without one show "coming soon". */
export const screens = new Map<PageKey, Preloadable<ScreenProps>>(
  SHELL_ROUTES.flatMap((route) =>
    route.screen ? [[route.key, preloadable(withWords(route.screen))] as const] : [],
  ),
);
