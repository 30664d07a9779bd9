import type { PageKey } from "@makon/shared";
import type { ScreenProps } from "../pages/screen-props";
import { type Preloadable, preloadable } from "./preload";
import { SHELL_ROUTES } from "./routes";

/** The shell (top bar, menu), loaded on demand so /login downloads none of it. */
export const appShell = preloadable(() => import("./shell/app-shell"));

/** Every route's screen, loaded on demand; routes without one show "coming soon". */
export const screens = new Map<PageKey, Preloadable<ScreenProps>>(
  SHELL_ROUTES.flatMap((route) => (route.screen ? [[route.key, preloadable(route.screen)] as const] : [])),
);
