import type { PageKey } from "@makon/shared";
import { wordsReady } from "../i18n/language";
import { type Preloadable, preloadable } from "../lib/preloadable";
import { preloadChart } from "../lib/ui/chart/lazy-chart";
import type { ScreenProps } from "../pages/screen-props";
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

/**
 * A screen that draws charts is ready when the chart library is in too. Its chart then renders
 * at once with the data; loaded only then, it would suspend, and React 19 holds a Suspense
 * boundary's content back until its placeholder has shown for 300 ms: the whole screen's wait.
 */
const withCharts =
  (load: ScreenLoader): ScreenLoader =>
  () =>
    Promise.all([load(), preloadChart()]).then(([module]) => module);

/** Every route's screen, loaded on demand; routes without one show "coming soon". */
export const screens = new Map<PageKey, Preloadable<ScreenProps>>(
  SHELL_ROUTES.flatMap((route) => {
    if (!route.screen) return [];
    const load = withWords(route.charts ? withCharts(route.screen) : route.screen);
    return [[route.key, preloadable(load)] as const];
  }),
);

/**
 * Loads the chart library once the browser is idle, for a user who holds a screen with charts:
 * their first chart then waits for nothing. It is never part of the main route's code.
 */
export function preloadChartsWhenIdle(pages: readonly string[]): void {
  if (!SHELL_ROUTES.some((route) => route.charts && pages.includes(route.key))) return;
  const start = () => void preloadChart().catch(() => undefined);
  if ("requestIdleCallback" in globalThis) globalThis.requestIdleCallback(start, { timeout: 5_000 });
  else setTimeout(start, 2_000);
}
