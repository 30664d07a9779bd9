export { endSession, SESSION_ERROR_RELOAD_MS } from "./end-session";
