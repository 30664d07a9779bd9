import {
  CADASTRE_DAYS,
  type CadastreState,
  type ContractStatus,
  type HandoverDetail,
  tashkentToday,
} from "@makon/shared";
import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  buildings,
  clients,
  contracts,
  floors,
  handoverDefects,
  handoverPermits,
  handovers,
  objects,
  units,
  users,
} from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { assertContractInScope } from "../../lib/record-scope";
import { canWorkHandover, type HandoverViewer } from "./handover.access";

const fixer = alias(users, "fixer");

/** A calendar day plus some days, as "YYYY-MM-DD". */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** registered: a number; applied: an application date without one; none otherwise. */
export function cadastreStateOf(h: { cadastreNumber: string | null; cadastreAppliedAt: string | null }) {
  const state: CadastreState = h.cadastreNumber ? "registered" : h.cadastreAppliedAt ? "applied" : "none";
  return state;
}

async function actOf(db: Db, id: number) {
  const [row] = await db
    .select({
      act: handovers,
      contract: {
        id: contracts.id,
        number: contracts.number,
        date: contracts.date,
        status: contracts.status,
        total: contracts.total,
        paid: contracts.paid,
      },
      client: {
        id: clients.id,
        fullName: clients.fullName,
        phone: clients.phone,
        language: clients.language,
      },
      unit: {
        id: units.id,
        number: units.number,
        floor: floors.number,
        rooms: units.rooms,
        areaM2: units.areaM2,
        objectName: objects.name,
        buildingId: buildings.id,
        buildingName: buildings.name,
      },
      userName: users.name,
    })
    .from(handovers)
    .innerJoin(contracts, eq(contracts.id, handovers.contractId))
    .innerJoin(clients, eq(clients.id, contracts.clientId))
    .innerJoin(units, eq(units.id, contracts.unitId))
    .innerJoin(floors, eq(floors.id, units.floorId))
    .innerJoin(buildings, eq(buildings.id, units.buildingId))
    .innerJoin(objects, eq(objects.id, units.objectId))
    .leftJoin(users, eq(users.id, handovers.userId))
    .where(eq(handovers.id, id));
  return row;
}

/** A contract's permit to hand over unpaid, with who gave it (null: none). */
export async function permitOf(db: Db, contractId: number): Promise<HandoverDetail["permit"]> {
  const [permit] = await db
    .select({ reason: handoverPermits.reason, userName: users.name, createdAt: handoverPermits.createdAt })
    .from(handoverPermits)
    .leftJoin(users, eq(users.id, handoverPermits.userId))
    .where(eq(handoverPermits.contractId, contractId));
  return permit ? { ...permit, createdAt: permit.createdAt.toISOString() } : null;
}

async function defectsOf(db: Db, actId: number, today: string): Promise<HandoverDetail["defects"]> {
  const rows = await db
    .select({
      id: handoverDefects.id,
      item: handoverDefects.item,
      room: handoverDefects.room,
      deadline: handoverDefects.deadline,
      photo: handoverDefects.photo,
      fixedAt: handoverDefects.fixedAt,
      fixedOn: handoverDefects.fixedOn,
      fixedByName: fixer.name,
      fixNote: handoverDefects.fixNote,
      buyerAccepted: handoverDefects.buyerAccepted,
    })
    .from(handoverDefects)
    .leftJoin(fixer, eq(fixer.id, handoverDefects.fixedById))
    .where(eq(handoverDefects.handoverId, actId))
    .orderBy(asc(handoverDefects.id));
  return rows.map(({ photo, fixedAt, ...d }) => ({
    ...d,
    overdue: fixedAt === null && d.deadline !== null && d.deadline < today,
    hasPhoto: photo !== null,
  }));
}

/**
 * One act as its card shows it (GET /api/topshiruv/{id}; the moves routes answer PATCH with it):
 * 404 for an unknown id, OUT_OF_SCOPE for an act whose contract is outside the viewer's scope.
 */
export async function handoverDetail(
  db: Db,
  id: number,
  me: HandoverViewer,
  today = tashkentToday(),
): Promise<HandoverDetail> {
  const row = await actOf(db, id);
  if (!row) throw new AppError("NOT_FOUND", "Handover act not found");
  await assertContractInScope(db, me, row.contract.id);
  const { act } = row;
  const [permit, defects] = await Promise.all([permitOf(db, act.contractId), defectsOf(db, act.id, today)]);
  const dueDate = addDays(act.actDate, CADASTRE_DAYS);
  return {
    id: act.id,
    actNumber: act.actNumber,
    actDate: act.actDate,
    keysCount: act.keysCount,
    meters: { electricity: act.electricityReading, gas: act.gasReading, water: act.waterReading },
    note: act.note,
    hasScan: act.signedScan !== null,
    cadastre: {
      state: cadastreStateOf(act),
      appliedAt: act.cadastreAppliedAt,
      number: act.cadastreNumber,
      registeredAt: act.cadastreRegisteredAt,
      dueDate,
      overdue: act.cadastreNumber === null && today > dueDate,
    },
    warrantyUntil: act.warrantyUntil,
    contract: { ...row.contract, status: row.contract.status as ContractStatus },
    client: row.client,
    unit: row.unit,
    permit,
    defects,
    userName: row.userName,
    createdAt: act.createdAt.toISOString(),
    canEdit: canWorkHandover(me),
  };
}
