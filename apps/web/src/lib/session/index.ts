export { decodeToken } from "./decode-token";
export { endSession, SESSION_ERROR_RELOAD_MS } from "./end-session";
export { logout } from "./logout";
export { rememberUserId } from "./remembered-id";
export { saveMyLanguage } from "./save-language";
export { currentUserKey, currentUserQuery, useCurrentUser } from "./use-current-user";
