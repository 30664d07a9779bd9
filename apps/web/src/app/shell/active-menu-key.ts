import { matchPath } from "react-router";
import { SHELL_ROUTES } from "../routes";

/** The menu entry to highlight for a path: the route's own key, or its list page's for a detail. */
export function activeMenuKey(pathname: string): string | undefined {
  const route = SHELL_ROUTES.find((r) => matchPath(r.path, pathname));
  return route ? (route.menu ?? route.key) : undefined;
}
