/**
 * The front door of collections: all that other modules and app.ts may use (module-boundaries.test.ts).
 * Collections: routes and the nightly job, the contract search the handover and bank lists share,
 * and the debtors' SQL the home figures count.
 */

export { collectionsRoutes } from "./collections.routes";
export { collectionsJob } from "./collections-job";
export { collectionsMovesRoutes } from "./collections-moves.routes";
export { contractIn, searchedContractIds } from "./contract-search";
export { bandCondition, type Day, DEBTOR_TABLES, debtorsCte } from "./debtors-sql";
