/**
 * The front door of organisations: all that other modules and app.ts may use (module-boundaries.test.ts).
 * Organisations: routes, and the account a paper asking for money names.
 */
export { organisationsRoutes } from "./organisations.routes";
export { payAccount } from "./pay-account";
