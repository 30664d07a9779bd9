/**
 * The front door of housekeeping: all that other modules and app.ts may use (module-boundaries.test.ts).
 * Housekeeping: the purge app.ts runs on a timer.
 */
export { purgeExpired } from "./purge.service";
