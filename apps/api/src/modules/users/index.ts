/**
 * The front door of users: all that other modules and app.ts may use (module-boundaries.test.ts).
 * Users: routes, the signed-in user's shape, and the lifetimes the purge clears by.
 */
export { THROTTLE_WINDOW_MS } from "./login-throttle";
export { SESSION_IDLE_MS, type SessionUser } from "./sessions.service";
export { DEVICE_TTL_MS } from "./trusted-devices";
export { usersAdminRoutes } from "./users.admin.routes";
export { usersRoutes } from "./users.routes";
