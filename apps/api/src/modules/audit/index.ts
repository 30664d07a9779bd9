/**
 * The front door of audit: all that other modules and app.ts may use (module-boundaries.test.ts).
 * Audit: the change history every module writes, and its routes.
 */
export { auditRoutes } from "./audit.routes";
export { recordHistory } from "./audit.service";
