export { endSession, SESSION_ERROR_RELOAD_MS } from "./end-session";
export { logout } from "./logout";
export { currentUserKey, useCurrentUser } from "./use-current-user";
