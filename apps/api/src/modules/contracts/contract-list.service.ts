import {
  type ContractListQuery,
  type ContractPapers,
  type ContractRow,
  type ContractStatus,
  type PaymentType,
  SEARCH_TOTAL_CAP,
  TOTAL_CAP,
  tashkentToday,
} from "@makon/shared";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { queryRow } from "../../db/raw";
import { buildings, clients, contracts, objects, units, users } from "../../db/schema";
import type { Db } from "../../db/types";
import { EXPORT_MAX_ROWS } from "../../lib/excel";
import { type Keyset, keysetOrder } from "../../lib/page-anchors";
import { type IdSelect, likeEscape, pageJson, pageOfIds } from "../../lib/paging";
import { contractScopeSql, type ScopedViewer, scopeKey } from "../../lib/record-scope";
import { jsonRowsInOrder } from "../../lib/sql-json";
import { matchingClientIds } from "../clients";
import { PAID_SQL } from "./paid.sql";

/** Tables a contract row is built from: a remembered page is tagged with their counters. */
export const CONTRACT_ROW_TABLES = [
  "contracts",
  "payments",
  "schedule_items",
  "clients",
  "units",
  "buildings",
  "objects",
  "users",
] as const;

// Written out with table names: inside select lists and subqueries the builder drops them.
// Only a refused contract pays money back; others skip the subquery.
const REFUNDED = sql`(case when contracts.status = 'refused' then (select coalesce(sum(p.amount), 0) from payments p where p.contract_id = contracts.id and p.kind = 'refund' and p.cancelled_at is null) else 0 end)`;
/**
 * Overdue: the earliest unpaid row of the current schedule (contracts.next_due_date, kept by the
 * database's triggers, migration 0016) is past due; a refused contract never is (as the row says).
 * Written as the indexes on next_due_date and, for live contracts, on date can answer it.
 */
const overdueOn = (today: string | SQL) =>
  sql`(contracts.status <> 'refused' and contracts.next_due_date < ${today})`;
/** Exactly the contracts overdueOn leaves out (a null next due date is not overdue). */
const notOverdueOn = (today: string | SQL) =>
  sql`(contracts.status = 'refused' or contracts.next_due_date is null or contracts.next_due_date >= ${today})`;

/**
 * The contracts desk's work, one definition for the list's ?papers= and the home's tiles: no signed
 * scan yet; a full or installment deal in process with its down payment in (ready to conclude).
 */
export const CONTRACT_PAPERS_SQL: Record<ContractPapers, SQL> = {
  scan_missing: sql`contracts.signed_scan is null`,
  ready_to_conclude: sql`(contracts.status = 'in_process' and contracts.payment_type in ('full', 'installment')
    and contracts.paid >= contracts.down_payment)`,
};

/** A contract list's query with the search's contracts looked up (see contractsOfClients). */
type ContractFilter = Omit<ContractListQuery, "page" | "size" | "sort"> & { clientContractIds?: number[] };

function filters(q: ContractFilter, today: string, viewer: ScopedViewer): SQL | undefined {
  const where: (SQL | undefined)[] = [contractScopeSql(viewer)];
  if (q.status) where.push(inArray(contracts.status, q.status.split(",")));
  if (q.managerId) where.push(eq(contracts.managerId, q.managerId));
  if (q.paymentType) where.push(eq(contracts.paymentType, q.paymentType));
  if (q.objectId)
    where.push(sql`${contracts.unitId} in (select id from units where units.object_id = ${q.objectId})`);
  if (q.overdue === "true") where.push(overdueOn(today));
  if (q.overdue === "false") where.push(notOverdueOn(today));
  if (q.papers) where.push(CONTRACT_PAPERS_SQL[q.papers]);
  if (q.q) {
    const text = q.q.trim();
    // A number is digits and a hyphen ("2026-0412"): a search with letters is only a name.
    const parts: SQL[] = /\p{L}/u.test(text)
      ? []
      : [sql`${contracts.number} like ${`%${likeEscape(text)}%`}`];
    // A constant array, which the server hashes: one probe per contract.
    if (q.clientContractIds?.length)
      parts.push(sql`${contracts.id} = any(${`{${q.clientContractIds.join(",")}}`}::int[])`);
    where.push(parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`);
  }
  return and(...where);
}

/**
 * The contracts of the clients a search finds (name in any spelling, words in any order, or phone
 * digits): the clients through their search index, then their contracts through theirs. Read
 * once, so the page and its count do not each search again.
 */
export async function contractsOfClients(db: Db, q: string): Promise<number[]> {
  const found = matchingClientIds(q);
  if (!found) return [];
  const row = await queryRow<{ ids: number[] }>(
    db,
    sql`select array(select c.id from contracts c where c.client_id in ${found}) as ids`,
  );
  return row?.ids ?? [];
}

async function withClientContracts<T extends Omit<ContractListQuery, "page" | "size">>(db: Db, q: T) {
  return q.q ? { ...q, clientContractIds: await contractsOfClients(db, q.q) } : q;
}

/**
 * The orders as key columns (page-anchors.ts): a deep page starts from a remembered page start.
 * Each ends in a unique key. "Next due" sorts its nulls last, which a row comparison cannot
 * express, so that order is written out and counts from the top.
 */
const KEYSETS: Partial<Record<ContractListQuery["sort"], Keyset>> = {
  "-date": { columns: [contracts.date, contracts.id], descending: true },
  date: { columns: [contracts.date, contracts.id], descending: false },
  "-number": { columns: [contracts.year, contracts.seq], descending: true },
  number: { columns: [contracts.year, contracts.seq], descending: false },
  "-total": { columns: [contracts.total, contracts.id], descending: true },
  total: { columns: [contracts.total, contracts.id], descending: false },
};

const orderOf = (sort: ContractListQuery["sort"]): SQL[] => {
  const keyset = KEYSETS[sort];
  return keyset ? keysetOrder(keyset) : [sql`${contracts.nextDueDate} asc nulls last`, asc(contracts.id)];
};

function rowQuery(db: Db, today: string | SQL) {
  return db
    .select({
      id: contracts.id,
      number: contracts.number,
      date: contracts.date,
      clientId: contracts.clientId,
      clientName: clients.fullName,
      unitId: contracts.unitId,
      unitNumber: units.number,
      buildingId: buildings.id,
      buildingName: buildings.name,
      objectName: objects.name,
      managerId: contracts.managerId,
      managerName: users.name,
      paymentType: contracts.paymentType,
      areaM2: contracts.areaM2,
      pricePerM2: contracts.pricePerM2,
      discount: contracts.discount,
      total: contracts.total,
      downPayment: contracts.downPayment,
      months: contracts.months,
      status: contracts.status,
      refusalReason: contracts.refusalReason,
      paid: sql<number>`${PAID_SQL}`.mapWith(Number),
      refunded: sql<number>`${REFUNDED}`.mapWith(Number),
      nextDueDate: contracts.nextDueDate,
      overdue: sql<boolean>`coalesce(${overdueOn(today)}, false)`,
    })
    .from(contracts)
    .innerJoin(clients, eq(clients.id, contracts.clientId))
    .innerJoin(units, eq(units.id, contracts.unitId))
    .innerJoin(buildings, eq(buildings.id, units.buildingId))
    .innerJoin(objects, eq(objects.id, units.objectId))
    .leftJoin(users, eq(users.id, contracts.managerId));
}

/**
 * A page's rows as the JSON text of contractRowSchema's objects, in the order of `ids`, written by
 * the database as toRow writes them (the list's test holds the two alike, row for row) — keys in
 * the schema's order, the area as float8, so the text is what JSON.stringify would write: nothing
 * is parsed, mapped, checked and written again here — on a cold page that was a third of the
 * API's work for it (docs/performance.md). One statement prepared once per connection.
 */
const rowsJson = jsonRowsInOrder(
  "contract_rows_json",
  sql`select c.id, c.number, c.date, c.client_id as "clientId", cl.full_name as "clientName",
        c.unit_id as "unitId", u.number as "unitNumber", b.id as "buildingId", b.name as "buildingName",
        o.name as "objectName", c.manager_id as "managerId", m.name as "managerName",
        c.payment_type as "paymentType", c.area_m2::float8 as "areaM2", c.price_per_m2 as "pricePerM2",
        c.discount, c.total, c.down_payment as "downPayment", c.months, c.paid, c.status,
        c.refusal_reason as "refusalReason",
        case when c.status = 'refused' then 0 else c.total - c.paid end as balance,
        c.next_due_date as "nextDueDate",
        (c.status <> 'refused' and coalesce(c.next_due_date < ${sql.placeholder("today")}::date, false)) as overdue,
        case when c.status = 'refused' then greatest(0, c.paid) else 0 end as "owedBack",
        case when c.status = 'refused' then (select coalesce(sum(p.amount), 0) from payments p
          where p.contract_id = c.id and p.kind = 'refund' and p.cancelled_at is null) else 0 end as refunded
      from contracts c
      join clients cl on cl.id = c.client_id
      join units u on u.id = c.unit_id
      join buildings b on b.id = u.building_id
      join objects o on o.id = u.object_id
      left join users m on m.id = c.manager_id
      where c.id = any(${sql.placeholder("ids")}::int[])`,
);

type Raw = Awaited<ReturnType<ReturnType<typeof rowQuery>["execute"]>>[number];

function toRow(r: Raw): ContractRow {
  const refused = r.status === "refused";
  return {
    ...r,
    paymentType: r.paymentType as PaymentType,
    status: r.status as ContractStatus,
    paid: Number(r.paid),
    balance: refused ? 0 : r.total - Number(r.paid),
    overdue: !refused && Boolean(r.overdue),
    owedBack: refused ? Math.max(0, Number(r.paid)) : 0,
  };
}

/**
 * Contracts, paged and filtered, as the JSON text of contractPageSchema: one statement gives the
 * page's ids (from the contracts table, read in an index's order) and the filter's total, counted
 * up to a cap; a prepared one writes the page's rows with what is paid, owed and due. The two stay
 * apart: the rows' nine-way plan costs the server ~2 ms to make, made once per connection here,
 * where a statement shaped by each filter would be planned again for every page.
 */
export async function listContractPage(
  db: Db,
  q: ContractListQuery,
  viewer: ScopedViewer,
  seen: string,
): Promise<string> {
  const today = tashkentToday();
  const { page, size, sort, ...filter } = q;
  const listKey = `shartnoma:${today}:${scopeKey(viewer, "contract")}:${JSON.stringify(filter)}`;
  const keyset = KEYSETS[sort];
  const { ids, ...total } = await pageOfIds(db, {
    select: (columns) => db.select(columns as never).from(contracts) as unknown as ReturnType<IdSelect>,
    id: contracts.id,
    where: filters(await withClientContracts(db, q), today, viewer),
    order: orderOf(sort),
    page: { page, size },
    cap: q.q ? SEARCH_TOTAL_CAP : TOTAL_CAP,
    // "Overdue" moves with the day; the scope decides which contracts are counted.
    total: { key: listKey, seen },
    ...(keyset ? { keyset: { key: `${sort}:${listKey}`, order: keyset } } : {}),
  });
  const items = await rowsJson(db, { ids, today });
  return pageJson(items, total, q);
}

/** Every contract, newest first, for the compatibility call GET /api/shartnoma/all_shartnoma. */
export async function allContractRows(db: Db, viewer: ScopedViewer): Promise<ContractRow[]> {
  const rows = await rowQuery(db, tashkentToday())
    .where(contractScopeSql(viewer))
    .orderBy(...orderOf("-date"));
  return rows.map(toRow);
}

/** The filtered contracts for Excel (bounded). */
export async function exportContractRows(
  db: Db,
  q: Omit<ContractListQuery, "page" | "size">,
  viewer: ScopedViewer,
): Promise<ContractRow[]> {
  const today = tashkentToday();
  const rows = await rowQuery(db, today)
    .where(filters(await withClientContracts(db, q), today, viewer))
    .orderBy(...orderOf(q.sort))
    .limit(EXPORT_MAX_ROWS);
  return rows.map(toRow);
}
