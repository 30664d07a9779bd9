/**
 * The front door of bank-applications: all that other modules and app.ts may use (module-boundaries.test.ts).
 * Bank applications: the desk's routes, and the list's filters the home tiles count by.
 */
export { bankApplicationsRoutes } from "./bank-applications.routes";
export { bankFilters, enteredBefore } from "./bank-list.service";
export { bankMovesRoutes } from "./bank-moves.routes";
