import {
  CLIENT_SOURCES,
  type ClientSource,
  FLOW_STAGES,
  type FlowOutcome,
  type StatsClients,
  type StatsFilters,
} from "@makon/shared";
import { sql } from "drizzle-orm";
import { queryRows } from "../../db/raw";
import type { Db } from "../../db/types";
import type { ScopedViewer } from "../../lib/record-scope";
import { resolvePeriod, type StatsPeriod } from "./figures-sql";
import { flowClientsWhere, flowOutcomeSql, furthestStageSql } from "./stats-flow-sql";

/** One group of the flow's clients: same source, manager, furthest stage and outcome. */
interface FlowGroup {
  source: ClientSource;
  managerId: number | null;
  managerName: string | null;
  /** Index in FLOW_STAGES. */
  furthest: number;
  outcome: FlowOutcome | null;
  n: number;
}

const CONTRACT = FLOW_STAGES.indexOf("contract");
const CONCLUDED = FLOW_STAGES.indexOf("concluded");

/**
 * The flow's clients counted in groups, in one statement: however many clients, the answer is at
 * most sources × managers × stages × outcomes rows, and everything else is summed from them.
 */
function flowGroups(db: Db, filters: StatsFilters, period: StatsPeriod, me: ScopedViewer) {
  return queryRows<FlowGroup>(
    db,
    sql`with c as (
      select clients.source, clients.manager_id as mid, ${furthestStageSql} as furthest, ${flowOutcomeSql} as outcome
      from clients where ${flowClientsWhere(filters, period, me)}
    )
    select c.source, c.mid as "managerId", u.name as "managerName", c.furthest::int as furthest, c.outcome,
      count(*)::int as n
    from c left join users u on u.id = c.mid
    group by c.source, c.mid, u.name, c.furthest, c.outcome`,
  );
}

interface Tally {
  clients: number;
  contracts: number;
  concluded: number;
  refused: number;
}

function add(t: Tally, g: FlowGroup): void {
  t.clients += g.n;
  if (g.furthest >= CONTRACT) t.contracts += g.n;
  if (g.furthest >= CONCLUDED) t.concluded += g.n;
  if (g.outcome === "refused") t.refused += g.n;
}

const empty = (): Tally => ({ clients: 0, contracts: 0, concluded: 0, refused: 0 });
const withConversion = (t: Tally) => ({ ...t, conversion: t.clients === 0 ? 0 : t.concluded / t.clients });

/**
 * The Sankey of the links from grouped clients. Every client flows from its source into "new" and
 * on, stage by stage, to the furthest it reached; from there a refused one goes to "refused", a
 * lost one to "lost", and the rest stay. A stage node's count is everyone who passed through it,
 * so for each stage: what comes in = what goes on + what leaves + those still there. Nodes and
 * links of no clients are left out (a chart draws nothing for them).
 */
function sankey(groups: FlowGroup[]): Pick<StatsClients, "nodes" | "links"> {
  const links = new Map<string, { from: string; to: string; count: number }>();
  const link = (from: string, to: string, n: number) => {
    const key = `${from}>${to}`;
    const l = links.get(key) ?? { from, to, count: 0 };
    l.count += n;
    links.set(key, l);
  };
  const nodes = new Map<string, number>();
  const node = (key: string, n: number) => nodes.set(key, (nodes.get(key) ?? 0) + n);
  for (const g of groups) {
    node(`source:${g.source}`, g.n);
    link(`source:${g.source}`, "stage:new", g.n);
    for (let k = 0; k <= g.furthest; k++) node(`stage:${FLOW_STAGES[k]}`, g.n);
    for (let k = 0; k < g.furthest; k++) link(`stage:${FLOW_STAGES[k]}`, `stage:${FLOW_STAGES[k + 1]}`, g.n);
    if (g.outcome) {
      node(`outcome:${g.outcome}`, g.n);
      link(`stage:${FLOW_STAGES[g.furthest]}`, `outcome:${g.outcome}`, g.n);
    }
  }
  // A stable order: sources, stages, outcomes as the enums list them.
  const order = [
    ...CLIENT_SOURCES.map((s) => `source:${s}`),
    ...FLOW_STAGES.map((s) => `stage:${s}`),
    "outcome:refused",
    "outcome:lost",
  ];
  const rank = (key: string) => order.indexOf(key);
  return {
    nodes: [...nodes].map(([key, count]) => ({ key, count })).sort((a, b) => rank(a.key) - rank(b.key)),
    links: [...links.values()].sort((a, b) => rank(a.from) - rank(b.from) || rank(a.to) - rank(b.to)),
  };
}

/**
 * GET /api/stats/clients: where the clients registered in the period went (the Sankey), and the
 * conversion (concluded / clients) per source and per manager. bySource lists every source, with
 * zeros; byManager the managers holding any of these clients, by name, "no manager" last. The
 * clients are all those registered in the period, the basket's too (see flowClientsWhere); an
 * objectId leaves them all, as in the funnel: a client has no object.
 */
export async function statsClients(db: Db, filters: StatsFilters, me: ScopedViewer): Promise<StatsClients> {
  const period = resolvePeriod(filters);
  const groups = await flowGroups(db, filters, period, me);

  const bySource = new Map<ClientSource, Tally>(CLIENT_SOURCES.map((s) => [s, empty()]));
  const byManager = new Map<number | null, Tally & { managerName: string | null }>();
  for (const g of groups) {
    add(bySource.get(g.source) ?? empty(), g);
    const m = byManager.get(g.managerId) ?? { ...empty(), managerName: g.managerName };
    add(m, g);
    byManager.set(g.managerId, m);
  }
  return {
    period,
    ...sankey(groups),
    bySource: CLIENT_SOURCES.map((source) => ({
      source,
      ...withConversion(bySource.get(source) ?? empty()),
    })),
    byManager: [...byManager]
      .map(([managerId, { managerName, ...t }]) => ({ managerId, managerName, ...withConversion(t) }))
      .sort(byManagerName),
  };
}

/** Managers by name (then id), "no manager" last. */
export function byManagerName(
  a: { managerId: number | null; managerName: string | null },
  b: { managerId: number | null; managerName: string | null },
): number {
  if (a.managerId === null || b.managerId === null) return a.managerId === null ? 1 : -1;
  return (a.managerName ?? "").localeCompare(b.managerName ?? "") || a.managerId - b.managerId;
}
