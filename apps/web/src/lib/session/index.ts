export { endSession, SESSION_ERROR_RELOAD_MS } from "./end-session";
export { logout } from "./logout";
export { saveMyLanguage } from "./save-language";
export { currentUserKey, currentUserQuery, useCurrentUser } from "./use-current-user";
