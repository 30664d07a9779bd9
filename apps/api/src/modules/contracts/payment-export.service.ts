import type { PaymentExportQuery, PaymentKind, PaymentMethod } from "@makon/shared";
import { and, asc, eq, gte, isNull, lte, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { buildings, clients, contracts, objects, payments, units, users } from "../../db/schema";
import type { Db } from "../../db/types";
import { contractScopeSql, type ScopedViewer } from "../../lib/record-scope";

/** A spreadsheet is for reading: past this many rows people should narrow the dates. */
export const PAYMENT_EXPORT_LIMIT = 100_000;

export interface PaymentExportRow {
  paidAt: string;
  contractNumber: string;
  clientName: string;
  objectName: string;
  buildingName: string;
  unitNumber: string;
  kind: PaymentKind;
  amount: number;
  method: PaymentMethod;
  receiptNumber: string | null;
  userName: string | null;
  createdAt: Date;
  cancelledAt: Date | null;
  cancelledByName: string | null;
  cancelReason: string | null;
}

/** The payments between two days (by paid_at, indexed), oldest first, in one joined query. */
export async function exportPaymentRows(
  db: Db,
  q: PaymentExportQuery,
  viewer: ScopedViewer,
): Promise<PaymentExportRow[]> {
  const canceller = alias(users, "canceller");
  const where: (SQL | undefined)[] = [
    gte(payments.paidAt, q.from),
    lte(payments.paidAt, q.to),
    contractScopeSql(viewer),
  ];
  if (q.method) where.push(eq(payments.method, q.method));
  if (q.kind) where.push(eq(payments.kind, q.kind));
  if (q.objectId) where.push(eq(units.objectId, q.objectId));
  if (q.cancelled === "exclude") where.push(isNull(payments.cancelledAt));
  const rows = await db
    .select({
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
    })
    .from(payments)
    .innerJoin(contracts, eq(contracts.id, payments.contractId))
    .innerJoin(clients, eq(clients.id, contracts.clientId))
    .innerJoin(units, eq(units.id, contracts.unitId))
    .innerJoin(buildings, eq(buildings.id, units.buildingId))
    .innerJoin(objects, eq(objects.id, units.objectId))
    .leftJoin(users, eq(users.id, payments.userId))
    .leftJoin(canceller, eq(canceller.id, payments.cancelledBy))
    .where(and(...where))
    .orderBy(asc(payments.paidAt), asc(payments.id))
    .limit(PAYMENT_EXPORT_LIMIT);
  return rows.map((r) => ({ ...r, kind: r.kind as PaymentKind, method: r.method as PaymentMethod }));
}
