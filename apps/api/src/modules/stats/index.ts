/**
 * The front door of stats: all that other modules and app.ts may use (module-boundaries.test.ts).
 * Stats: its routes (home tiles, figures, flows) only.
 */
export { homeRoutes } from "./home.routes";
export { statsRoutes } from "./stats.routes";
export { statsFlowsRoutes } from "./stats-flows.routes";
