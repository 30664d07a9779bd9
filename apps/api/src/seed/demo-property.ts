import { buildings, entrances, floors, objects, units } from "../db/schema";
import type { Db } from "../db/types";

export interface DemoUnit {
  id: number;
  objectId: number;
  buildingId: number;
  areaM2: number;
  pricePerM2: number;
  totalPrice: number;
  type: string;
}

const PLAN = [
  {
    name: "Makon Yunusobod",
    address: "Toshkent sh., Yunusobod tumani, 19-mavze, Amir Temur koʻchasi",
    district: "Yunusobod",
    buildings: [
      {
        name: "1-blok",
        floors: 9,
        entrances: 2,
        perFloor: 4,
        buildStatus: "completed",
        completionDate: "2026-03-31",
        bankApproved: true,
        base: 8_400_000,
      },
      {
        name: "2-blok",
        floors: 12,
        entrances: 3,
        perFloor: 4,
        buildStatus: "finishing",
        completionDate: "2027-06-30",
        bankApproved: true,
        base: 8_900_000,
      },
    ],
  },
  {
    name: "Makon Chilonzor",
    address: "Toshkent sh., Chilonzor tumani, 9-kvartal, Bunyodkor shoh koʻchasi",
    district: "Chilonzor",
    buildings: [
      {
        name: "A-blok",
        floors: 16,
        entrances: 2,
        perFloor: 4,
        buildStatus: "frame",
        completionDate: "2028-09-30",
        bankApproved: false,
        base: 7_600_000,
      },
    ],
  },
] as const;

const ROOMS_BY_POSITION = [1, 2, 3, 4];
const AREA_BY_ROOMS: Record<number, number> = { 1: 42.5, 2: 58.3, 3: 78.6, 4: 96.2 };

/** Two objects, three buildings, their entrances, floors and ~340 units, built in bulk. */
export async function seedProperty(db: Db): Promise<DemoUnit[]> {
  const result: DemoUnit[] = [];
  for (const o of PLAN) {
    const [obj] = await db
      .insert(objects)
      .values({ name: o.name, address: o.address, district: o.district })
      .returning({ id: objects.id });
    if (!obj) throw new Error("object not created");
    for (const b of o.buildings) {
      const [bld] = await db
        .insert(buildings)
        .values({
          objectId: obj.id,
          name: b.name,
          floors: b.floors,
          entrances: b.entrances,
          buildStatus: b.buildStatus,
          completionDate: b.completionDate,
          bankApproved: b.bankApproved,
        })
        .returning({ id: buildings.id });
      if (!bld) throw new Error("building not created");
      const ents = await db
        .insert(entrances)
        .values(Array.from({ length: b.entrances }, (_, i) => ({ buildingId: bld.id, number: i + 1 })))
        .returning({ id: entrances.id, number: entrances.number });
      const floorRows = await db
        .insert(floors)
        .values(
          ents.flatMap((e) =>
            Array.from({ length: b.floors }, (_, f) => ({
              buildingId: bld.id,
              entranceId: e.id,
              number: f + 1,
            })),
          ),
        )
        .returning({ id: floors.id, entranceId: floors.entranceId, number: floors.number });
      let counter = 0;
      const unitValues = [];
      for (const e of ents) {
        for (const fl of floorRows.filter((f) => f.entranceId === e.id).sort((x, y) => x.number - y.number)) {
          for (let p = 0; p < b.perFloor; p++) {
            counter++;
            const rooms = ROOMS_BY_POSITION[p] ?? 2;
            const commercial = fl.number === 1 && b.name === "A-blok";
            const areaM2 = commercial ? 64.0 + p * 8 : (AREA_BY_ROOMS[rooms] ?? 60);
            // Middle floors cost most; commercial premises on the ground floor cost more still.
            const floorFactor = 1 + Math.min(fl.number, b.floors - fl.number + 2) * 0.012;
            const pricePerM2 = Math.round((b.base * floorFactor * (commercial ? 1.35 : 1)) / 10_000) * 10_000;
            unitValues.push({
              objectId: obj.id,
              buildingId: bld.id,
              entranceId: e.id,
              floorId: fl.id,
              number: String(counter),
              rooms: commercial ? 0 : rooms,
              areaM2,
              pricePerM2,
              totalPrice: Math.round(areaM2 * pricePerM2),
              type: commercial ? "commercial" : "residential",
              finishing: b.buildStatus === "completed" && p % 2 === 0 ? "finished" : "unfinished",
            });
          }
        }
      }
      const inserted = await db.insert(units).values(unitValues).returning({
        id: units.id,
        objectId: units.objectId,
        buildingId: units.buildingId,
        areaM2: units.areaM2,
        pricePerM2: units.pricePerM2,
        totalPrice: units.totalPrice,
        type: units.type,
      });
      result.push(...inserted);
    }
  }
  return result;
}
