/**
 * The front door of property: all that other modules and app.ts may use (module-boundaries.test.ts).
 * Property: its routes only.
 */
export { propertyRoutes } from "./property.routes";
