import { createBuildingBodySchema } from "@makon/shared";
import { asc } from "drizzle-orm";
import { units } from "../db/schema";
import type { Db } from "../db/types";
import { createBuilding } from "../modules/property/buildings.service";
import { createObject } from "../modules/property/objects.service";

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

/**
 * Two objects, three buildings and ~340 units, made through the same services as
 * POST /api/obyekt and POST /api/bino (layout generator with floor and unit overrides).
 */
export async function seedProperty(db: Db): Promise<DemoUnit[]> {
  for (const o of PLAN) {
    const obj = await createObject(db, { name: o.name, address: o.address, district: o.district }, null);
    for (const b of o.buildings) {
      const commercialGround = b.name === "A-blok";
      // Middle floors cost most; commercial premises on the ground floor cost more still.
      const priceOf = (floor: number) =>
        Math.round(
          (b.base *
            (1 + Math.min(floor, b.floors - floor + 2) * 0.012) *
            (commercialGround && floor === 1 ? 1.35 : 1)) /
            10_000,
        ) * 10_000;
      const unitOverrides = [];
      for (let e = 1; e <= b.entrances; e++) {
        for (let f = 1; f <= b.floors; f++) {
          for (let p = 1; p <= b.perFloor; p++) {
            const rooms = ROOMS_BY_POSITION[p - 1] ?? 2;
            const commercial = commercialGround && f === 1;
            unitOverrides.push({
              entrance: e,
              floor: f,
              position: p,
              rooms: commercial ? 0 : rooms,
              areaM2: commercial ? 64 + (p - 1) * 8 : (AREA_BY_ROOMS[rooms] ?? 60),
              finishing:
                b.buildStatus === "completed" && p % 2 === 1
                  ? ("finished" as const)
                  : ("unfinished" as const),
            });
          }
        }
      }
      await createBuilding(
        db,
        createBuildingBodySchema.parse({
          objectId: obj.id,
          name: b.name,
          entrances: b.entrances,
          floors: b.floors,
          unitsPerFloor: b.perFloor,
          areaM2: 60,
          pricePerM2: b.base,
          buildStatus: b.buildStatus,
          completionDate: b.completionDate,
          bankApproved: b.bankApproved,
          floorOverrides: Array.from({ length: b.floors }, (_, i) => ({
            floor: i + 1,
            pricePerM2: priceOf(i + 1),
            ...(commercialGround && i === 0 ? { type: "commercial" as const } : {}),
          })),
          units: unitOverrides,
        }),
        null,
      );
    }
  }
  return db
    .select({
      id: units.id,
      objectId: units.objectId,
      buildingId: units.buildingId,
      areaM2: units.areaM2,
      pricePerM2: units.pricePerM2,
      totalPrice: units.totalPrice,
      type: units.type,
    })
    .from(units)
    .orderBy(asc(units.id));
}
