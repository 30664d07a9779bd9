import type { StatsFilters, StatsSales } from "@makon/shared";
import { and, sql } from "drizzle-orm";
import { queryRows } from "../../db/raw";
import type { Db } from "../../db/types";
import { contractScopeSql, type ScopedViewer } from "../../lib/record-scope";
import {
  type FigureFilter,
  monthsOf,
  periodInstants,
  receivedSource,
  resolvePeriod,
  salesSource,
} from "./figures-sql";
import { byManagerName } from "./stats-clients.service";
import { flowClientsWhere } from "./stats-flow-sql";

interface SalesGroup {
  kind: "month" | "price" | "manager";
  month: string | null;
  objectId: number | null;
  objectName: string | null;
  rooms: number | null;
  managerId: number | null;
  count: number;
  areaM2: number;
  amount: string;
  pricePerM2: string | null;
}

/**
 * The period's sales summed three ways in one statement: by month (the Tashkent month of the
 * conclusion), by object × rooms (with amount / area), and by the contract's manager.
 */
function salesGroups(db: Db, f: FigureFilter) {
  const sums = sql`count(*)::int as count, sum(s.area)::float8 as "areaM2", sum(s.amount)::text as amount`;
  return queryRows<SalesGroup>(
    db,
    sql`with s as (
      select to_char(sale.day, 'YYYY-MM') as month, u.object_id, u.rooms, k.manager_id, sale.area, sale.amount
      from (${salesSource(f)}) sale
      join contracts k on k.id = sale.contract_id
      join units u on u.id = sale.unit_id
    )
    select 'month' as kind, s.month, null::int as "objectId", null as "objectName", null::int as rooms,
      null::int as "managerId", ${sums}, null as "pricePerM2"
    from s group by s.month
    union all
    select 'price', null, s.object_id, o.name, s.rooms, null, ${sums},
      round(sum(s.amount) / sum(s.area))::bigint::text
    from s join objects o on o.id = s.object_id group by s.object_id, o.name, s.rooms
    union all
    select 'manager', null, null, null, null, s.manager_id, ${sums}, null
    from s group by s.manager_id`,
  );
}

interface ManagerWork {
  managerId: number | null;
  clients: number;
  contracts: number;
  received: string;
}

/**
 * The managers' other columns in one statement: the flow's clients of the period they manage
 * (the same clients as GET /api/stats/clients counts, so the two views agree), the contracts they
 * drew up (created) in the period, and the money received on their contracts in the period.
 */
function managerWork(db: Db, f: FigureFilter) {
  const { start, end } = periodInstants(f.period);
  // Contracts made in the period, of the same filter as the figures' (scope, object, manager).
  const made = [
    sql`contracts.created_at >= ${start}::timestamptz and contracts.created_at < ${end}::timestamptz`,
    contractScopeSql(f.viewer),
    f.objectId === undefined
      ? undefined
      : sql`contracts.unit_id in (select u.id from units u where u.object_id = ${f.objectId})`,
    f.managerId === undefined ? undefined : sql`contracts.manager_id = ${f.managerId}`,
  ];
  return queryRows<ManagerWork>(
    db,
    sql`with w as (
      select clients.manager_id as mid, 1 as clients, 0 as contracts, 0::bigint as received
      from clients where ${flowClientsWhere(f, f.period, f.viewer)}
      union all
      select contracts.manager_id, 0, 1, 0 from contracts where ${and(...made)}
      union all
      select k.manager_id, 0, 0, r.amount
      from (${receivedSource(f)}) r join contracts k on k.id = r.contract_id
    )
    select w.mid as "managerId", sum(w.clients)::int as clients, sum(w.contracts)::int as contracts,
      sum(w.received)::text as received
    from w group by w.mid`,
  );
}

/** Names of the given users, one indexed read. */
async function namesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from users where id = any(${`{${ids.join(",")}}`}::int[])`,
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * GET /api/stats/sales: the period's sales (decision 19: a contract on the Tashkent day it was
 * first concluded; a later refusal does not take it back) by month, zeros included; price per m²
 * by object and rooms; and the managers' table, "no manager" as null and last.
 */
export async function statsSales(db: Db, filters: StatsFilters, me: ScopedViewer): Promise<StatsSales> {
  const period = resolvePeriod(filters);
  const f: FigureFilter = { period, objectId: filters.objectId, managerId: filters.managerId, viewer: me };
  const [groups, work] = await Promise.all([salesGroups(db, f), managerWork(db, f)]);
  const byMonth = new Map(groups.filter((g) => g.kind === "month").map((g) => [g.month, g]));
  const managers = new Map<number | null, StatsSales["managers"][number]>();
  const manager = (id: number | null) => {
    const row = managers.get(id) ?? {
      managerId: id,
      managerName: null,
      clients: 0,
      contracts: 0,
      sales: 0,
      amount: 0,
      received: 0,
    };
    managers.set(id, row);
    return row;
  };
  for (const g of groups.filter((g) => g.kind === "manager")) {
    const row = manager(g.managerId);
    row.sales = g.count;
    row.amount = Number(g.amount);
  }
  for (const w of work) {
    const row = manager(w.managerId);
    row.clients = w.clients;
    row.contracts = w.contracts;
    row.received = Number(w.received);
  }
  const names = await namesOf(
    db,
    [...managers.keys()].filter((id): id is number => id !== null),
  );
  for (const row of managers.values())
    row.managerName = row.managerId === null ? null : (names.get(row.managerId) ?? null);

  return {
    period,
    months: monthsOf(period).map((month) => {
      const g = byMonth.get(month);
      return { month, count: g?.count ?? 0, areaM2: g?.areaM2 ?? 0, amount: Number(g?.amount ?? 0) };
    }),
    pricePerM2: groups
      .filter((g) => g.kind === "price")
      .map((g) => ({
        objectId: Number(g.objectId),
        objectName: g.objectName ?? "",
        rooms: Number(g.rooms),
        count: g.count,
        areaM2: g.areaM2,
        amount: Number(g.amount),
        pricePerM2: Number(g.pricePerM2),
      }))
      .sort(
        (a, b) => a.objectName.localeCompare(b.objectName) || a.objectId - b.objectId || a.rooms - b.rooms,
      ),
    managers: [...managers.values()].sort(byManagerName),
  };
}
