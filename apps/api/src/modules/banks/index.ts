/**
 * The front door of banks: all that other modules and app.ts may use (module-boundaries.test.ts).
 * Banks: their routes only; no other module uses them.
 */
export { banksRoutes } from "./banks.routes";
