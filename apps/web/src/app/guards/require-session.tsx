import type { Language } from "@makon/shared";
import { useEffect, useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { getLanguage, setLanguage } from "../../i18n/language";
import { ApiError, getToken } from "../../lib/api";
import { endSession, SESSION_ERROR_RELOAD_MS, useCurrentUser } from "../../lib/session";
import { FullPageSpin } from "../../lib/ui/full-page-spin";
import { preloadRoute } from "../preload-route";
import { loginPathFor } from "./guest-only";

/**
 * Signed-in routes (docs/product.md, Session): no token → /login; a token → the user is loaded
 * once, with a spinner meanwhile; a token the server refuses → everything local is forgotten and
 * the page reloads after 200 ms, which lands on /login.
 *
 * Rights can change during the day: on navigation, a profile older than REVALIDATE_MS is
 * fetched again in the background, so a removed page leads to /noEnter on the next move.
 */
const REVALIDATE_MS = 15_000;

function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403 || error.status === 404);
}

/**
 * The signed-in user's own language (docs/product.md, Languages), applied once when their profile
 * first arrives: true once the app reads it (or its words failed to load: the app then stays as it
 * was). Later changes come from the top bar's switch, which applies them itself.
 */
function useUserLanguage(wanted: Language | undefined): boolean {
  const [applied, setApplied] = useState(false);
  useEffect(() => {
    if (!wanted || applied) return;
    let live = true;
    const done = () => live && setApplied(true);
    if (wanted === getLanguage()) done();
    else void setLanguage(wanted).then(done, done);
    return () => {
      live = false;
    };
  }, [wanted, applied]);
  return applied || (wanted !== undefined && wanted === getLanguage());
}

export function RequireSession() {
  const hasToken = getToken() !== null;
  const { data: user, isError, error, dataUpdatedAt, refetch } = useCurrentUser();
  const { pathname, search, hash } = useLocation();
  // The first screen's code is awaited with the user (preload-route.ts): rendered once both are
  // in, it does not suspend; its first request was asked for when the user arrived.
  const [codeReady, setCodeReady] = useState(false);
  const languageReady = useUserLanguage(user?.language);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page the session starts on
  useEffect(() => {
    if (!hasToken) return;
    let live = true;
    void preloadRoute(pathname).then(() => live && setCodeReady(true));
    return () => {
      live = false;
    };
  }, []);

  // A failed first load, or a refusal later, ends the session; a dropped connection during a
  // background refresh does not.
  const ended = isError && (!user || isRefusal(error));
  useEffect(() => {
    if (ended) void endSession(SESSION_ERROR_RELOAD_MS);
  }, [ended]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation by design
  useEffect(() => {
    if (user && Date.now() - dataUpdatedAt > REVALIDATE_MS) void refetch();
  }, [pathname]);

  // The link opened signed out is where the sign-in returns (decision 46).
  if (!hasToken) return <Navigate to={loginPathFor(`${pathname}${search}${hash}`)} replace />;
  if (!user || !codeReady || !languageReady) return <FullPageSpin />;
  return <Outlet />;
}
