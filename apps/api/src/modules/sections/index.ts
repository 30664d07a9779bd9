/**
 * The front door of sections: all that other modules and app.ts may use (module-boundaries.test.ts).
 * Sections: its routes only.
 */
export { sectionsRoutes } from "./sections.routes";
