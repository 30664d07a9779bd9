import {
  CADASTRE_DAYS,
  HANDOVER_DEFAULT_SORT,
  type HandoverExportQuery,
  type HandoverSort,
  type HandoverTab,
} from "@makon/shared";
import { type SQL, sql } from "drizzle-orm";
import { likeEscape } from "../../lib/paging";
import { contractScopeSql, type ScopedViewer } from "../../lib/record-scope";
import { contractIn, type Day } from "../collections";
import { handoverReadySql } from "./handover-eligibility";

export type HandoverFilter = Omit<HandoverExportQuery, "sort"> & { sort?: HandoverSort | undefined };

/**
 * One tab as SQL: its tables (joined to the contract as `contracts`, unaliased, since the record
 * scope's condition names it), its view's condition, its own columns and its orders.
 */
interface TabSql {
  /**
   * The tab's rows: its own tables and, where a filter or the order reads them (always on the
   * ready tab, whose rows are contracts), the contract (`contracts`) and its unit (`u`).
   */
  base: (joins: { contract: boolean; unit: boolean }) => SQL;
  /** Joined on for the rows' columns: the buyer (`cl`), building (`bu`), object (`ob`), the rest. */
  names: SQL;
  /** The row's id: the page's ids are read off the order's index, then the rows of those ids. */
  id: string;
  /** The row's contract id, as its own table holds it (a search tests it without the contract). */
  contractId: string;
  view: (view: string, today: string) => SQL;
  columns: (today: Day) => SQL;
  /** Each sort key's order, the row's id last so a page is stable. */
  orders: Record<HandoverSort, string>;
  /** Act numbers are searched on the tabs that have an act. */
  actNumber?: SQL;
}

/** The contract's unit, for every tab (the object and building filters read it). */
const UNIT_JOIN = sql.raw(`join units u on u.id = contracts.unit_id`);
const BUILDING_JOIN = sql.raw(`join buildings bu on bu.id = u.building_id`);
/** The contract of a tab's row (by the row's `contractId`) and its unit, where they are needed. */
function contractJoins(contractId: SQL, joins: { contract: boolean; unit: boolean }): SQL {
  if (!joins.contract && !joins.unit) return sql``;
  return sql`join contracts on contracts.id = ${contractId} ${joins.unit ? UNIT_JOIN : sql``}`;
}

/** The buyer and the object, for the rows' columns (and the buyer for the sort by client). */
const CLIENT_JOIN = sql.raw(`join clients cl on cl.id = contracts.client_id`);
const NAME_JOINS = sql.raw(`join clients cl on cl.id = contracts.client_id
  join objects ob on ob.id = u.object_id`);

const DEAL_COLUMNS = sql.raw(`contracts.id as "contractId", contracts.number as "contractNumber",
  cl.id as "clientId", cl.full_name as "clientName", cl.phone as "clientPhone",
  u.id as "unitId", u.number as "unitNumber", ob.id as "objectId", ob.name as "objectName",
  bu.id as "buildingId", bu.name as "buildingName"`);

/** A moment as epoch milliseconds (a float8 both drivers give as a number), made ISO in the service. */
const epoch = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;

/** "asc" keys reversed by a leading "-"; the client's name sorts with the row's id after it. */
function orders(date: string, number: string, id: string): Record<HandoverSort, string> {
  const flip = (list: string) =>
    list
      .split(",")
      .map((part) => part.replace(/ asc\b/, " desc"))
      .join(",");
  const byDate = `${date} asc, ${id} asc`;
  const byNumber = `${number.replace(/,/g, " asc,")} asc, ${id} asc`;
  const byClient = `cl.full_name asc, ${id} asc`;
  return {
    date: byDate,
    "-date": flip(byDate),
    number: byNumber,
    "-number": flip(byNumber),
    client: byClient,
    "-client": flip(byClient),
  };
}

/** The act's cadastre state, due date and overdue flag (CADASTRE_DAYS after the act date). */
const cadastreState = `case when h.cadastre_number is not null then 'registered'
  when h.cadastre_applied_at is not null then 'applied' else 'none' end`;
const cadastreOverdue = (today: Day) =>
  sql`(h.cadastre_number is null and ${today}::date > h.act_date + ${sql.raw(String(CADASTRE_DAYS))})`;

/** A defect open and past its deadline on `today`. */
const defectOverdue = (today: Day) => sql`(d.fixed_at is null and d.deadline < ${today}::date)`;

const TABS: Record<HandoverTab, TabSql> = {
  // Concluded, the building finished, no act yet; eligible = paid in full or permitted.
  ready: {
    base: () => sql`contracts ${UNIT_JOIN} ${BUILDING_JOIN}`,
    names: sql`${NAME_JOINS}
      left join handover_permits hp on hp.contract_id = contracts.id
      left join handover_appointments ha on ha.contract_id = contracts.id and ha.status = 'scheduled'`,
    id: "contracts.id",
    contractId: "contracts.id",
    // Eligible is the one rule (handover-eligibility.ts); unpaid is what a permit would change.
    view: (view) => {
      const noAct = sql`not exists (select 1 from handovers hx where hx.contract_id = contracts.id)`;
      return view === "unpaid"
        ? sql`contracts.status = 'concluded' and bu.build_status = 'completed' and ${noAct}
            and contracts.paid < contracts.total
            and not exists (select 1 from handover_permits hq where hq.contract_id = contracts.id)`
        : sql`${handoverReadySql("bu")} and ${noAct}`;
    },
    columns: () =>
      sql.raw(`contracts.date::text as "contractDate", contracts.total::float8 as total,
        contracts.paid::float8 as paid, contracts.paid >= contracts.total as "paidInFull",
        hp.id is not null as permitted, ha.id as "appointmentId", ${epoch("ha.scheduled_at")} as "appointmentAt"`),
    orders: orders("contracts.date", "contracts.year,contracts.seq", "contracts.id"),
  },
  appointments: {
    base: (joins) => sql`handover_appointments ha ${contractJoins(sql`ha.contract_id`, joins)}`,
    names: sql`${BUILDING_JOIN} ${NAME_JOINS} left join users us on us.id = ha.user_id`,
    id: "ha.id",
    contractId: "ha.contract_id",
    view: (view, today) => {
      if (view === "all") return sql`true`;
      if (view === "no_show") return sql`ha.status = 'no_show'`;
      // Today's: scheduled for a moment of Tashkent's today.
      if (view === "today")
        return sql`ha.status = 'scheduled' and (ha.scheduled_at at time zone 'Asia/Tashkent')::date = ${today}::date`;
      return sql`ha.status = 'scheduled'`;
    },
    // The latest notice of the appointment; a select-list subquery, run for the page's rows only.
    columns: () =>
      sql.raw(`ha.id as id, ${epoch("ha.scheduled_at")} as "scheduledAt", ha.status as status, ha.note as note,
        (select case when s.status = 'sent' and s.driver = 'log' then 'logged' else s.status end
          from sms_messages s where s.appointment_id = ha.id
          order by s.created_at desc, s.id desc limit 1) as "smsStatus",
        us.name as "userName"`),
    orders: orders("ha.scheduled_at", "contracts.year,contracts.seq", "ha.id"),
  },
  handed: {
    base: (joins) => sql`handovers h ${contractJoins(sql`h.contract_id`, joins)}`,
    names: sql`${BUILDING_JOIN} ${NAME_JOINS}`,
    id: "h.id",
    contractId: "h.contract_id",
    view: (view, today) => {
      switch (view) {
        case "cadastre_overdue":
          return cadastreOverdue(today);
        case "cadastre_none":
          return sql`h.cadastre_number is null and h.cadastre_applied_at is null`;
        case "cadastre_applied":
          return sql`h.cadastre_number is null and h.cadastre_applied_at is not null`;
        case "cadastre_registered":
          return sql`h.cadastre_number is not null`;
        default:
          return sql`true`;
      }
    },
    columns: (today) =>
      sql`h.id as id, h.act_number as "actNumber", h.act_date::text as "actDate", h.keys_count as "keysCount",
        (select count(*)::int from handover_defects d where d.handover_id = h.id and d.fixed_at is null) as "openDefects",
        (select count(*)::int from handover_defects d where d.handover_id = h.id and ${defectOverdue(today)}) as "overdueDefects",
        ${sql.raw(cadastreState)} as "cadastreState", h.cadastre_number as "cadastreNumber",
        h.cadastre_applied_at::text as "cadastreAppliedAt",
        (h.act_date + ${sql.raw(String(CADASTRE_DAYS))})::text as "cadastreDueDate",
        ${cadastreOverdue(today)} as "cadastreOverdue", h.signed_scan is not null as "hasScan",
        h.warranty_until::text as "warrantyUntil"`,
    orders: orders("h.act_date", "h.year,h.seq", "h.id"),
    actNumber: sql`h.act_number`,
  },
  defects: {
    base: (joins) =>
      sql`handover_defects d join handovers h on h.id = d.handover_id ${contractJoins(sql`h.contract_id`, joins)}`,
    names: sql`${BUILDING_JOIN} ${NAME_JOINS}`,
    id: "d.id",
    contractId: "h.contract_id",
    view: (view, today) => {
      if (view === "fixed") return sql`d.fixed_at is not null`;
      return view === "overdue" ? defectOverdue(today) : sql`d.fixed_at is null`;
    },
    columns: (today) =>
      sql`d.id as id, h.id as "handoverId", h.act_number as "actNumber", d.item as item, d.room as room,
        d.deadline::text as deadline, coalesce(${defectOverdue(today)}, false) as overdue,
        case when ${defectOverdue(today)} then ${today}::date - d.deadline else 0 end as "daysOverdue",
        d.photo is not null as "hasPhoto", d.fixed_on::text as "fixedOn", d.buyer_accepted as "buyerAccepted"`,
    // Earliest deadline (most overdue) first; a defect without one last, either way.
    orders: {
      ...orders("d.deadline", "h.year,h.seq", "d.id"),
      date: "d.deadline asc nulls last, d.id asc",
      "-date": "d.deadline desc nulls last, d.id desc",
    },
    actNumber: sql`h.act_number`,
  },
};

/** The filter's condition on a tab: view, record scope, object, building and the search. */
function whereOf(tab: TabSql, f: HandoverFilter, viewer: ScopedViewer, today: string, found: number[]): SQL {
  const view = f.view ?? defaultView(f.tab);
  const where: SQL[] = [tab.view(view, today)];
  const scope = contractScopeSql(viewer);
  if (scope) where.push(scope);
  if (f.objectId !== undefined) where.push(sql`u.object_id = ${f.objectId}`);
  if (f.buildingId !== undefined) where.push(sql`u.building_id = ${f.buildingId}`);
  const text = f.q?.trim();
  if (text) {
    // The contracts the search found by number or buyer (searchedContractIds), or on the act tabs
    // the act number ("D-2026-0042": a search without a digit is never one).
    const search = contractIn(sql.raw(tab.contractId), found);
    where.push(
      tab.actNumber && /\d/.test(text)
        ? sql`(${search} or ${tab.actNumber} ilike ${`%${likeEscape(text)}%`})`
        : search,
    );
  }
  return sql.join(
    where.map((w) => sql`(${w})`),
    sql` and `,
  );
}

/** The first view of a tab is its default. */
export function defaultView(tab: HandoverTab): string {
  return { ready: "eligible", appointments: "scheduled", handed: "all", defects: "open" }[tab];
}

/** The tab's rows with every column's join. */
const fullFrom = (tab: TabSql) => sql`${tab.base({ contract: true, unit: true })} ${tab.names}`;

/**
 * What the filter and the order read besides the tab's own tables: the unit for an object or a
 * building, the contract for those, a record scope or an order on the deal (a search tests the
 * row's own contract id).
 */
function joinsOf(f: HandoverFilter, viewer: ScopedViewer, order = ""): { contract: boolean; unit: boolean } {
  const unit = f.objectId !== undefined || f.buildingId !== undefined;
  const contract =
    unit || contractScopeSql(viewer) !== undefined || order.includes("contracts.") || order.includes("cl.");
  return { contract, unit };
}

/** The order of a tab's sort key (its default when none is asked). */
function orderOf(tab: TabSql, f: HandoverFilter): string {
  return tab.orders[f.sort ?? HANDOVER_DEFAULT_SORT[f.tab]];
}

/**
 * The tab's page: its rows in the asked order, limited, each with `total` when `count` is given
 * as "_count" (the filtered rows, counted by the caller's cappedCount as an InitPlan, once). The
 * export's; the list reads a page's ids (handoverIdsSql) and then their rows (handoverRowsByIdsSql).
 */
export function handoverPageSql(
  f: HandoverFilter,
  viewer: ScopedViewer,
  today: string,
  found: number[],
  page: { limit: number; offset: number },
  count?: (rows: SQL) => SQL,
): SQL {
  const tab = TABS[f.tab];
  const where = whereOf(tab, f, viewer, today, found);
  // Named apart from the ready tab's contract "total".
  const total = count ? sql`, ${count(handoverRowsSql(f, viewer, today, found))} as "_count"` : sql``;
  return sql`select ${DEAL_COLUMNS}, ${tab.columns(today)}${total}
    from ${fullFrom(tab)} where ${where} order by ${sql.raw(orderOf(tab, f))} limit ${page.limit} offset ${page.offset}`;
}

/** The tab's filtered rows (no columns to speak of, no names joined), for counting. */
export function handoverRowsSql(
  f: HandoverFilter,
  viewer: ScopedViewer,
  today: string,
  found: number[],
): SQL {
  const tab = TABS[f.tab];
  return sql`select 1 from ${tab.base(joinsOf(f, viewer))} where ${whereOf(tab, f, viewer, today, found)}`;
}

/**
 * A page of the tab's row ids in the asked order: the tab's own tables, the contract and the unit
 * where the filter or the order reads them (joinsOf), the buyer for the sort by client; read off
 * the order's index where there is one. With `count`, each id carries the filter's total.
 */
export function handoverIdsSql(
  f: HandoverFilter,
  viewer: ScopedViewer,
  today: string,
  found: number[],
  page: { limit: number; offset: number },
  count?: (rows: SQL) => SQL,
): SQL {
  const tab = TABS[f.tab];
  const order = orderOf(tab, f);
  const buyer = order.includes("cl.") ? CLIENT_JOIN : sql``;
  // The filter's total beside each id when asked (the caller's cappedCount, an InitPlan: once).
  const total = count ? sql`, ${count(handoverRowsSql(f, viewer, today, found))} as total` : sql``;
  return sql`select ${sql.raw(tab.id)} as id${total} from ${tab.base(joinsOf(f, viewer, order))} ${buyer}
    where ${whereOf(tab, f, viewer, today, found)}
    order by ${sql.raw(order)} limit ${page.limit} offset ${page.offset}`;
}

/** A tab's rows by id (in no order), today and the ids as a prepared statement's placeholders. */
export function handoverRowsByIdsSql(tab: HandoverTab): SQL {
  const t = TABS[tab];
  return sql`select ${DEAL_COLUMNS}, ${t.columns(sql.placeholder("today"))}
    from ${fullFrom(t)} where ${sql.raw(t.id)} = any(${sql.placeholder("ids")}::int[])`;
}
