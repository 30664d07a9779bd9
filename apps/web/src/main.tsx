import "./i18n";
import "./app/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { setUnauthorizedHandler } from "./lib/api";
import { endSession, SESSION_ERROR_RELOAD_MS } from "./lib/session";

// A signed-in call answered 401 means the token is gone (revoked, user deactivated): start over.
setUnauthorizedHandler(() => void endSession(SESSION_ERROR_RELOAD_MS));

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
