import { LANGUAGE_STORAGE_KEY } from "../../i18n/language";
import { clearListCache } from "../cache";

/** Spec §9: the reload delay after a failed session load. */
export const SESSION_ERROR_RELOAD_MS = 200;

let ending = false;

/**
 * Forgets everything this browser holds for the signed-in user — the token and the rest of
 * localStorage, and the lists cache — then reloads, which lands on /login. The language stays:
 * the sign-in page speaks the one last read here.
 */
export async function endSession(reloadAfterMs = 0): Promise<void> {
  if (ending) return;
  ending = true;
  const language = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  localStorage.clear();
  if (language !== null) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  await clearListCache().catch(() => undefined);
  if (reloadAfterMs > 0) window.setTimeout(() => window.location.reload(), reloadAfterMs);
  else window.location.reload();
}
