import type { CurrentUser } from "@makon/shared";
import { matchPath } from "react-router";
import { apiRequest } from "../lib/api";
import { currentUserKey, decodeToken, rememberUserId } from "../lib/session";
import { queryClient } from "./query-client";
import { ROUTE_DATA } from "./route-data";
import { HOME_PATH, SHELL_ROUTES } from "./routes";
import { startScreenData } from "./screen-data";
import { appShell, screens } from "./screens";

function matchRoute(pathname: string) {
  for (const route of SHELL_ROUTES) {
    const match = matchPath(route.path, pathname);
    if (match) return { route, params: match.params };
  }
  return null;
}

/** Calls `then` with the signed-in user as soon as the session check gives it (or now). */
function whenSignedIn(then: (user: CurrentUser) => void): void {
  const known = queryClient.getQueryData<CurrentUser>(currentUserKey);
  if (known) {
    then(known);
    return;
  }
  const cache = queryClient.getQueryCache();
  const unsubscribe = cache.subscribe((event) => {
    if (event.query.queryKey[0] !== currentUserKey[0]) return;
    const user = event.query.state.data as CurrentUser | undefined;
    if (!user) return;
    unsubscribe();
    then(user);
  });
}

/**
 * A full page load of a signed-in route would otherwise run in turn: the session check, then
 * the shell's code, then the screen's, then the screen's first request. Here the shell and the
 * screen start loading with the session check (code: no user needed), and the moment the user
 * is known the screen's first data is asked for if the user holds the page (ROUTE_DATA, and the
 * screen's own screenData once its code is in).
 * Resolves when the code is in (a failed chunk too: the screen's own render reports it).
 */
export function preloadRoute(pathname: string): Promise<void> {
  const found = matchRoute(pathname);
  const data = found && ROUTE_DATA[found.route.key];
  if (found)
    whenSignedIn((user) => {
      if (!user.pagesDostup.includes(found.route.key)) return;
      data?.(found.params);
      startScreenData(found.route.key, found.params, window.location.search, user);
    });
  const screen = found ? screens.get(found.route.key) : undefined;
  return Promise.all([appShell.preload(), screen?.preload()]).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The app reloads 500 ms after a sign-in (docs/product.md, Sign-in). Meanwhile the shell's and the
 * home's code load into the browser's cache, so the reloaded page finds them there instead of
 * asking the server while its session check and its home wait; and the home's figures are asked
 * once, so the server has worked them out (they are remembered per day and scope) when the reloaded
 * page asks. The answer itself is not kept: it is personal data, and the reload drops the page's
 * memory. The token's user id is noted, so the reloaded page asks for the profile with its token
 * check.
 */
export function preloadAfterSignIn(): void {
  void preloadRoute(HOME_PATH);
  void decodeToken().then(rememberUserId, () => undefined);
  // Any answer is accepted: a refusal here is the reloaded page's to handle, not this one's.
  void apiRequest("/api/stats/home", { cache: "no-store", accept: [401, 403, 404] }).catch(() => undefined);
}
