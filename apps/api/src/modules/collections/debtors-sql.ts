import {
  CLOSED_DEBT_STATUSES,
  DEBT_BAND_DAYS,
  DEBTOR_CONTRACT_STATUS_LIST,
  type DebtBand,
  type DebtorListQuery,
  type DebtorSort,
} from "@makon/shared";
import { type SQL, sql } from "drizzle-orm";
import { likeEscape } from "../../lib/paging";
import { contractScopeSql, type ScopedViewer } from "../../lib/record-scope";

export type DebtorFilter = Omit<DebtorListQuery, "page" | "size" | "sort">;

/** The partial unique index's predicate, written the same way so the planner uses debt_cases_open_uq. */
export const OPEN_CASE = sql.raw(`dc.status not in (${CLOSED_DEBT_STATUSES.map((s) => `'${s}'`).join(",")})`);

/**
 * One overdue row's penalty in SQL, exactly as rowPenalty() (penalty.ts) works it out: in
 * thousandths of a percent, rounded down (div on numerics is exact integer division), capped at
 * the cap's share of the row; least() skips the null of "no cap".
 */
export function rowPenaltySql(rate: SQL, cap: SQL, unpaid: SQL, days: SQL): SQL {
  return sql`case when ${rate} is null then 0 else least(
    div(${unpaid} * round(${rate} * 1000) * ${days}, 100000),
    div(${unpaid} * round(${cap} * 100), 10000)
  ) end`;
}

/** A contract number being typed (no letters) or the contracts of the clients a search found. */
export function searchCondition(q: string, clientContractIds: readonly number[]): SQL {
  const parts: SQL[] = [];
  if (!/\p{L}/u.test(q)) parts.push(sql`contracts.number like ${`%${likeEscape(q)}%`}`);
  // A constant array, which the server hashes: one probe per row.
  if (clientContractIds.length)
    parts.push(sql`contracts.id = any(${`{${clientContractIds.join(",")}}`}::int[])`);
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

/** The case-status filter: comma-separated statuses of the open case, "none" for no open case. */
function statusCondition(list: string): SQL {
  const wanted = list.split(",");
  const statuses = wanted.filter((s) => s !== "none");
  const parts: SQL[] = [];
  if (wanted.includes("none")) parts.push(sql`dc.id is null`);
  if (statuses.length)
    parts.push(
      sql`dc.status in (${sql.join(
        statuses.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  return sql`(${sql.join(parts, sql` or `)})`;
}

/**
 * Every debtor of the filter except its band, one row per contract: the cheap test first
 * (next_due_date before today on contracts_next_due_idx, then a refused or draft contract never
 * is one), then the current version's overdue rows summed off schedule_items_unpaid_idx, the
 * waivers, the open case and its latest promise. Table names are written out: the record scope's
 * condition names `contracts`.
 */
export function debtorsCte(
  f: DebtorFilter,
  viewer: ScopedViewer,
  today: string,
  clientContractIds: readonly number[],
): SQL {
  const where: SQL[] = [
    sql`contracts.next_due_date < ${today}::date`,
    sql.raw(`contracts.status in (${DEBTOR_CONTRACT_STATUS_LIST})`),
    sql`o.overdue_rows > 0`,
  ];
  const scope = contractScopeSql(viewer);
  if (scope) where.push(scope);
  if (f.objectId !== undefined)
    where.push(sql`contracts.unit_id in (select u.id from units u where u.object_id = ${f.objectId})`);
  if (f.assigneeId !== undefined) where.push(sql`dc.assignee_id = ${f.assigneeId}`);
  if (f.status) where.push(statusCondition(f.status));
  if (f.promiseBroken) where.push(sql`p.status = 'broken'`);
  const text = f.q?.trim();
  if (text) where.push(searchCondition(text, clientContractIds));
  const penalty = rowPenaltySql(
    sql`org.penalty_rate`,
    sql`org.penalty_cap`,
    sql`(si.amount - si.paid)`,
    sql`(${today}::date - si.due_date)`,
  );
  return sql`select contracts.id as contract_id, contracts.year, contracts.seq,
      o.overdue_amount, o.overdue_rows, o.oldest_due_date,
      (${today}::date - o.oldest_due_date) as days_overdue,
      greatest(0, o.accrued - coalesce(w.waived, 0))::bigint as penalty,
      dc.id as case_id, dc.status as case_status, dc.assignee_id,
      dc.last_action_type, dc.last_action_at,
      case when p.status in ('open', 'broken') then p.promised_date end as promised_date,
      coalesce(p.status = 'broken', false) as promise_broken
    from contracts
    left join organisations org on org.id = contracts.seller_organisation_id
    cross join lateral (
      select coalesce(sum(si.amount - si.paid), 0)::bigint as overdue_amount,
        count(*)::int as overdue_rows, min(si.due_date) as oldest_due_date,
        coalesce(sum(${penalty}), 0) as accrued
      from schedule_items si
      where si.contract_id = contracts.id and si.version = contracts.schedule_version
        and si.paid < si.amount and si.due_date < ${today}::date
    ) o
    left join lateral (
      select sum(pw.amount) as waived from penalty_waivers pw where pw.contract_id = contracts.id
    ) w on true
    left join debt_cases dc on dc.contract_id = contracts.id and ${OPEN_CASE}
    left join lateral (
      select dp.promised_date, dp.status from debt_promises dp
      where dp.case_id = dc.id and dp.status <> 'replaced'
      order by dp.created_at desc, dp.id desc limit 1
    ) p on true
    where ${sql.join(where, sql` and `)}`;
}

/** A band's days range on the CTE's days_overdue. */
export function bandCondition(band: DebtBand | undefined): SQL {
  if (!band) return sql`true`;
  const [from, to] = DEBT_BAND_DAYS[band];
  return to === null ? sql`d.days_overdue >= ${from}` : sql`d.days_overdue between ${from} and ${to}`;
}

/** The band of days_overdue in SQL, as debtBandOf() names it. */
const BAND_SQL = sql.raw(
  `case when d.days_overdue <= 30 then '1_30' when d.days_overdue <= 60 then '31_60' when d.days_overdue <= 90 then '61_90' else '90_plus' end`,
);

/** The orders on the CTE's rows; the contract's id last, so a page is stable. */
const ORDERS: Record<DebtorSort, string> = {
  "-days": "d.days_overdue desc, d.contract_id desc",
  days: "d.days_overdue asc, d.contract_id asc",
  "-amount": "d.overdue_amount desc, d.contract_id desc",
  amount: "d.overdue_amount asc, d.contract_id asc",
  "-penalty": "d.penalty desc, d.contract_id desc",
  penalty: "d.penalty asc, d.contract_id asc",
  contract: "d.year asc, d.seq asc",
};

/**
 * One statement, one row: the band's page (names joined only for the page's rows), the band's
 * total, and every band's count and sums under the other filters.
 */
export function debtorPageSql(
  cte: SQL,
  band: DebtBand | undefined,
  sort: DebtorSort,
  limit: number,
  offset: number,
): SQL {
  const order = sql.raw(ORDERS[sort]);
  return sql`with d as materialized (${cte}),
    b as (select * from d where ${bandCondition(band)})
    select
      (select count(*)::int from b) as total,
      (select coalesce(sum(b.overdue_amount), 0)::bigint from b) as overdue_amount,
      (select coalesce(sum(b.penalty), 0)::bigint from b) as penalty,
      (select coalesce(json_agg(json_build_object(
          'band', x.band, 'count', x.count, 'overdueAmount', x.amount)), '[]'::json)
        from (select ${BAND_SQL} as band, count(*)::int as count, sum(d.overdue_amount)::bigint as amount
          from d group by 1) x) as bands,
      (select coalesce(json_agg(row_to_json(r) order by r.ord), '[]'::json) from (
        select row_number() over (order by ${order}) as ord,
          d.contract_id as "contractId", c.number as "contractNumber", c.status as "contractStatus",
          c.client_id as "clientId", cl.full_name as "clientName", cl.phone as "clientPhone",
          c.unit_id as "unitId", u.number as "unitNumber", u.object_id as "objectId",
          ob.name as "objectName", bu.name as "buildingName",
          c.manager_id as "managerId", mg.name as "managerName",
          d.overdue_amount as "overdueAmount", d.overdue_rows as "overdueRows",
          d.oldest_due_date::text as "oldestDueDate", d.days_overdue as "daysOverdue",
          d.penalty as penalty, d.case_id as "caseId", d.case_status as "caseStatus",
          d.assignee_id as "assigneeId", asg.name as "assigneeName",
          d.last_action_type as "lastActionType", d.last_action_at as "lastActionAt",
          d.promised_date::text as "promisedDate", d.promise_broken as "promiseBroken"
        from (select * from b d order by ${order} limit ${limit} offset ${offset}) d
        join contracts c on c.id = d.contract_id
        join clients cl on cl.id = c.client_id
        join units u on u.id = c.unit_id
        join buildings bu on bu.id = u.building_id
        join objects ob on ob.id = u.object_id
        left join users mg on mg.id = c.manager_id
        left join users asg on asg.id = d.assignee_id
      ) r) as items`;
}
