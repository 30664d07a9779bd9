/**
 * The front door of contracts: all that other modules and app.ts may use (module-boundaries.test.ts).
 * Contracts: routes, the moves other desks make a contract take (bank funding, handover,
 * collections), payments, refusal, and the papers' SQL the home tiles count.
 */
export { CONTRACT_PAPERS_SQL } from "./contract-list.service";
export { concludeIn, moveContract, requirePapers, reschedule } from "./contract-process.service";
export { contractsRoutes } from "./contracts.routes";
export { recordPayment } from "./payments.service";
export { refuseContract } from "./refusal.service";
