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
import { searchCondition } from "../collections/debtors-sql";
import { handoverReadySql } from "./handover-eligibility";

export type HandoverFilter = Omit<HandoverExportQuery, "sort"> & { sort?: HandoverSort | undefined };

/**
 * One tab as SQL: its tables (joined to the contract as `contracts`, unaliased, since the record
 * scope's condition names it), its view's condition, its own columns and its orders.
 */
interface TabSql {
  from: SQL;
  view: (view: string, today: string) => SQL;
  columns: (today: string) => SQL;
  /** Each sort key's order, the row's id last so a page is stable. */
  orders: Record<HandoverSort, string>;
  /** Act numbers are searched on the tabs that have an act. */
  actNumber?: SQL;
}

/** The contract's buyer, unit, building and object, for every tab. */
const DEAL_JOINS = sql.raw(`join clients cl on cl.id = contracts.client_id
  join units u on u.id = contracts.unit_id
  join buildings bu on bu.id = u.building_id
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
const cadastreOverdue = (today: string) =>
  sql`(h.cadastre_number is null and ${today}::date > h.act_date + ${sql.raw(String(CADASTRE_DAYS))})`;

/** A defect open and past its deadline on `today`. */
const defectOverdue = (today: string) => sql`(d.fixed_at is null and d.deadline < ${today}::date)`;

const TABS: Record<HandoverTab, TabSql> = {
  // Concluded, the building finished, no act yet; eligible = paid in full or permitted.
  ready: {
    from: sql`contracts ${DEAL_JOINS}
      left join handover_permits hp on hp.contract_id = contracts.id
      left join handover_appointments ha on ha.contract_id = contracts.id and ha.status = 'scheduled'`,
    // Eligible is the one rule (handover-eligibility.ts); unpaid is what a permit would change.
    view: (view) => {
      const noAct = sql`not exists (select 1 from handovers hx where hx.contract_id = contracts.id)`;
      return view === "unpaid"
        ? sql`contracts.status = 'concluded' and bu.build_status = 'completed' and ${noAct}
            and contracts.paid < contracts.total and hp.id is null`
        : sql`${handoverReadySql("bu")} and ${noAct}`;
    },
    columns: () =>
      sql.raw(`contracts.date::text as "contractDate", contracts.total::float8 as total,
        contracts.paid::float8 as paid, contracts.paid >= contracts.total as "paidInFull",
        hp.id is not null as permitted, ha.id as "appointmentId", ${epoch("ha.scheduled_at")} as "appointmentAt"`),
    orders: orders("contracts.date", "contracts.year,contracts.seq", "contracts.id"),
  },
  appointments: {
    from: sql`handover_appointments ha join contracts on contracts.id = ha.contract_id ${DEAL_JOINS}
      left join users us on us.id = ha.user_id`,
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
        (select s.status from sms_messages s where s.appointment_id = ha.id
          order by s.created_at desc, s.id desc limit 1) as "smsStatus",
        us.name as "userName"`),
    orders: orders("ha.scheduled_at", "contracts.year,contracts.seq", "ha.id"),
  },
  handed: {
    from: sql`handovers h join contracts on contracts.id = h.contract_id ${DEAL_JOINS}`,
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
    from: sql`handover_defects d join handovers h on h.id = d.handover_id
      join contracts on contracts.id = h.contract_id ${DEAL_JOINS}`,
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
    // The contract number or the buyer (searchCondition), or on the act tabs the act number
    // ("D-2026-0042": a search without a digit is never one).
    const search = searchCondition(text, found);
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

/**
 * The tab's page: its rows in the asked order, limited, each with `total` when `count` is given
 * as "_count" (the filtered rows, counted by the caller's cappedCount as an InitPlan, once).
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
  const order = sql.raw(tab.orders[f.sort ?? HANDOVER_DEFAULT_SORT[f.tab]]);
  // Named apart from the ready tab's contract "total".
  const total = count ? sql`, ${count(handoverRowsSql(f, viewer, today, found))} as "_count"` : sql``;
  return sql`select ${DEAL_COLUMNS}, ${tab.columns(today)}${total}
    from ${tab.from} where ${where} order by ${order} limit ${page.limit} offset ${page.offset}`;
}

/** The tab's filtered rows (no columns to speak of), for counting. */
export function handoverRowsSql(
  f: HandoverFilter,
  viewer: ScopedViewer,
  today: string,
  found: number[],
): SQL {
  const tab = TABS[f.tab];
  return sql`select 1 from ${tab.from} where ${whereOf(tab, f, viewer, today, found)}`;
}
