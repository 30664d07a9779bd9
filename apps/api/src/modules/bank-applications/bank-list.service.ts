import {
  type BankApplicationListQuery,
  type BankApplicationRow,
  type BankApplicationStatus,
  type BankLevel,
  type ContractStatus,
  type PaymentType,
  SEARCH_TOTAL_CAP,
  TOTAL_CAP,
  tashkentToday,
} from "@makon/shared";
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { queryRow } from "../../db/raw";
import {
  bankApplications,
  banks,
  buildings,
  clients,
  contracts,
  OPEN_BANK_STATUS_LIST,
  objects,
  units,
  users,
} from "../../db/schema";
import type { Db } from "../../db/types";
import { EXPORT_MAX_ROWS } from "../../lib/excel";
import { capTotal, type IdSelect, offsetOf, pageJson, pageOfIds } from "../../lib/paging";
import { contractScopeSql, type ScopedViewer, scopeKey } from "../../lib/record-scope";
import { isoSql, jsonRowsInOrder } from "../../lib/sql-json";
import { contractIn, searchedContractIds } from "../collections";
import { assertReadsLevel, type BankViewer } from "./bank-applications.access";

/** Tables a list row is built from: a remembered page is tagged with their change counters. */
export const BANK_ROW_TABLES = [
  "bank_applications",
  "contracts",
  "clients",
  "units",
  "buildings",
  "objects",
  "banks",
  "users",
] as const;

export const DECIDED_BANK_STATUSES: readonly BankApplicationStatus[] = ["approved", "rejected", "funded"];

export type ListViewer = BankViewer & ScopedViewer;
export type BankFilter = Omit<BankApplicationListQuery, "page" | "size" | "sort">;

const DAY_MS = 86_400_000;

/**
 * The moment before which an application entered its status to be `days` in it. Days are the
 * office's calendar days (Tashkent): "5 days" means it entered on or before the fifth day back,
 * so a list's answer stays exact for the whole day and the desk's stale count equals the list of
 * minDays=STALE_BANK_DAYS.
 */
export function enteredBefore(days: number, today = tashkentToday()): Date {
  return new Date(new Date(`${today}T00:00:00+05:00`).getTime() - (days - 1) * DAY_MS);
}

const assignee = alias(users, "assignee");
const manager = alias(users, "manager");

/** The columns of a list row. */
const rowColumns = {
  id: bankApplications.id,
  level: bankApplications.level,
  status: bankApplications.status,
  contractId: bankApplications.contractId,
  contractNumber: contracts.number,
  contractStatus: contracts.status,
  paymentType: contracts.paymentType,
  clientId: contracts.clientId,
  clientName: clients.fullName,
  objectName: objects.name,
  buildingName: buildings.name,
  unitNumber: units.number,
  bankId: bankApplications.bankId,
  bankName: banks.name,
  amountRequested: bankApplications.amountRequested,
  amountApproved: bankApplications.amountApproved,
  assigneeId: bankApplications.assigneeId,
  assigneeName: assignee.name,
  managerId: contracts.managerId,
  managerName: manager.name,
  statusChangedAt: bankApplications.statusChangedAt,
  createdAt: bankApplications.createdAt,
};

/** An application with its contract, client, unit, bank and people: the joins every row needs. */
export function rowQuery(db: Db) {
  return db
    .select(rowColumns)
    .from(bankApplications)
    .innerJoin(contracts, eq(contracts.id, bankApplications.contractId))
    .innerJoin(clients, eq(clients.id, contracts.clientId))
    .innerJoin(units, eq(units.id, contracts.unitId))
    .innerJoin(buildings, eq(buildings.id, units.buildingId))
    .innerJoin(objects, eq(objects.id, units.objectId))
    .innerJoin(banks, eq(banks.id, bankApplications.bankId))
    .leftJoin(assignee, eq(assignee.id, bankApplications.assigneeId))
    .leftJoin(manager, eq(manager.id, contracts.managerId));
}

type Raw = Awaited<ReturnType<ReturnType<typeof rowQuery>["execute"]>>[number];

export function toRow(r: Raw): BankApplicationRow {
  return {
    id: r.id,
    contractId: r.contractId,
    contractNumber: r.contractNumber,
    clientId: r.clientId,
    clientName: r.clientName,
    objectName: r.objectName,
    buildingName: r.buildingName,
    unitNumber: r.unitNumber,
    bankId: r.bankId,
    bankName: r.bankName,
    amountRequested: r.amountRequested,
    amountApproved: r.amountApproved,
    assigneeId: r.assigneeId,
    assigneeName: r.assigneeName,
    managerId: r.managerId,
    managerName: r.managerName,
    level: r.level as BankLevel,
    status: r.status as BankApplicationStatus,
    contractStatus: r.contractStatus as ContractStatus,
    paymentType: r.paymentType as PaymentType,
    statusChangedAt: r.statusChangedAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
  };
}

/**
 * A page's rows as the JSON text of bankApplicationRowSchema's objects, in the order of `ids`,
 * written by the database as toRow writes rowQuery's rows (decision 33; the list's test holds the
 * two alike): keys in the schema's order, times as toISOString writes them. Prepared once per
 * connection.
 */
const rowsJson = jsonRowsInOrder(
  "bank_application_rows_json",
  sql`select ba.id, ba.level, ba.status, ba.contract_id as "contractId", c.number as "contractNumber",
        c.status as "contractStatus", c.payment_type as "paymentType", c.client_id as "clientId",
        cl.full_name as "clientName", o.name as "objectName", b.name as "buildingName",
        u.number as "unitNumber", ba.bank_id as "bankId", bk.name as "bankName",
        ba.amount_requested as "amountRequested", ba.amount_approved as "amountApproved",
        ba.assignee_id as "assigneeId", a.name as "assigneeName",
        c.manager_id as "managerId", m.name as "managerName",
        ${isoSql(sql`ba.status_changed_at`)} as "statusChangedAt", ${isoSql(sql`ba.created_at`)} as "createdAt"
      from bank_applications ba
      join contracts c on c.id = ba.contract_id
      join clients cl on cl.id = c.client_id
      join units u on u.id = c.unit_id
      join buildings b on b.id = u.building_id
      join objects o on o.id = u.object_id
      join banks bk on bk.id = ba.bank_id
      left join users a on a.id = ba.assignee_id
      left join users m on m.id = c.manager_id
      where ba.id = any(${sql.placeholder("ids")}::int[])`,
);

function viewCondition(view: BankFilter["view"], me: number): SQL | undefined {
  const open = sql`${bankApplications.status} in ${OPEN_BANK_STATUS_LIST}`;
  switch (view) {
    case "mine":
      return eq(bankApplications.assigneeId, me);
    case "unassigned":
      return and(isNull(bankApplications.assigneeId), open);
    case "open":
      return open;
    case "decided":
      return inArray(bankApplications.status, [...DECIDED_BANK_STATUSES]);
    default:
      return undefined;
  }
}

/** The list's condition on bank_applications joined with contracts. */
export function bankFilters(
  q: BankFilter,
  viewer: ListViewer,
  today: string,
  searchedIds: readonly number[] = [],
): SQL | undefined {
  const where: (SQL | undefined)[] = [
    eq(bankApplications.level, q.level),
    contractScopeSql(viewer),
    viewCondition(q.view, viewer.id),
  ];
  if (q.status) where.push(inArray(bankApplications.status, q.status.split(",")));
  if (q.assigneeId) where.push(eq(bankApplications.assigneeId, q.assigneeId));
  // A head office stands for its branches too: the upper desk files by head office, the lower by branch.
  if (q.bankId)
    where.push(
      sql`${bankApplications.bankId} in (select b.id from banks b where b.id = ${q.bankId} or b.parent_id = ${q.bankId})`,
    );
  if (q.objectId)
    where.push(sql`${contracts.unitId} in (select u.id from units u where u.object_id = ${q.objectId})`);
  if (q.managerId) where.push(eq(contracts.managerId, q.managerId));
  if (q.minDays !== undefined)
    where.push(sql`${bankApplications.statusChangedAt} < ${enteredBefore(q.minDays, today)}`);
  const text = q.q?.trim();
  // A contract number being typed ("2026-04"), a name in any spelling or phone digits: the
  // contracts the search found (searchedContractIds, worked out first), tested on the
  // application's own contract id, so no contract row is read to test its number.
  if (text) where.push(contractIn(sql`${bankApplications.contractId}`, searchedIds));
  return and(...where);
}

/** Whether bankFilters names the contracts table (a record scope, an object or a manager). */
function readsContracts(q: BankFilter, viewer: ListViewer): boolean {
  return contractScopeSql(viewer) !== undefined || q.objectId !== undefined || q.managerId !== undefined;
}

const SORTS: Record<BankApplicationListQuery["sort"], SQL[]> = {
  "-statusChanged": [desc(bankApplications.statusChangedAt), desc(bankApplications.id)],
  statusChanged: [asc(bankApplications.statusChangedAt), asc(bankApplications.id)],
  "-created": [desc(bankApplications.createdAt), desc(bankApplications.id)],
  created: [asc(bankApplications.createdAt), asc(bankApplications.id)],
  "-amount": [desc(bankApplications.amountRequested), desc(bankApplications.id)],
  amount: [asc(bankApplications.amountRequested), asc(bankApplications.id)],
};

/** What a remembered page or total depends on besides the tables: the day, scope and, for "mine", who. */
export function bankListKey(q: BankFilter, viewer: ListViewer, today: string): string {
  const who = q.view === "mine" ? `me:${viewer.id}` : "";
  return `ariza:${today}:${scopeKey(viewer, "contract")}:${who}:${JSON.stringify(q)}`;
}

/** The contracts a search finds by number or buyer, or none without a search. */
async function searchedContracts(db: Db, q: BankFilter): Promise<number[]> {
  const text = q.q?.trim();
  return text ? searchedContractIds(db, text) : [];
}

/** A search that found at most this many contracts sorts their applications instead of walking the order's index. */
const FEW_CONTRACTS = 2_000;

/**
 * A search's page when it found few contracts: their applications (a contract has one or two a
 * level, so a few thousand at most) read through the index of contract ids, then sorted and
 * counted, in one statement. Left to choose, the planner walked the order's index testing each
 * application against the ids — 9,000 rows for a page of a search that finds 72. The CTE is
 * called "bank_applications" so the list's orders (written for the table) sort it.
 */
async function searchPage(
  db: Db,
  q: { where: SQL | undefined; joinsContracts: boolean; order: SQL[]; page: { page: number; size: number } },
): Promise<{ ids: number[]; total: number; totalCapped: boolean }> {
  const join = q.joinsContracts
    ? sql`inner join contracts on contracts.id = bank_applications.contract_id`
    : sql``;
  const row = await queryRow<{ total: number; ids: number[] }>(
    db,
    sql`with bank_applications as materialized (
      select bank_applications.id, bank_applications.status_changed_at, bank_applications.created_at,
        bank_applications.amount_requested
      from bank_applications ${join} where ${q.where})
    select (select count(*) from bank_applications)::int as total,
      array(select bank_applications.id from bank_applications order by ${sql.join(q.order, sql`, `)}
        limit ${q.page.size} offset ${offsetOf(q.page)}) as ids`,
  );
  return { ids: (row?.ids ?? []).map(Number), ...capTotal(row?.total ?? 0, SEARCH_TOTAL_CAP) };
}

/**
 * One level's applications, paged: one statement reads the page's ids in the order's index
 * (level, status_changed_at, id) with the filter's total counted up to a cap, a prepared one the
 * page's full rows. Two round trips, whatever the page size.
 */
export async function listBankPage(
  db: Db,
  q: BankApplicationListQuery,
  viewer: ListViewer,
  seen: string,
): Promise<string> {
  assertReadsLevel(viewer, q.level);
  const today = tashkentToday();
  const { page, size, sort, ...filter } = q;
  const searched = await searchedContracts(db, filter);
  const where = bankFilters(filter, viewer, today, searched);
  const joinsContracts = readsContracts(filter, viewer);
  const { ids, ...total } =
    filter.q?.trim() && searched.length <= FEW_CONTRACTS
      ? await searchPage(db, { where, joinsContracts, order: SORTS[sort], page: { page, size } })
      : await pageOfIds(db, {
          select: (columns) => {
            const base = db.select(columns as never).from(bankApplications);
            // The contract is joined only for a filter on it: the plain list reads the level's index alone.
            const joined = joinsContracts
              ? base.innerJoin(contracts, eq(contracts.id, bankApplications.contractId))
              : base;
            return joined as unknown as ReturnType<IdSelect>;
          },
          id: bankApplications.id,
          where,
          order: SORTS[sort],
          page: { page, size },
          cap: filter.q ? SEARCH_TOTAL_CAP : TOTAL_CAP,
          total: { key: bankListKey(filter, viewer, today), seen },
        });
  const items = await rowsJson(db, { ids });
  return pageJson(items, total, q);
}

/** The filtered applications for Excel, in the list's order (bounded). */
export async function exportBankRows(
  db: Db,
  q: Omit<BankApplicationListQuery, "page" | "size">,
  viewer: ListViewer,
): Promise<BankApplicationRow[]> {
  assertReadsLevel(viewer, q.level);
  const { sort, ...filter } = q;
  const rows = await rowQuery(db)
    .where(bankFilters(filter, viewer, tashkentToday(), await searchedContracts(db, filter)))
    .orderBy(...SORTS[sort])
    .limit(EXPORT_MAX_ROWS);
  return rows.map(toRow);
}
