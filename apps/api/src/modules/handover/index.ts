/**
 * The front door of handover: all that other modules and app.ts may use (module-boundaries.test.ts).
 * Handover: routes, and the rows' SQL the home figures count.
 */

export { handoverRoutes } from "./handover.routes";
export { handoverAppointmentsRoutes } from "./handover-appointments.routes";
export { handoverMovesRoutes } from "./handover-moves.routes";
export { handoverRowsSql } from "./handover-sql";
