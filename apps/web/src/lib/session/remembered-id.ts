/**
 * The signed-in user's id, noted beside the token: the next page load asks for the profile
 * (`byid`) together with the token check (`decodeToken`) instead of after it. Only a number, not
 * personal data; signing out clears it with the token (end-session.ts). The token check still
 * decides: an id that does not match it is not used (use-current-user.ts).
 */
const USER_ID_KEY = "user-id";

export function rememberedUserId(): number | undefined {
  try {
    const id = Number(localStorage.getItem(USER_ID_KEY));
    return Number.isSafeInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}

export function rememberUserId(id: number): void {
  try {
    localStorage.setItem(USER_ID_KEY, String(id));
  } catch {
    // Storage full or blocked: the next load asks in turn, as before.
  }
}
