/**
 * The front door of sales: all that other modules and app.ts may use (module-boundaries.test.ts).
 * Sales: routes, and the bookings a new contract expires.
 */
export { expireBookings } from "./bookings.service";
export { salesRoutes } from "./sales.routes";
