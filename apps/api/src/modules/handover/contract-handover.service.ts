import type { BuildStatus, ContractHandover, ContractStatus } from "@makon/shared";
import { and, eq } from "drizzle-orm";
import { buildings, contracts, handoverAppointments, handovers, units } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { canPermitHandover, canWorkHandover, type HandoverViewer } from "./handover.access";
import { permitOf } from "./handover-detail.service";
import { handoverBlock } from "./handover-eligibility";

/**
 * Where a contract stands for handover (GET /api/shartnoma/{id}/handover; the record scope is the
 * route's): its building, money, permit, scheduled appointment and act, and what blocks an act now
 * by the one rule (handoverBlock). 404 for an unknown contract.
 */
export async function contractHandover(
  db: Db,
  contractId: number,
  me: HandoverViewer,
): Promise<ContractHandover> {
  const [row] = await db
    .select({
      status: contracts.status,
      total: contracts.total,
      paid: contracts.paid,
      buildStatus: buildings.buildStatus,
      act: { id: handovers.id, actNumber: handovers.actNumber, actDate: handovers.actDate },
      appointment: {
        id: handoverAppointments.id,
        scheduledAt: handoverAppointments.scheduledAt,
        note: handoverAppointments.note,
      },
    })
    .from(contracts)
    .innerJoin(units, eq(units.id, contracts.unitId))
    .innerJoin(buildings, eq(buildings.id, units.buildingId))
    .leftJoin(handovers, eq(handovers.contractId, contracts.id))
    .leftJoin(
      handoverAppointments,
      and(eq(handoverAppointments.contractId, contracts.id), eq(handoverAppointments.status, "scheduled")),
    )
    .where(eq(contracts.id, contractId));
  if (!row) throw new AppError("NOT_FOUND", "Contract not found");
  const permit = await permitOf(db, contractId);
  const paidInFull = row.paid >= row.total;
  const blockedBy = handoverBlock({
    status: row.status,
    buildStatus: row.buildStatus,
    total: row.total,
    paid: row.paid,
    permitted: permit !== null,
    hasAct: row.act !== null,
  });
  return {
    contractId,
    contractStatus: row.status as ContractStatus,
    buildStatus: row.buildStatus as BuildStatus,
    buildingCompleted: row.buildStatus === "completed",
    total: row.total,
    paid: row.paid,
    paidInFull,
    permit,
    appointment: row.appointment && {
      id: row.appointment.id,
      scheduledAt: row.appointment.scheduledAt.toISOString(),
      note: row.appointment.note,
    },
    act: row.act,
    blockedBy,
    canPermit: canPermitHandover(me) && row.status === "concluded" && !paidInFull && permit === null,
    canWork: canWorkHandover(me),
  };
}
