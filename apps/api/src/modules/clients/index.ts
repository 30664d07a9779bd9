/**
 * The front door of clients: all that other modules and app.ts may use (module-boundaries.test.ts).
 * Clients: routes, the search other lists find buyers with, who may see personal data, and
 * the deal lock and step a sale, contract or refusal moves a client through.
 */
export { lockClientForDeal } from "./client-deal";
export { canSeePersonal } from "./client-rows";
export { matchingClientIds } from "./client-search";
export { followClientStep } from "./client-step.service";
export { clientsRoutes } from "./clients.routes";
