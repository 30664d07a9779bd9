import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { getToken } from "../../lib/api";
import { HOME_PATH, LOGIN_PATH } from "../routes";

/**
 * The address a signed-in page load shows: /login sends them home. The page reloaded after a
 * sign-in (spec §9) is at /login, so what loads ahead for it is the home's (main.tsx).
 */
export function signedInPath(pathname: string): string {
  return pathname === LOGIN_PATH ? HOME_PATH : pathname;
}

/** /login for a signed-in user sends them home (spec §2). */
export function GuestOnly({ children }: { children: ReactNode }) {
  if (getToken() !== null) return <Navigate to={HOME_PATH} replace />;
  return children;
}
