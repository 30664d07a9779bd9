import "./i18n";
// antd's styles, built once (the theme's zeroRuntime); the app's own come after and win a tie.
import "antd/dist/antd.css";
import "./app/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { signedInPath } from "./app/guards/guest-only";
import { preloadRoute } from "./app/preload-route";
import { queryClient } from "./app/query-client";
import { setLanguage, storedLanguage } from "./i18n/language";
import { getToken, setForbiddenHandler, setUnauthorizedHandler } from "./lib/api";
import { clearListCache, openListCache } from "./lib/cache";
import { currentUserKey, currentUserQuery, endSession, SESSION_ERROR_RELOAD_MS } from "./lib/session";

// A signed-in call answered 401 means the token is gone (revoked, user deactivated): start over.
setUnauthorizedHandler(() => void endSession(SESSION_ERROR_RELOAD_MS));
// A 403 means rights changed: reload the profile so the guards and the menu follow at once.
setForbiddenHandler(() => void queryClient.invalidateQueries({ queryKey: currentUserKey }));

// Signed in: the session check leaves, and the shell and this page's screen start loading, before
// React first renders (which waits for the words): everything after depends on the profile.
if (getToken() !== null) {
  void queryClient.prefetchQuery(currentUserQuery());
  openListCache();
  void preloadRoute(signedInPath(window.location.pathname, window.location.search).split(/[?#]/)[0] ?? "/");
} else {
  // No session, so no one's lists: copies a sign-out could not finish clearing (end-session.ts)
  // go now. Without a database this only asks whether there is one.
  void clearListCache().catch(() => undefined);
}

// The language this browser last read is loaded before the first render: no flash of Uzbek. A
// signed-in user's own language (from the server) follows in RequireSession if it differs.
const language = storedLanguage();
const wordsIn = language === "uz" ? Promise.resolve() : setLanguage(language).catch(() => undefined);

void wordsIn.then(() =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
