import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { getToken } from "../../lib/api";
import { HOME_PATH, LOGIN_PATH } from "../routes";

/** The query parameter /login keeps the page a signed-out visitor asked for (decision 46). */
const NEXT = "next";
/** Any origin will do: only whether the path stays on it matters. */
const BASE = "http://makon.invalid";

/**
 * The app page a sign-in may return to, or null. Only a path of this app: "//evil", "http://…",
 * "/\evil" would leave the site (an open redirect), /api/… is no page, /login would loop.
 */
export function safeNextPath(raw: string | null): string | null {
  if (!raw?.startsWith("/") || raw.startsWith("//") || /[\\\s]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = url.pathname;
  if (path === "/api" || path.startsWith("/api/") || path === LOGIN_PATH) return null;
  return `${path}${url.search}${url.hash}`;
}

/** /login for a page asked for while signed out: the home needs no return address. */
export function loginPathFor(wanted: string): string {
  const next = safeNextPath(wanted);
  return next && next !== HOME_PATH ? `${LOGIN_PATH}?${NEXT}=${encodeURIComponent(next)}` : LOGIN_PATH;
}

/**
 * The address a signed-in page load shows: /login sends them to the page they had asked for, or
 * home. The page reloaded after a sign-in (docs/product.md, Sign-in) is at /login, so what loads
 * ahead for it is that page's (main.tsx).
 */
export function signedInPath(pathname: string, search = ""): string {
  if (pathname !== LOGIN_PATH) return pathname;
  return safeNextPath(new URLSearchParams(search).get(NEXT)) ?? HOME_PATH;
}

/** /login for a signed-in user sends them on: home, unless a link was asked for (decision 46). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  if (getToken() !== null) return <Navigate to={signedInPath(pathname, search)} replace />;
  return children;
}
