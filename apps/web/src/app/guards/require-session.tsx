import { useEffect } from "react";
import { Navigate, Outlet } from "react-router";
import { useCurrentUser } from "../../features/auth";
import { getToken } from "../../lib/api";
import { endSession, SESSION_ERROR_RELOAD_MS } from "../../lib/session";
import { FullPageSpin } from "../../lib/ui/full-page-spin";
import { LOGIN_PATH } from "../routes";

/**
 * Signed-in routes (spec §4): no token → /login; a token → the user is loaded once, with a
 * spinner meanwhile; a token the server refuses → everything local is forgotten and the page
 * reloads after 200 ms, which lands on /login.
 */
export function RequireSession() {
  const hasToken = getToken() !== null;
  const { data: user, isError } = useCurrentUser();

  useEffect(() => {
    if (isError) void endSession(SESSION_ERROR_RELOAD_MS);
  }, [isError]);

  if (!hasToken) return <Navigate to={LOGIN_PATH} replace />;
  if (!user) return <FullPageSpin />;
  return <Outlet />;
}
