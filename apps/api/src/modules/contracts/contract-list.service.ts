import {
  type ContractListQuery,
  type ContractRow,
  type ContractStatus,
  foldSearch,
  type PaymentType,
  tashkentToday,
} from "@makon/shared";
import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { buildings, clients, contracts, objects, units, users } from "../../db/schema";
import type { Db } from "../../db/types";
import { digitsOf, likeEscape, offsetOf, type Page } from "../../lib/paging";
import { preparedPerDb } from "../../lib/prepared";
import { contractScopeSql, type ScopedViewer, scopeKey } from "../../lib/record-scope";
import { readVersions, remembered } from "../../lib/version-cache";
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
const NEXT_DUE = sql`(select min(s.due_date) from schedule_items s where s.contract_id = contracts.id and s.version = contracts.schedule_version and s.paid < s.amount)`;
const overdueOn = (today: string | SQL) =>
  sql`exists (select 1 from schedule_items s where s.contract_id = contracts.id and s.version = contracts.schedule_version and s.paid < s.amount and s.due_date < ${today})`;

function filters(
  q: Omit<ContractListQuery, "page" | "size" | "sort">,
  today: string,
  viewer: ScopedViewer,
): SQL | undefined {
  const where: (SQL | undefined)[] = [contractScopeSql(viewer)];
  if (q.status) where.push(inArray(contracts.status, q.status.split(",")));
  if (q.managerId) where.push(eq(contracts.managerId, q.managerId));
  if (q.paymentType) where.push(eq(contracts.paymentType, q.paymentType));
  if (q.objectId)
    where.push(sql`${contracts.unitId} in (select id from units where units.object_id = ${q.objectId})`);
  if (q.overdue === "true") where.push(overdueOn(today));
  if (q.overdue === "false") where.push(sql`not ${overdueOn(today)}`);
  if (q.q) {
    const text = q.q.trim();
    const digits = digitsOf(text);
    const parts: SQL[] = [sql`${contracts.number} like ${`%${likeEscape(text)}%`}`];
    const key = /\p{L}/u.test(text) ? foldSearch(text) : digits.length >= 3 ? digits : null;
    if (key)
      parts.push(
        sql`${contracts.clientId} in (select id from clients where clients.search_text like ${`%${likeEscape(key)}%`})`,
      );
    where.push(sql`(${sql.join(parts, sql` or `)})`);
  }
  return and(...where);
}

const SORTS: Record<ContractListQuery["sort"], SQL[]> = {
  "-date": [desc(contracts.date), desc(contracts.id)],
  date: [asc(contracts.date), asc(contracts.id)],
  "-number": [desc(contracts.year), desc(contracts.seq)],
  number: [asc(contracts.year), asc(contracts.seq)],
  "-total": [desc(contracts.total), desc(contracts.id)],
  total: [asc(contracts.total), asc(contracts.id)],
  nextDue: [sql`${NEXT_DUE} asc nulls last`, asc(contracts.id)],
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
      nextDueDate: sql<string | null>`${NEXT_DUE}::text`,
      overdue: sql<boolean>`${overdueOn(today)}`,
    })
    .from(contracts)
    .innerJoin(clients, eq(clients.id, contracts.clientId))
    .innerJoin(units, eq(units.id, contracts.unitId))
    .innerJoin(buildings, eq(buildings.id, units.buildingId))
    .innerJoin(objects, eq(objects.id, units.objectId))
    .leftJoin(users, eq(users.id, contracts.managerId));
}

/** A page's full rows by id: a nine-way plan made once per database (see units.service). */
const rowsByIds = preparedPerDb((db) =>
  rowQuery(db, sql`${sql.placeholder("today")}::date`)
    .where(sql`${contracts.id} = any(${sql.placeholder("ids")}::int[])`)
    .prepare("contract_rows_by_ids"),
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
 * Contracts, paged and filtered: ids from the contracts table (joined only to what the filter
 * needs), then the page's full rows with what is paid, owed and due. The total is remembered
 * while the tables' counters stay the same.
 */
export async function listContractPage(
  db: Db,
  q: ContractListQuery,
  viewer: ScopedViewer,
  seen?: string,
): Promise<Page<ContractRow>> {
  const today = tashkentToday();
  const where = filters(q, today, viewer);
  const ids = (
    await db
      .select({ id: contracts.id })
      .from(contracts)
      .where(where)
      .orderBy(...SORTS[q.sort])
      .limit(q.size)
      .offset(offsetOf(q))
  ).map((r) => r.id);
  const rows = ids.length ? await rowsByIds(db).execute({ ids, today }) : [];
  const byId = new Map(rows.map((r) => [r.id, toRow(r)]));
  const items = ids.flatMap((id) => byId.get(id) ?? []);
  if (q.page === 1 && ids.length < q.size) return { items, total: ids.length, page: q.page, size: q.size };
  const { page: _p, size: _s, sort: _o, ...filter } = q;
  const total = await remembered(
    db,
    `shartnoma-total:${today}:${scopeKey(viewer, "contract")}:${JSON.stringify(filter)}`,
    seen ?? (await readVersions(db, CONTRACT_ROW_TABLES)),
    async () => Number((await db.select({ n: count() }).from(contracts).where(where))[0]?.n ?? 0),
  );
  return { items, total, page: q.page, size: q.size };
}

/** Every contract, newest first, for the specification's GET /api/shartnoma/all_shartnoma. */
export async function allContractRows(db: Db, viewer: ScopedViewer): Promise<ContractRow[]> {
  const rows = await rowQuery(db, tashkentToday())
    .where(contractScopeSql(viewer))
    .orderBy(...SORTS["-date"]);
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
    .where(filters(q, today, viewer))
    .orderBy(...SORTS[q.sort])
    .limit(50_000);
  return rows.map(toRow);
}
