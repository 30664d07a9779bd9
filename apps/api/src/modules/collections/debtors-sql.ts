import {
  CLOSED_DEBT_STATUSES,
  DEBT_BAND_DAYS,
  DEBT_BANDS,
  DEBTOR_CONTRACT_STATUS_LIST,
  type DebtBand,
  type DebtorListQuery,
  type DebtorSort,
} from "@makon/shared";
import { is, Placeholder, type SQL, sql } from "drizzle-orm";
import { type Anchor, fromAnchor, type Keyset, keysetOrder } from "../../lib/page-anchors";
import { contractScopeSql, type ScopedViewer } from "../../lib/record-scope";
import { contractIn } from "./contract-search";

export type DebtorFilter = Omit<DebtorListQuery, "page" | "size" | "sort">;
/** Contract ids as one array parameter, or a prepared statement's placeholder for them. */
const idArray = (ids: readonly number[] | Placeholder): string | Placeholder =>
  is(ids, Placeholder) ? ids : `{${(ids as readonly number[]).join(",")}}`;
/** Tashkent's today as YYYY-MM-DD, or a prepared statement's placeholder for it. */
export type Day = string | Placeholder;

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
 * The half of being a debtor the contract row answers alone: its oldest unpaid row of the current
 * schedule is due before today (contracts.next_due_date, decision 9), and it is signed and paid by
 * the client (DEBTOR_CONTRACT_STATUSES). The other half, an overdue row of the current schedule
 * (debtorsCte's overdue rows, at least one), holds wherever this one does — next_due_date is the
 * earliest unpaid row's due date, kept by the database in the writer's transaction — so a page of
 * debtors is read off an index of next_due_date (debtorIdsSql) without summing anything.
 */
export function debtorContractSql(today: Day): SQL {
  return sql`contracts.next_due_date < ${today}::date and ${sql.raw(`contracts.status in (${DEBTOR_CONTRACT_STATUS_LIST})`)}`;
}

/** Whether the filter reads the open case (`dc`) or its latest promise (`p`). */
const readsCase = (f: DebtorFilter) =>
  f.assigneeId !== undefined || Boolean(f.status) || Boolean(f.promiseBroken);

/** The filter's conditions besides the band and being a debtor, on `contracts`, `dc` and `p`. */
function filterConditions(f: DebtorFilter, viewer: ScopedViewer, searched: readonly number[]): SQL[] {
  const where: SQL[] = [];
  const scope = contractScopeSql(viewer);
  if (scope) where.push(scope);
  // The object's units as one array: its contracts are probed by unit, not every debtor read.
  if (f.objectId !== undefined)
    where.push(
      sql`contracts.unit_id = any(array(select u.id from units u where u.object_id = ${f.objectId}))`,
    );
  if (f.assigneeId !== undefined) where.push(sql`dc.assignee_id = ${f.assigneeId}`);
  if (f.status) where.push(statusCondition(f.status));
  if (f.promiseBroken) where.push(sql`p.status = 'broken'`);
  if (f.q?.trim()) where.push(contractIn(sql`contracts.id`, searched));
  return where;
}

/** The tables a debtor's figures and the filters read: their change counters tag remembered figures. */
export const DEBTOR_TABLES = [
  "contracts",
  "schedule_items",
  "organisations",
  "penalty_waivers",
  "debt_cases",
  "debt_promises",
  "units",
  "clients",
  "users",
] as const;

/** The latest promise (`p`) of the open case `dc`, one probe per case: for a page or a search. */
const PROMISE_PROBE = sql`left join lateral (
      select dp.promised_date, dp.status from debt_promises dp
      where dp.case_id = dc.id and dp.status <> 'replaced'
      order by dp.created_at desc, dp.id desc limit 1
    ) p on true`;

/** The same for every case at once, sorted once: for all the debtors of a filter. */
const PROMISE_ALL = sql`left join (
      select distinct on (dp.case_id) dp.case_id, dp.promised_date, dp.status from debt_promises dp
      where dp.status <> 'replaced'
      order by dp.case_id, dp.created_at desc, dp.id desc
    ) p on p.case_id = dc.id`;

/**
 * Every debtor of the filter except its band, one row per contract: the contracts that pass the
 * cheap test (debtorContractSql, off an index of next_due_date) and the filter, with their current
 * version's overdue rows (schedule_items_unpaid_idx) summed — a contract with none is no debtor —
 * then the waivers, the open case and its latest promise. `only` keeps the contracts of a
 * page. Table names are written out: the record scope's condition names `contracts`.
 *
 * This is the one definition of a debtor and their figures: the list, its bands, the export, the
 * boss's view, the home's tiles and the stats' overdue figure all read it. The sums are a subquery
 * per contract for a page or a search (index probes), and a join grouped in one pass for a whole
 * filter's thousands, where a subquery each cost four times as much.
 */
export function debtorsCte(
  f: DebtorFilter,
  viewer: ScopedViewer,
  today: Day,
  searched: readonly number[],
  only?: readonly number[] | Placeholder,
): SQL {
  const where: SQL[] = [debtorContractSql(today), ...filterConditions(f, viewer, searched)];
  const onlyIds = only === undefined ? undefined : sql`${idArray(only)}::int[]`;
  if (onlyIds) where.push(sql`contracts.id = any(${onlyIds})`);
  const few = only !== undefined || Boolean(f.q?.trim());
  const penalty = rowPenaltySql(
    sql`org.penalty_rate`,
    sql`org.penalty_cap`,
    sql`(si.amount - si.paid)`,
    sql`(${today}::date - si.due_date)`,
  );
  const caseJoins = readsCase(f)
    ? sql`left join debt_cases dc on dc.contract_id = contracts.id and ${OPEN_CASE} ${PROMISE_PROBE}`
    : sql``;
  const schedule = sql`si.version = contracts.schedule_version and si.paid < si.amount and si.due_date < ${today}::date`;
  const sums = sql`sum(si.amount - si.paid)::bigint as overdue_amount,
        count(*)::int as overdue_rows, min(si.due_date) as oldest_due_date,
        coalesce(sum(${penalty}), 0) as accrued`;
  // The same sums either way: per contract off the unpaid rows' index for a page or a search (a few
  // hundred at most), joined and grouped in one pass for the thousands of a whole filter.
  const overdue = few
    ? sql`select contracts.id as contract_id, contracts.year, contracts.seq, s.*
      from contracts
      left join organisations org on org.id = contracts.seller_organisation_id
      ${caseJoins}
      cross join lateral (select ${sums} from schedule_items si where si.contract_id = contracts.id and ${schedule}) s
      where ${sql.join(where, sql` and `)} and s.overdue_rows > 0`
    : sql`select contracts.id as contract_id, contracts.year, contracts.seq, ${sums}
      from contracts
      join schedule_items si on si.contract_id = contracts.id and ${schedule}
      left join organisations org on org.id = contracts.seller_organisation_id
      ${caseJoins}
      where ${sql.join(where, sql` and `)}
      group by contracts.id`;
  return sql`select o.contract_id, o.year, o.seq,
      o.overdue_amount, o.overdue_rows, o.oldest_due_date,
      (${today}::date - o.oldest_due_date) as days_overdue,
      greatest(0, o.accrued - coalesce(w.waived, 0))::bigint as penalty,
      dc.id as case_id, dc.status as case_status, dc.assignee_id,
      dc.last_action_type, dc.last_action_at,
      case when p.status in ('open', 'broken') then p.promised_date end as promised_date,
      coalesce(p.status = 'broken', false) as promise_broken
    from (${overdue}) o
    left join (
      select pw.contract_id, sum(pw.amount) as waived from penalty_waivers pw
      ${onlyIds ? sql`where pw.contract_id = any(${onlyIds})` : sql``}
      group by pw.contract_id
    ) w on w.contract_id = o.contract_id
    left join debt_cases dc on dc.contract_id = o.contract_id and ${OPEN_CASE}
    ${few ? PROMISE_PROBE : PROMISE_ALL}`;
}

/** The orders a page's ids are read in off an index of contracts, without any debtor's sums. */
export type IndexedDebtorSort = "-days" | "days" | "contract";
export const isIndexedSort = (sort: DebtorSort): sort is IndexedDebtorSort =>
  sort === "-days" || sort === "days" || sort === "contract";

/**
 * ORDERS in contracts' own columns, as keysets (a page may start from a remembered page start,
 * lib/page-anchors.ts): days overdue is today − next_due_date for every debtor
 * (debtorContractSql), so most days first is the oldest next due date first.
 */
const ID_KEYSETS: Record<IndexedDebtorSort, Keyset> = {
  "-days": {
    columns: [sql.raw("contracts.next_due_date"), sql.raw("contracts.id")],
    descending: [false, true],
  },
  days: { columns: [sql.raw("contracts.next_due_date"), sql.raw("contracts.id")], descending: [true, false] },
  contract: { columns: [sql.raw("contracts.year"), sql.raw("contracts.seq")], descending: false },
};

/** A band as a range of next due dates (days overdue = today − next_due_date). */
function bandDueCondition(band: DebtBand | undefined, today: string): SQL {
  if (!band) return sql`true`;
  const [from, to] = DEBT_BAND_DAYS[band];
  const latest = sql`contracts.next_due_date <= ${today}::date - ${from}::int`;
  return to === null ? latest : sql`${latest} and contracts.next_due_date >= ${today}::date - ${to}::int`;
}

/**
 * A page of the filter's debtors in an indexed order: their contract ids, read off the index of the
 * order (contracts_next_due_idx for days) with the filter and the band, the case and promise
 * joined only for a filter on them. The same rows as debtorsCte's, in the same order.
 */
export function debtorIdsSql(
  f: DebtorFilter,
  viewer: ScopedViewer,
  today: string,
  searched: readonly number[],
  band: DebtBand | undefined,
  sort: IndexedDebtorSort,
  limit: number,
  offset: number,
  anchor?: Anchor,
): SQL {
  const keyset = ID_KEYSETS[sort];
  const where = [
    debtorContractSql(today),
    bandDueCondition(band, today),
    ...filterConditions(f, viewer, searched),
    ...(anchor ? [fromAnchor(keyset, anchor)] : []),
  ];
  const caseJoins = sql`left join debt_cases dc on dc.contract_id = contracts.id and ${OPEN_CASE} ${PROMISE_PROBE}`;
  // The first row's key as text (k0, k1): remembered as the page's start, given back as parameters.
  const keys = sql.join(
    keyset.columns.map((c, i) => sql`${c}::text as ${sql.raw(`k${i}`)}`),
    sql`, `,
  );
  return sql`select contracts.id, ${keys} from contracts ${readsCase(f) ? caseJoins : sql``}
    where ${sql.join(where, sql` and `)}
    order by ${sql.join(keysetOrder(keyset), sql`, `)} limit ${limit} offset ${offset - (anchor?.offset ?? 0)}`;
}

/** The band of days_overdue in SQL, as debtBandOf() names it, as its index in DEBT_BANDS. */
const BAND_INDEX_SQL = sql.raw(
  `case when d.days_overdue <= 30 then 0 when d.days_overdue <= 60 then 1 when d.days_overdue <= 90 then 2 else 3 end`,
);

/**
 * What every page of a filter shares (remembered, see lib/remembered-figures.ts): per band its
 * debtors' count, overdue amount and penalty, under the filter's other conditions.
 */
export function debtorBandsSql(cte: SQL): SQL {
  return sql`with d as materialized (${cte})
    select ${BAND_INDEX_SQL} as band, count(*)::int as count,
      coalesce(sum(d.overdue_amount), 0)::bigint as amount, coalesce(sum(d.penalty), 0)::bigint as penalty
    from d group by 1`;
}

/**
 * The orders a filter's debtors are remembered in, each the descending one of its pair (an
 * ascending order is the same list read backwards, the contract id's tie-break with it) and the
 * contract number's, which has no pair.
 */
export type RememberedDebtorOrder = "days" | "amount" | "penalty" | "contract";
export const rememberedOrderOf = (sort: DebtorSort): RememberedDebtorOrder =>
  sort === "contract" ? "contract" : (sort.replace("-", "") as RememberedDebtorOrder);

/** Each remembered order on debtorsCte's rows (`d`): ORDERS' descending ones. */
const REMEMBERED_ORDERS: Record<RememberedDebtorOrder, string> = {
  days: "d.days_overdue desc, d.contract_id desc",
  amount: "d.overdue_amount desc, d.contract_id desc",
  penalty: "d.penalty desc, d.contract_id desc",
  contract: "d.year asc, d.seq asc",
};

/** Each debtor's contract id and band (its index in DEBT_BANDS), in a remembered order: two columns. */
function orderColumns(by: RememberedDebtorOrder): SQL {
  const order = sql.raw(REMEMBERED_ORDERS[by]);
  return sql`coalesce((select array_agg(d.contract_id order by ${order}) from d), '{}') as order_ids,
      coalesce((select array_agg(${BAND_INDEX_SQL} order by ${order}) from d), '{}') as order_bands`;
}

/** A filter's debtors in a remembered order: their contract ids and bands. */
export function debtorOrderSql(cte: SQL, by: RememberedDebtorOrder): SQL {
  return sql`with d as materialized (${cte}) select ${orderColumns(by)}`;
}

/** A band's days range on the CTE's days_overdue. */
export function bandCondition(band: DebtBand | undefined): SQL {
  if (!band) return sql`true`;
  const [from, to] = DEBT_BAND_DAYS[band];
  return to === null ? sql`d.days_overdue >= ${from}` : sql`d.days_overdue between ${from} and ${to}`;
}

/** The band of a days-overdue expression in SQL, as debtBandOf() names it (the bands' upper ends). */
export function debtBandSql(days: string): SQL {
  const whens = DEBT_BANDS.map((band) => {
    const to = DEBT_BAND_DAYS[band][1];
    return to === null ? `else '${band}'` : `when ${days} <= ${to} then '${band}'`;
  });
  return sql.raw(`case ${whens.join(" ")} end`);
}

const BAND_SQL = debtBandSql("d.days_overdue");

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

/** A debtor row's columns, named as the answer's fields: `d` is debtorsCte's row. */
const ROW_COLUMNS =
  sql.raw(`d.contract_id as "contractId", c.number as "contractNumber", c.status as "contractStatus",
          c.client_id as "clientId", cl.full_name as "clientName", cl.phone as "clientPhone",
          c.unit_id as "unitId", u.number as "unitNumber", u.object_id as "objectId",
          ob.name as "objectName", bu.name as "buildingName",
          c.manager_id as "managerId", mg.name as "managerName",
          d.overdue_amount as "overdueAmount", d.overdue_rows as "overdueRows",
          d.oldest_due_date::text as "oldestDueDate", d.days_overdue as "daysOverdue",
          d.penalty as penalty, d.case_id as "caseId", d.case_status as "caseStatus",
          d.assignee_id as "assigneeId", asg.name as "assigneeName",
          d.last_action_type as "lastActionType", d.last_action_at as "lastActionAt",
          d.promised_date::text as "promisedDate", d.promise_broken as "promiseBroken"`);

/** The names a row shows: the contract, the buyer, the unit, its building and object, the people. */
const ROW_JOINS = sql.raw(`join contracts c on c.id = d.contract_id
        join clients cl on cl.id = c.client_id
        join units u on u.id = c.unit_id
        join buildings bu on bu.id = u.building_id
        join objects ob on ob.id = u.object_id
        left join users mg on mg.id = c.manager_id
        left join users asg on asg.id = d.assignee_id`);

/**
 * The page's rows as one JSON array in the sort's order, names joined only for them: `rows` are
 * debtorsCte's rows (named `d` inside), limited and offset in that order.
 */
function itemsSql(
  rows: SQL,
  sort: DebtorSort,
  limit: number | Placeholder,
  offset: number | Placeholder,
): SQL {
  const order = sql.raw(ORDERS[sort]);
  return sql`(select coalesce(json_agg(row_to_json(r) order by r.ord), '[]'::json) from (
        select row_number() over (order by ${order}) as ord, ${ROW_COLUMNS}
        from (select * from ${rows} d order by ${order} limit ${limit} offset ${offset}) d
        ${ROW_JOINS}
      ) r)`;
}

/**
 * One statement, one row: the band's page (names joined only for the page's rows), the band's
 * total, and every band's count and sums under the other filters. The export's, and the list's for
 * a filter whose bands are not known yet; the next pages read their ids (debtorIdsSql, or a slice
 * of a remembered order) and rows (debtorRowsSql), the bands remembered. With `order`, the
 * filter's debtors in that order too (orderColumns), for the next pages to slice.
 */
export function debtorPageSql(
  cte: SQL,
  band: DebtBand | undefined,
  sort: DebtorSort,
  limit: number | Placeholder,
  offset: number | Placeholder,
  order?: RememberedDebtorOrder,
): SQL {
  return sql`with d as materialized (${cte}),
    b as (select * from d where ${bandCondition(band)})
    select
      (select count(*)::int from b) as total,
      (select coalesce(sum(b.overdue_amount), 0)::bigint from b) as overdue_amount,
      (select coalesce(sum(b.penalty), 0)::bigint from b) as penalty,
      (select coalesce(json_agg(json_build_object(
          'band', x.band, 'count', x.count, 'overdueAmount', x.amount, 'penalty', x.penalty)), '[]'::json)
        from (select ${BAND_SQL} as band, count(*)::int as count, sum(d.overdue_amount)::bigint as amount,
            sum(d.penalty)::bigint as penalty
          from d group by 1) x) as bands,
      ${itemsSql(sql`b`, sort, limit, offset)} as items
      ${order ? sql`, ${orderColumns(order)}` : sql``}`;
}

/**
 * A page's rows: debtorsCte kept to the page's contracts (its `only`), one row each, in no order
 * (the caller has the ids in order); plain columns, which both drivers give alike once cast.
 */
export function debtorRowsSql(cte: SQL): SQL {
  return sql`with d as materialized (${cte}) select ${ROW_COLUMNS} from d ${ROW_JOINS}`;
}
