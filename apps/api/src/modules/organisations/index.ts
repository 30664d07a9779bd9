/**
 * The front door of organisations: all that other modules and app.ts may use (module-boundaries.test.ts).
 * Organisations: routes, and the seller and account a paper names.
 */
export { organisationsRoutes } from "./organisations.routes";
export { paperSeller } from "./paper-seller";
export { payAccount } from "./pay-account";
