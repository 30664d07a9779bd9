import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { contractSteps, contracts } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import { JPEG, PDF, PNG, sniff } from "../../lib/file-kinds";

const KINDS = [PDF, JPEG, PNG];
export const SCAN_TYPES = KINDS.map((k) => k.type);
export const MAX_SCAN_BYTES = 10 * 1024 * 1024;
/** The names we give scan files: nothing else is ever read or removed from the folder. */
const SCAN_NAME = /^contract-\d+-\d+\.(pdf|jpg|png)$/;

/**
 * Stores the signed contract's scan (PDF, JPEG or PNG) under the files folder with a name of our
 * own; a replaced scan's file is removed after the commit, the new one if the transaction fails.
 */
export async function saveSignedScan(db: Db, filesDir: string, id: number, file: Buffer, actorId: number) {
  const kind = sniff(file, KINDS);
  if (!kind) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "A PDF, JPEG or PNG file is expected");
  const dir = path.join(filesDir, "contract-scans");
  await fs.mkdir(dir, { recursive: true });
  const name = `contract-${id}-${Date.now()}.${kind.ext}`;
  let replaced: string | null = null;
  try {
    // Written before the transaction: the contract's row is not held locked during file I/O.
    await fs.writeFile(path.join(dir, name), file);
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(contracts).where(eq(contracts.id, id)).for("update");
      if (!before) throw new AppError("NOT_FOUND", "Contract not found");
      if (before.status === "refused") throw new AppError("CONTRACT_CLOSED");
      await tx
        .update(contracts)
        .set({ signedScan: name, signedAt: before.signedAt ?? new Date(), updatedAt: new Date() })
        .where(eq(contracts.id, id));
      await tx.insert(contractSteps).values({
        contractId: id,
        status: before.status,
        userId: actorId,
        note: "Imzolangan nusxa yuklandi",
      });
      await writeAudit(tx, {
        userId: actorId,
        entity: "contract",
        entityId: id,
        action: "scan",
        before: { signedScan: before.signedScan },
        after: { signedScan: name },
      });
      replaced = before.signedScan;
    });
  } catch (err) {
    await fs.rm(path.join(dir, name), { force: true });
    throw err;
  }
  if (replaced && replaced !== name && SCAN_NAME.test(replaced))
    await fs.rm(path.join(dir, replaced), { force: true });
  return { ok: true };
}

export async function readSignedScan(
  db: Db,
  filesDir: string,
  id: number,
): Promise<{ file: Buffer; type: string; name: string }> {
  const [c] = await db
    .select({ signedScan: contracts.signedScan })
    .from(contracts)
    .where(eq(contracts.id, id));
  if (!c) throw new AppError("NOT_FOUND", "Contract not found");
  if (!c.signedScan || !SCAN_NAME.test(c.signedScan)) throw new AppError("NOT_FOUND", "No signed scan");
  try {
    const file = await fs.readFile(path.join(filesDir, "contract-scans", c.signedScan));
    return { file, type: sniff(file, KINDS)?.type ?? "application/octet-stream", name: c.signedScan };
  } catch {
    throw new AppError("NOT_FOUND", "Scan file missing");
  }
}
