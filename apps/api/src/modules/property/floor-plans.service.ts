import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { floors } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";

/** Plan images we accept, told apart by their first bytes, not by what the client claims. */
const SIGNATURES: { type: string; ext: string; magic: number[] }[] = [
  { type: "image/png", ext: "png", magic: [0x89, 0x50, 0x4e, 0x47] },
  { type: "image/jpeg", ext: "jpg", magic: [0xff, 0xd8, 0xff] },
  { type: "image/webp", ext: "webp", magic: [0x52, 0x49, 0x46, 0x46] },
];
export const PLAN_TYPES = SIGNATURES.map((s) => s.type);
export const MAX_PLAN_BYTES = 5 * 1024 * 1024;

function sniff(file: Buffer) {
  return SIGNATURES.find((s) => s.magic.every((b, i) => file[i] === b));
}

/** Saves a floor's plan image under the files folder; the file name is ours, never the client's. */
export async function saveFloorPlan(
  db: Db,
  filesDir: string,
  floorId: number,
  file: Buffer,
  actorId: number,
) {
  const kind = sniff(file);
  if (!kind) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "A PNG, JPEG or WebP image is expected");
  const dir = path.join(filesDir, "floor-plans");
  await fs.mkdir(dir, { recursive: true });
  const name = `floor-${floorId}-${Date.now()}.${kind.ext}`;
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(floors).where(eq(floors.id, floorId)).for("update");
    if (!before) throw new AppError("NOT_FOUND", "Floor not found");
    await fs.writeFile(path.join(dir, name), file);
    await tx.update(floors).set({ planImage: name }).where(eq(floors.id, floorId));
    await writeAudit(tx, {
      userId: actorId,
      entity: "floor",
      entityId: floorId,
      action: "plan",
      before: { planImage: before.planImage },
      after: { planImage: name },
    });
  });
  return { ok: true };
}

export async function readFloorPlan(
  db: Db,
  filesDir: string,
  floorId: number,
): Promise<{ file: Buffer; type: string }> {
  const [f] = await db.select({ planImage: floors.planImage }).from(floors).where(eq(floors.id, floorId));
  if (!f) throw new AppError("NOT_FOUND", "Floor not found");
  if (!f.planImage || !/^floor-\d+-\d+\.(png|jpg|webp)$/.test(f.planImage))
    throw new AppError("NOT_FOUND", "No plan");
  try {
    const file = await fs.readFile(path.join(filesDir, "floor-plans", f.planImage));
    return { file, type: sniff(file)?.type ?? "application/octet-stream" };
  } catch {
    throw new AppError("NOT_FOUND", "Plan file missing");
  }
}
