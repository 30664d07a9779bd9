/**
 * The front door of notifications: all that other modules and app.ts may use (module-boundaries.test.ts).
 * Notifications: its routes only.
 */
export { notificationsRoutes } from "./notifications.routes";
