import { LANGUAGE_STORAGE_KEY } from "../../i18n/language";
import { clearListCache } from "../cache";

/** The reload delay after a failed session load (docs/product.md, Session). */
export const SESSION_ERROR_RELOAD_MS = 200;

/**
 * How long the end of a session waits for the lists cache to be emptied before it reloads all
 * the same. IndexedDB answers in milliseconds, but on a busy machine it was seen not to answer for
 * half a minute, and the page then sat on /login without its reload. What is not cleared here is
 * cleared on the next page without a session (main.tsx).
 */
export const CACHE_CLEAR_WAIT_MS = 1_000;

let ending = false;

/**
 * Forgets everything this browser holds for the signed-in user — the token and the rest of
 * localStorage, and the lists cache — then reloads, which lands on /login. The language stays:
 * the sign-in page speaks the one last read here. A session the server ended reloads where it
 * was, so the sign-in returns there; `goTo` leaves for a page of its own (a logout: the next
 * person to sign in at this browser starts at their home, not at the last one's page).
 */
export async function endSession(reloadAfterMs = 0, goTo?: string): Promise<void> {
  if (ending) return;
  ending = true;
  const language = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  localStorage.clear();
  if (language !== null) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  await Promise.race([
    clearListCache().catch(() => undefined),
    new Promise((resolve) => window.setTimeout(resolve, CACHE_CLEAR_WAIT_MS)),
  ]);
  const leave = () => (goTo ? window.location.assign(goTo) : window.location.reload());
  if (reloadAfterMs > 0) window.setTimeout(leave, reloadAfterMs);
  else leave();
}
