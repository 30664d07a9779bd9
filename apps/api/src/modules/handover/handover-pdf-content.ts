import { CADASTRE_DAYS, type Language } from "@makon/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import { buildings, clients, contracts, floors, handoverDefects, objects, units } from "../../db/schema";
import type { Db } from "../../db/types";
import { paperSeller } from "../organisations";
import type { HandoverViewer } from "./handover.access";
import { readAct } from "./handover-act-lock";

/**
 * What the act's PDF says, gathered before anything is drawn (so a test can read it: pdfkit
 * compresses the text it writes). The buyer's passport is there only for a viewer with
 * client_passport_view; for anyone else it is left out, not masked.
 */
export interface ActContent {
  number: string;
  date: string;
  contract: { number: string; date: string };
  seller: {
    name: string;
    stir: string;
    address: string | null;
    director: string | null;
    phone: string | null;
  } | null;
  buyer: { fullName: string; phone: string; address: string | null; passport: string | null };
  unit: {
    object: string;
    building: string;
    floor: number;
    number: string;
    rooms: number;
    areaM2: number;
  };
  keysCount: number;
  meters: { electricity: number | null; gas: number | null; water: number | null };
  defects: { item: string; room: string | null; deadline: string | null }[];
  note: string | null;
  warrantyUntil: string | null;
  cadastreDays: number;
  createdAt: Date;
  /** The client's language: the act's unless another is asked for. */
  clientLanguage: Language;
}

/**
 * The act of GET /api/topshiruv/{id}/pdf, its contract in the viewer's scope. The defects are the
 * ones written with the act (the same transaction, so the same created_at): the paper signed
 * that day, not the defects found since.
 */
export async function actContent(db: Db, me: HandoverViewer, id: number): Promise<ActContent> {
  const act = await readAct(db, me, id);
  const [k] = await db
    .select({
      number: contracts.number,
      date: contracts.date,
      sellerId: contracts.sellerOrganisationId,
      fullName: clients.fullName,
      phone: clients.phone,
      address: clients.address,
      passport: clients.passport,
      language: clients.language,
      object: objects.name,
      building: buildings.name,
      floor: floors.number,
      unit: units.number,
      rooms: units.rooms,
      areaM2: units.areaM2,
    })
    .from(contracts)
    .innerJoin(clients, eq(clients.id, contracts.clientId))
    .innerJoin(units, eq(units.id, contracts.unitId))
    .innerJoin(floors, eq(floors.id, units.floorId))
    .innerJoin(buildings, eq(buildings.id, units.buildingId))
    .innerJoin(objects, eq(objects.id, units.objectId))
    .where(eq(contracts.id, act.contractId));
  if (!k) throw new Error("an act without its contract");
  const seller = await paperSeller(db, k.sellerId);
  const defects = await db
    .select({ item: handoverDefects.item, room: handoverDefects.room, deadline: handoverDefects.deadline })
    .from(handoverDefects)
    .where(
      and(
        eq(handoverDefects.handoverId, id),
        // Compared in the database: a JS Date drops the microseconds PostgreSQL keeps.
        sql`${handoverDefects.createdAt} <= (select h.created_at from handovers h where h.id = ${id})`,
      ),
    )
    .orderBy(asc(handoverDefects.id));
  return {
    number: act.actNumber,
    date: act.actDate,
    contract: { number: k.number, date: k.date },
    seller: seller ?? null,
    buyer: {
      fullName: k.fullName,
      phone: k.phone,
      address: k.address,
      passport: me.dostup.includes("client_passport_view") ? k.passport : null,
    },
    unit: {
      object: k.object,
      building: k.building,
      floor: k.floor,
      number: k.unit,
      rooms: k.rooms,
      areaM2: k.areaM2,
    },
    keysCount: act.keysCount,
    meters: { electricity: act.electricityReading, gas: act.gasReading, water: act.waterReading },
    defects,
    note: act.note,
    warrantyUntil: act.warrantyUntil,
    cadastreDays: CADASTRE_DAYS,
    createdAt: act.createdAt,
    clientLanguage: k.language,
  };
}
