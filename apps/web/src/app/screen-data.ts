import type { CurrentUser, PageKey } from "@makon/shared";
import type { ScreenData } from "../pages/screen-props";
import { queryClient } from "./query-client";
import { SHELL_ROUTES } from "./routes";

/** The `screenData` of each screen whose code has come in (screens.ts notes it on load). */
const known = new Map<PageKey, ScreenData>();

export function noteScreenData(key: PageKey, data: ScreenData | undefined): void {
  if (data) known.set(key, data);
}

/**
 * Starts a screen's first requests as it is opened (a move in the app or a full page load), before
 * React renders it. With the code in, at once: the requests are under way while the screen draws
 * its frame, and its hooks find them. Without it, as soon as the code arrives (before the screen's
 * words and its render). A failure is the screen's own to show: its hooks ask again.
 */
export function startScreenData(
  key: PageKey,
  params: Readonly<Record<string, string | undefined>>,
  search: string,
  user: CurrentUser,
): void {
  const ctx = { pageKey: key, params, search: new URLSearchParams(search), user, client: queryClient };
  const run = (data: ScreenData | undefined) => {
    try {
      data?.(ctx);
    } catch {
      // A prefetch is only a head start: the screen's own hooks ask and report.
    }
  };
  const data = known.get(key);
  if (data) {
    run(data);
    return;
  }
  const load = SHELL_ROUTES.find((route) => route.key === key)?.screen;
  void load?.().then(
    (module) => run(module.screenData),
    () => undefined,
  );
}
