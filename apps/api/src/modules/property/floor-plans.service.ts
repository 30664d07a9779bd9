import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { floors } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import { JPEG, PNG, sniff, WEBP } from "../../lib/file-kinds";
import type { FileStore } from "../../lib/file-store";
import type { LegacyFileSource } from "../../lib/legacy-files";

const SIGNATURES = [PNG, JPEG, WEBP];
export const PLAN_TYPES = SIGNATURES.map((s) => s.type);
export const MAX_PLAN_BYTES = 5 * 1024 * 1024;

/** Plans saved under DATA_DIR/files/floor-plans before they moved into the database. */
export const LEGACY_PLANS: LegacyFileSource = {
  column: floors.planImage,
  folder: "floor-plans",
  name: /^floor-\d+-\d+\.(png|jpg|webp)$/,
  kinds: SIGNATURES,
};

/**
 * Saves a floor's plan image under a key of ours (never the client's name), new for every upload:
 * the key is the plan's ETag. The file, the floor's pointer, the audit row and the removal of
 * the replaced file are one transaction.
 */
export async function saveFloorPlan(
  db: Db,
  files: FileStore,
  floorId: number,
  file: Buffer,
  actorId: number,
) {
  const kind = sniff(file, SIGNATURES);
  if (!kind) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "A PNG, JPEG or WebP image is expected");
  const key = `floor-${floorId}-${Date.now()}-${randomBytes(4).toString("hex")}.${kind.ext}`;
  await db.transaction(async (tx) => {
    // Stored before the floor's row is locked: the lock is not held while the bytes go in.
    await files.put(key, { bytes: file, contentType: kind.type }, tx);
    const [before] = await tx.select().from(floors).where(eq(floors.id, floorId)).for("update");
    if (!before) throw new AppError("NOT_FOUND", "Floor not found");
    await tx.update(floors).set({ planImage: key }).where(eq(floors.id, floorId));
    // The replaced file belongs to nothing now (its key stays in the audit history only).
    if (before.planImage) await files.delete(before.planImage, tx);
    await writeAudit(tx, {
      userId: actorId,
      entity: "floor",
      entityId: floorId,
      action: "plan",
      before: { planImage: before.planImage },
      after: { planImage: key },
    });
  });
  return { ok: true };
}

export async function readFloorPlan(
  db: Db,
  files: FileStore,
  floorId: number,
): Promise<{ file: Buffer; type: string; name: string }> {
  const [f] = await db.select({ planImage: floors.planImage }).from(floors).where(eq(floors.id, floorId));
  if (!f) throw new AppError("NOT_FOUND", "Floor not found");
  if (!f.planImage) throw new AppError("NOT_FOUND", "No plan");
  const stored = await files.get(f.planImage);
  if (!stored) throw new AppError("NOT_FOUND", "Plan file missing");
  return { file: stored.bytes, type: stored.contentType, name: f.planImage };
}
