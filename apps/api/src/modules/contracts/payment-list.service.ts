import type {
  PaymentExportQuery,
  PaymentKind,
  PaymentListRow,
  PaymentListSort,
  PaymentMethod,
} from "@makon/shared";
import { TOTAL_CAP } from "@makon/shared";
import { and, asc, desc, eq, gte, isNull, lte, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { buildings, clients, contracts, objects, payments, units, users } from "../../db/schema";
import type { Db } from "../../db/types";
import { likeEscape } from "../../lib/paging";
import { contractScopeSql, type ScopedViewer } from "../../lib/record-scope";
import { tableList } from "../../lib/table-list";
import { contractsOfClients } from "./contract-list.service";

/** The journal's filter as the page and the file read it, the search's contracts looked up once. */
type PaymentFilter = Omit<PaymentExportQuery, "sort"> & {
  viewer: ScopedViewer;
  clientContractIds?: number[];
};

function where(q: PaymentFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    gte(payments.paidAt, q.from),
    lte(payments.paidAt, q.to),
    contractScopeSql(q.viewer),
  ];
  if (q.method) parts.push(eq(payments.method, q.method));
  if (q.kind) parts.push(eq(payments.kind, q.kind));
  if (q.objectId)
    parts.push(sql`${contracts.unitId} in (select id from units where units.object_id = ${q.objectId})`);
  if (q.cancelled === "exclude") parts.push(isNull(payments.cancelledAt));
  if (q.q) {
    const text = q.q.trim();
    // As the contracts list: digits and a hyphen are a contract number, letters only a client.
    const found: SQL[] = /\p{L}/u.test(text)
      ? []
      : [sql`${contracts.number} like ${`%${likeEscape(text)}%`}`];
    if (q.clientContractIds?.length)
      found.push(sql`${payments.contractId} = any(${`{${q.clientContractIds.join(",")}}`}::int[])`);
    parts.push(found.length ? sql`(${sql.join(found, sql` or `)})` : sql`false`);
  }
  return and(...parts);
}

const canceller = alias(users, "canceller");

/** The payments journal (/tolovlar): a payment a line, with what it paid for and who took it. */
const journal = tableList({
  select: (db: Db, total: SQL<number>) =>
    db
      .select({
        id: payments.id,
        contractId: payments.contractId,
        paidAt: payments.paidAt,
        contractNumber: contracts.number,
        clientName: clients.fullName,
        objectName: objects.name,
        buildingName: buildings.name,
        unitNumber: units.number,
        kind: payments.kind,
        amount: payments.amount,
        method: payments.method,
        receiptNumber: payments.receiptNumber,
        userName: users.name,
        createdAt: payments.createdAt,
        cancelledAt: payments.cancelledAt,
        cancelledByName: sql<string | null>`${canceller.name}`,
        cancelReason: payments.cancelReason,
        total,
      })
      .from(payments)
      .innerJoin(contracts, eq(contracts.id, payments.contractId))
      .innerJoin(clients, eq(clients.id, contracts.clientId))
      .innerJoin(units, eq(units.id, contracts.unitId))
      .innerJoin(buildings, eq(buildings.id, units.buildingId))
      .innerJoin(objects, eq(objects.id, units.objectId))
      .leftJoin(users, eq(users.id, payments.userId))
      .leftJoin(canceller, eq(canceller.id, payments.cancelledBy))
      .$dynamic(),
  // The filter reads the payment and its contract only (the scope, the number, the object).
  ids: (db: Db) =>
    db.select({ id: payments.id }).from(payments).innerJoin(contracts, eq(contracts.id, payments.contractId)),
  where,
  sorts: {
    "-paidAt": [desc(payments.paidAt), desc(payments.id)],
    paidAt: [asc(payments.paidAt), asc(payments.id)],
    "-amount": [desc(payments.amount), desc(payments.id)],
    amount: [asc(payments.amount), asc(payments.id)],
  } satisfies Record<PaymentListSort, SQL[]>,
  row: (
    r: Omit<PaymentListRow, "createdAt" | "cancelledAt"> & { createdAt: Date; cancelledAt: Date | null },
  ) => ({
    ...r,
    kind: r.kind as PaymentKind,
    method: r.method as PaymentMethod,
    createdAt: r.createdAt.toISOString(),
    cancelledAt: r.cancelledAt?.toISOString() ?? null,
  }),
  cap: TOTAL_CAP,
});

async function filterOf(db: Db, q: PaymentExportQuery, viewer: ScopedViewer): Promise<PaymentFilter> {
  return { ...q, viewer, ...(q.q ? { clientContractIds: await contractsOfClients(db, q.q) } : {}) };
}

/** One page of the journal, with the filter's total. */
export async function listPayments(
  db: Db,
  q: PaymentExportQuery & { page: number; size: number },
  viewer: ScopedViewer,
) {
  return journal.page(db, { ...(await filterOf(db, q, viewer)), sort: q.sort, page: q.page, size: q.size });
}

/** The journal's whole filter, for the cashier's and the accountant's spreadsheet. */
export async function exportPaymentRows(db: Db, q: PaymentExportQuery, viewer: ScopedViewer) {
  return journal.all(db, { ...(await filterOf(db, q, viewer)), sort: q.sort });
}
