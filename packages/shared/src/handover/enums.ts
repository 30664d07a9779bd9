/** The tabs of /topshiruv (GET /api/topshiruv?tab=). */
export const HANDOVER_TABS = ["ready", "appointments", "handed", "defects"] as const;
export type HandoverTab = (typeof HANDOVER_TABS)[number];

/**
 * An appointment's life: scheduled → done (the act was made) | no_show | rescheduled (a new one
 * replaced it) | cancelled. Only "scheduled" is open; at most one per contract.
 */
export const APPOINTMENT_STATUSES = ["scheduled", "done", "no_show", "rescheduled", "cancelled"] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
/** The moves a person makes on a scheduled appointment by hand (done comes with the act). */
export const APPOINTMENT_CLOSE_STATUSES = ["no_show", "cancelled"] as const;
export type AppointmentCloseStatus = (typeof APPOINTMENT_CLOSE_STATUSES)[number];
/** The appointments tab shows the scheduled ones unless asked for another status or all. */
export const APPOINTMENT_VIEWS = ["scheduled", "no_show", "all"] as const;
export type AppointmentView = (typeof APPOINTMENT_VIEWS)[number];

/** The meters read at handover. */
export const HANDOVER_METERS = ["electricity", "gas", "water"] as const;
export type HandoverMeter = (typeof HANDOVER_METERS)[number];

/**
 * The cadastre registration of a handed-over unit: none (not applied yet), applied (application
 * date), registered (number and registration date).
 */
export const CADASTRE_STATES = ["none", "applied", "registered"] as const;
export type CadastreState = (typeof CADASTRE_STATES)[number];
/** The buyer registers ownership within a month of the act; past this many days without a number, flagged. */
export const CADASTRE_DAYS = 30;
/** The handed tab's cadastre filter: overdue = past CADASTRE_DAYS without a number. */
export const CADASTRE_FILTERS = ["overdue", "none", "applied", "registered"] as const;
export type CadastreFilter = (typeof CADASTRE_FILTERS)[number];

/** "D-2026-0042": Dalolatnoma, the act year and its per-year sequence. */
export const HANDOVER_ACT_PREFIX = "D";
export function handoverActNumber(year: number, seq: number): string {
  return `${HANDOVER_ACT_PREFIX}-${year}-${String(seq).padStart(4, "0")}`;
}

/**
 * The lists' sort keys, each tab reading them on its own columns: "date" is the contract date
 * (ready), the appointment time, the act date (handed) or the deadline (defects); "number" the
 * contract number (ready, appointments) or the act number (handed, defects); "client" the buyer's
 * name. A leading "-" reverses.
 */
export const HANDOVER_SORTS = ["date", "-date", "number", "-number", "client", "-client"] as const;
export type HandoverSort = (typeof HANDOVER_SORTS)[number];
/** Each tab's order when none is asked: the oldest waiting first, the newest act first, overdue defects first. */
export const HANDOVER_DEFAULT_SORT: Record<HandoverTab, HandoverSort> = {
  ready: "date",
  appointments: "date",
  handed: "-date",
  defects: "date",
};

/** A defect list is at most this long; a text field at most this long. */
export const MAX_HANDOVER_DEFECTS = 50;
