import { CLIENT_STEPS, type ClientStep, FLOW_STAGES, type FlowStage, type StatsFilters } from "@makon/shared";
import { and, type SQL, sql } from "drizzle-orm";
import { clientScopeSql, type ScopedViewer } from "../../lib/record-scope";
import { periodInstants, type StatsPeriod } from "./figures-sql";

/**
 * The clients flow's own SQL (the Sankey and the managers' "clients" column): which clients a
 * period holds, and how far each got. The figures with one definition for the whole app (sales,
 * money received, the period) come from figures-sql.ts, never from here.
 */

/** The stage a client step counts as in the flow; the bank steps fold into "contract". */
export const STEP_STAGE: Record<ClientStep, FlowStage | null> = {
  new: "new",
  consulting: "consulting",
  booked: "booked",
  contract: "contract",
  bank_lower: "contract",
  bank_upper: "contract",
  concluded: "concluded",
  handed_over: "handed_over",
  // Not a stage: where a client left the flow (outcome "refused").
  refused: null,
};

/** A step column as its stage's index in FLOW_STAGES (null for "refused"). */
function stageIndex(step: SQL): SQL<number | null> {
  const whens = CLIENT_STEPS.flatMap((s) => {
    const stage = STEP_STAGE[s];
    return stage === null ? [] : [sql`when ${s} then ${FLOW_STAGES.indexOf(stage)}::int`];
  });
  return sql`(case ${step} ${sql.join(whens, sql` `)} end)`;
}

/**
 * The furthest stage (index in FLOW_STAGES) a client of `clients` (unaliased) reached: the highest
 * of their step history (client_steps, one probe of its index per client) and the current step.
 * A step moved back by hand does not undo how far they got; "refused" is no stage, so a refused
 * client's furthest is the furthest before refusing.
 */
export const furthestStageSql: SQL<number> = sql`greatest(
  coalesce(${stageIndex(sql`clients.step`)}, 0),
  coalesce((select max(${stageIndex(sql`s.step`)}) from client_steps s where s.client_id = clients.id), 0)
)`;

/**
 * How a client of `clients` left the flow: "refused" (their step), else "lost" (blacklisted or in
 * the basket), else null (still at their furthest stage).
 */
export const flowOutcomeSql: SQL<string | null> = sql`(case
  when clients.step = 'refused' then 'refused'
  when clients.deleted_at is not null or clients.blacklisted_at is not null then 'lost'
end)`;

/**
 * The clients of the flow: every client registered (created_at) on a Tashkent day of the period,
 * of the viewer's client scope and of the manager, as the funnel takes them (figures-sql.ts) —
 * with one difference: the basket ones are included on purpose, as the flow's "lost" outcome,
 * while the funnel counts live clients only (decision 19): the flow shows where the period's
 * clients went, the funnel where the live ones stand. Clients have no object (as in the funnel):
 * an objectId filter leaves them all.
 */
export function flowClientsWhere(
  filters: Pick<StatsFilters, "managerId">,
  period: StatsPeriod,
  me: ScopedViewer,
): SQL {
  const { start, end } = periodInstants(period);
  return and(
    sql`clients.created_at >= ${start}::timestamptz`,
    sql`clients.created_at < ${end}::timestamptz`,
    clientScopeSql(me),
    filters.managerId === undefined ? undefined : sql`clients.manager_id = ${filters.managerId}`,
  ) as SQL;
}

/** The tables the flow reads (an ETag and a remembered answer move with each). */
export const FLOW_CLIENT_TABLES = ["clients", "client_steps", "users"] as const;
