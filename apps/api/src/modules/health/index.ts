/**
 * The front door of health: all that other modules and app.ts may use (module-boundaries.test.ts).
 * Health: its routes only.
 */
export { healthRoutes } from "./health.routes";
