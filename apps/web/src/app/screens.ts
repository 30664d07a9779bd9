import type { PageKey } from "@makon/shared";
import { wordsReady } from "../i18n/language";
import { type Preloadable, preloadable } from "../lib/preloadable";
import { preloadChart } from "../lib/ui/chart/lazy-chart";
import type { ScreenProps } from "../pages/screen-props";
import { queryClient } from "./query-client";
import { type ScreenLoader, SHELL_ROUTES } from "./routes";
import { noteScreenData } from "./screen-data";

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
    const code = route.screen;
    const noted: ScreenLoader = () =>
      code().then((module) => {
        noteScreenData(route.key, module.screenData);
        return module;
      });
    const load = withWords(route.charts ? withCharts(noted) : noted);
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

/** Runs `then` when the browser is next idle (within `timeout`), or after `fallback` ms without idle callbacks. */
function whenIdle(then: () => void, fallback: number): void {
  if ("requestIdleCallback" in globalThis) globalThis.requestIdleCallback(then, { timeout: 5_000 });
  else setTimeout(then, fallback);
}

/** The rights whose screens are being loaded ahead: the same rights again start nothing. */
let preloadingFor: string | undefined;

/** How long after the shell appears the screens' code starts loading: the first screen's own code and data go first. */
const SCREENS_AFTER_MS = 1_000;

/**
 * Loads the code of every screen the user holds, one screen at a time whenever the browser is idle
 * and no request is under way, starting a second after the shell appears. A move in the app then
 * renders the screen at once and its requests leave with the click — loaded on the click, the
 * screen's code took ~150 ms on a slow office computer before its first request, and React holds a
 * revealed Suspense boundary for 300 ms. Skipped on a connection that asks to save data.
 */
export function preloadScreensWhenIdle(pages: readonly string[]): void {
  const connection = (globalThis.navigator as { connection?: { saveData?: boolean } } | undefined)
    ?.connection;
  const rights = pages.join(",");
  // The profile read again with the same rights (after a 403, say) starts no second round.
  if (connection?.saveData || rights === preloadingFor) return;
  preloadingFor = rights;
  const queue = SHELL_ROUTES.flatMap((route) => {
    const screen = pages.includes(route.key) ? screens.get(route.key) : undefined;
    return screen ? [screen] : [];
  });
  const next = () => {
    // A screen's requests under way (the one shown, or one just moved to) go first.
    if (queryClient.isFetching() > 0) return void setTimeout(() => whenIdle(next, 200), 200);
    const screen = queue.shift();
    if (!screen) return;
    void screen
      .preload()
      .catch(() => undefined)
      .then(() => whenIdle(next, 100));
  };
  setTimeout(() => whenIdle(next, 100), SCREENS_AFTER_MS);
}
