import type { ContractListItem } from "@makon/shared";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { buildings, clients, contracts, objects, payments, units, users } from "../../db/schema";
import type { Db } from "../../db/types";

/** Money in minus money refunded, per contract, ignoring cancelled payments. */
export function paidPerContract(db: Db) {
  return db
    .select({
      contractId: payments.contractId,
      paid: sql<string>`sum(case when ${payments.kind} = 'refund' then -${payments.amount} else ${payments.amount} end)`.as(
        "paid",
      ),
    })
    .from(payments)
    .where(isNull(payments.cancelledAt))
    .groupBy(payments.contractId)
    .as("paid");
}

export async function listContracts(db: Db): Promise<ContractListItem[]> {
  const paid = paidPerContract(db);
  const rows = await db
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
      paid: paid.paid,
      status: contracts.status,
      refusalReason: contracts.refusalReason,
    })
    .from(contracts)
    .innerJoin(clients, eq(clients.id, contracts.clientId))
    .innerJoin(units, eq(units.id, contracts.unitId))
    .innerJoin(buildings, eq(buildings.id, units.buildingId))
    .innerJoin(objects, and(eq(objects.id, buildings.objectId)))
    .leftJoin(users, eq(users.id, contracts.managerId))
    .leftJoin(paid, eq(paid.contractId, contracts.id))
    .orderBy(desc(contracts.date), desc(contracts.id));
  return rows.map((r) => ({
    ...r,
    paymentType: r.paymentType as ContractListItem["paymentType"],
    status: r.status as ContractListItem["status"],
    paid: Number(r.paid ?? 0),
  }));
}
