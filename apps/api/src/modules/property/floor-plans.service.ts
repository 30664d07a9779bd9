import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { floors } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import { JPEG, PNG, sniff, WEBP } from "../../lib/file-kinds";

const SIGNATURES = [PNG, JPEG, WEBP];
export const PLAN_TYPES = SIGNATURES.map((s) => s.type);
export const MAX_PLAN_BYTES = 5 * 1024 * 1024;
/** The names we give plan files: nothing else is ever read or removed from the folder. */
const PLAN_NAME = /^floor-\d+-\d+\.(png|jpg|webp)$/;

/** Saves a floor's plan image under the files folder; the file name is ours, never the client's. */
export async function saveFloorPlan(
  db: Db,
  filesDir: string,
  floorId: number,
  file: Buffer,
  actorId: number,
) {
  const kind = sniff(file, SIGNATURES);
  if (!kind) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "A PNG, JPEG or WebP image is expected");
  const dir = path.join(filesDir, "floor-plans");
  await fs.mkdir(dir, { recursive: true });
  const name = `floor-${floorId}-${Date.now()}.${kind.ext}`;
  let replaced: string | null = null;
  try {
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
      replaced = before.planImage;
    });
  } catch (err) {
    // Not committed: the new file belongs to nothing.
    await fs.rm(path.join(dir, name), { force: true });
    throw err;
  }
  // Committed: the old file belongs to nothing now (its name stays in the audit history only).
  if (replaced && replaced !== name && PLAN_NAME.test(replaced))
    await fs.rm(path.join(dir, replaced), { force: true });
  return { ok: true };
}

export async function readFloorPlan(
  db: Db,
  filesDir: string,
  floorId: number,
): Promise<{ file: Buffer; type: string; name: string }> {
  const [f] = await db.select({ planImage: floors.planImage }).from(floors).where(eq(floors.id, floorId));
  if (!f) throw new AppError("NOT_FOUND", "Floor not found");
  if (!f.planImage || !PLAN_NAME.test(f.planImage)) throw new AppError("NOT_FOUND", "No plan");
  try {
    const file = await fs.readFile(path.join(filesDir, "floor-plans", f.planImage));
    return { file, type: sniff(file, SIGNATURES)?.type ?? "application/octet-stream", name: f.planImage };
  } catch {
    throw new AppError("NOT_FOUND", "Plan file missing");
  }
}
