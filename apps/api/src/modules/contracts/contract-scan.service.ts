import { randomBytes } from "node:crypto";
import { type Language, wordsFor } from "@makon/shared";
import { eq } from "drizzle-orm";
import { clients, contractSteps, contracts } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import { extensionOf } from "../../lib/content-disposition";
import { JPEG, PDF, PNG, sniff } from "../../lib/file-kinds";
import type { FileStore } from "../../lib/file-store";
import type { LegacyFileSource } from "../../lib/legacy-files";
import { recordWords } from "../../lib/words";

const KINDS = [PDF, JPEG, PNG];
export const SCAN_TYPES = KINDS.map((k) => k.type);
export const MAX_SCAN_BYTES = 10 * 1024 * 1024;

/** Scans saved under DATA_DIR/files/contract-scans before they moved into the database. */
export const LEGACY_SCANS: LegacyFileSource = {
  column: contracts.signedScan,
  folder: "contract-scans",
  name: /^contract-\d+-\d+\.(pdf|jpg|png)$/,
  kinds: KINDS,
};

/**
 * Stores the signed contract's scan (PDF, JPEG or PNG) under a key of our own. The file, the
 * contract's pointer, its step, the audit row and the removal of a replaced scan are one
 * transaction: a refused upload leaves nothing behind.
 */
export async function saveSignedScan(db: Db, files: FileStore, id: number, file: Buffer, actorId: number) {
  const kind = sniff(file, KINDS);
  if (!kind) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "A PDF, JPEG or PNG file is expected");
  const key = `contract-${id}-${Date.now()}-${randomBytes(4).toString("hex")}.${kind.ext}`;
  await db.transaction(async (tx) => {
    // Stored before the contract's row is locked: the lock is not held while the bytes go in.
    await files.put(key, { bytes: file, contentType: kind.type }, tx);
    const [before] = await tx.select().from(contracts).where(eq(contracts.id, id)).for("update");
    if (!before) throw new AppError("NOT_FOUND", "Contract not found");
    if (before.status === "refused") throw new AppError("CONTRACT_CLOSED");
    await tx
      .update(contracts)
      .set({ signedScan: key, signedAt: before.signedAt ?? new Date(), updatedAt: new Date() })
      .where(eq(contracts.id, id));
    if (before.signedScan) await files.delete(before.signedScan, tx);
    await tx.insert(contractSteps).values({
      contractId: id,
      status: before.status,
      userId: actorId,
      note: recordWords.contractStep.scanUploaded,
    });
    await writeAudit(tx, {
      userId: actorId,
      entity: "contract",
      entityId: id,
      action: "scan",
      before: { signedScan: before.signedScan },
      after: { signedScan: key },
    });
  });
  return { ok: true };
}

/** The signed scan, saved under what it is and whose in the viewer's language (never its key). */
export async function readSignedScan(
  db: Db,
  files: FileStore,
  id: number,
  language: Language,
): Promise<{ file: Buffer; type: string; name: string }> {
  const [c] = await db
    .select({ signedScan: contracts.signedScan, number: contracts.number, client: clients.fullName })
    .from(contracts)
    .innerJoin(clients, eq(clients.id, contracts.clientId))
    .where(eq(contracts.id, id));
  if (!c) throw new AppError("NOT_FOUND", "Contract not found");
  if (!c.signedScan) throw new AppError("NOT_FOUND", "No signed scan");
  const stored = await files.get(c.signedScan);
  if (!stored) throw new AppError("NOT_FOUND", "Scan file missing");
  const name = wordsFor(language).documents.files.contractScan(c.number, c.client);
  return { file: stored.bytes, type: stored.contentType, name: `${name}.${extensionOf(stored.contentType)}` };
}
