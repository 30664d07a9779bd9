/** The views of /flow_chart. */
export const STATS_VIEWS = ["clients", "money", "sales"] as const;
export type StatsView = (typeof STATS_VIEWS)[number];

/**
 * The figures a person can click for the rows they sum (GET /api/stats/rows?figure=). Each has one
 * definition (decision 19), the same on the home, the flow chart, the rows and Excel:
 * - sales: contracts whose first conclusion (contracts.concluded_at) falls on a Tashkent day of the
 *   period — a later refusal does not take the sale back, it is a refusal on its own day;
 * - refused: contracts refused (refused_at) in the period;
 * - received: money in — payments (kind payment), on their payment day (paid_at) in the period;
 *   cancelled ones left out; refunds are never subtracted here (the screens show the net beside);
 * - refunded: refunds (not cancelled) on their day in the period;
 * - due: rows of the current schedule version of live contracts (not draft, not refused) falling due
 *   in the period, at their full amount;
 * - overdue: the collections' debtors today (unpaid rows due before Tashkent's today), whatever the
 *   period;
 * - funnel: live clients (not in the basket) registered in the period, by their current step (the
 *   client list's own filters: from, to, step, managerId).
 */
export const STATS_FIGURES = [
  "sales",
  "refused",
  "received",
  "refunded",
  "due",
  "overdue",
  "funnel",
] as const;
export type StatsFigure = (typeof STATS_FIGURES)[number];

/** The stages of the clients' Sankey, in order (the bank steps fold into "contract"). */
export const FLOW_STAGES = ["new", "consulting", "booked", "contract", "concluded", "handed_over"] as const;
export type FlowStage = (typeof FLOW_STAGES)[number];
/**
 * Where clients leave the flow: refused (their step), lost (blacklisted or put in the basket
 * without a refusal). A client still at a stage ends there.
 */
export const FLOW_OUTCOMES = ["refused", "lost"] as const;
export type FlowOutcome = (typeof FLOW_OUTCOMES)[number];

/** The longest period the stats answer for, in days (ten years): past it, 400 STATS_PERIOD_INVALID. */
export const STATS_MAX_DAYS = 3660;
/** The forecast's months ahead (from the schedules' unpaid rows). */
export const FORECAST_MONTHS = 12;

/**
 * The home's groups, each shown to a user holding its page key (HOME_GROUP_PAGES) and, for a
 * group of someone's own work, doing that work (the API's home-groups.service, ACTS): a user with
 * several roles' rights sees each group.
 */
export const HOME_GROUPS = [
  "reception",
  "call_center",
  "sales",
  "contracts",
  "bank_lower",
  "bank_upper",
  "collections",
  "handover",
  "director",
] as const;
export type HomeGroup = (typeof HOME_GROUPS)[number];
