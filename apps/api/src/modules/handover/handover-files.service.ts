import { randomBytes } from "node:crypto";
import { type Language, wordsFor } from "@makon/shared";
import { and, eq, sql } from "drizzle-orm";
import { clients, contracts, handoverDefects, handovers } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import { extensionOf } from "../../lib/content-disposition";
import { type FileKind, JPEG, PDF, PNG, sniff } from "../../lib/file-kinds";
import type { FileStore } from "../../lib/file-store";
import type { HandoverViewer } from "./handover.access";
import { lockAct, readAct } from "./handover-act-lock";

const SCAN_KINDS = [PDF, JPEG, PNG];
const PHOTO_KINDS = [JPEG, PNG];
export const HANDOVER_SCAN_TYPES = SCAN_KINDS.map((k) => k.type);
export const HANDOVER_PHOTO_TYPES = PHOTO_KINDS.map((k) => k.type);
export const MAX_HANDOVER_FILE_BYTES = 10 * 1024 * 1024;

export interface Download {
  file: Buffer;
  type: string;
  name: string;
}

/** The file's kind by its first bytes, never by what the client claims; our own key for it. */
function keyFor(file: Buffer, kinds: FileKind[], prefix: string): { key: string; kind: FileKind } {
  const kind = sniff(file, kinds);
  if (!kind)
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", `One of ${kinds.map((k) => k.ext).join(", ")} is expected`);
  return { key: `${prefix}-${Date.now()}-${randomBytes(4).toString("hex")}.${kind.ext}`, kind };
}

/**
 * POST /api/topshiruv/{id}/scan (handover_work): the signed act's scan (PDF, JPEG or PNG). The
 * file, the act's pointer, the removal of a replaced scan and the audit row are one transaction:
 * a refused upload leaves nothing behind.
 */
export async function saveActScan(
  db: Db,
  files: FileStore,
  me: HandoverViewer,
  id: number,
  file: Buffer,
): Promise<{ id: number }> {
  const { key, kind } = keyFor(file, SCAN_KINDS, `handover-${id}`);
  await db.transaction(async (tx) => {
    // Stored before the act's row is locked: the lock is not held while the bytes go in.
    await files.put(key, { bytes: file, contentType: kind.type }, tx);
    const act = await lockAct(tx, me, id);
    await tx.update(handovers).set({ signedScan: key, updatedAt: new Date() }).where(eq(handovers.id, id));
    if (act.signedScan) await files.delete(act.signedScan, tx);
    await writeAudit(tx, {
      userId: me.id,
      entity: "handover",
      entityId: id,
      action: "scan",
      before: { signedScan: act.signedScan },
      after: { signedScan: key },
    });
  });
  return { id };
}

/** POST /api/topshiruv/{id}/defects/{defectId}/photo (handover_work): a defect's photo (JPEG or PNG). */
export async function saveDefectPhoto(
  db: Db,
  files: FileStore,
  me: HandoverViewer,
  actId: number,
  defectId: number,
  file: Buffer,
): Promise<{ id: number }> {
  const { key, kind } = keyFor(file, PHOTO_KINDS, `handover-defect-${defectId}`);
  await db.transaction(async (tx) => {
    await files.put(key, { bytes: file, contentType: kind.type }, tx);
    await readAct(tx, me, actId);
    const [d] = await tx
      .select({ photo: handoverDefects.photo })
      .from(handoverDefects)
      .where(and(eq(handoverDefects.id, defectId), eq(handoverDefects.handoverId, actId)))
      .for("update");
    if (!d) throw new AppError("NOT_FOUND", "Defect not found");
    await tx.update(handoverDefects).set({ photo: key }).where(eq(handoverDefects.id, defectId));
    if (d.photo) await files.delete(d.photo, tx);
    await writeAudit(tx, {
      userId: me.id,
      entity: "handover",
      entityId: actId,
      action: "photo",
      before: { defectId, photo: d.photo },
      after: { defectId, photo: key },
    });
  });
  return { id: defectId };
}

async function download(files: FileStore, key: string | null): Promise<Download> {
  if (!key) throw new AppError("NOT_FOUND", "No file");
  const stored = await files.get(key);
  if (!stored) throw new AppError("NOT_FOUND", "File missing");
  return { file: stored.bytes, type: stored.contentType, name: key };
}

/** The act's buyer, whose name a saved file carries. */
async function buyerOf(db: Db, contractId: number): Promise<string> {
  const [buyer] = await db
    .select({ name: clients.fullName })
    .from(contracts)
    .innerJoin(clients, eq(clients.id, contracts.clientId))
    .where(eq(contracts.id, contractId));
  return buyer?.name ?? "";
}

/** GET /api/topshiruv/{id}/scan: the signed act, its contract in the viewer's scope. */
export async function readActScan(
  db: Db,
  files: FileStore,
  me: HandoverViewer & { language: Language },
  id: number,
): Promise<Download> {
  const act = await readAct(db, me, id);
  const file = await download(files, act.signedScan);
  // Saved as what it is and whose, in the viewer's language, never under its storage key.
  const name = wordsFor(me.language).documents.files.handoverScan(
    act.actNumber,
    await buyerOf(db, act.contractId),
  );
  return { ...file, name: `${name}.${extensionOf(file.type)}` };
}

/** GET /api/topshiruv/{id}/defects/{defectId}/photo: a defect's photo (404 for another act's defect). */
export async function readDefectPhoto(
  db: Db,
  files: FileStore,
  me: HandoverViewer & { language: Language },
  actId: number,
  defectId: number,
): Promise<Download> {
  const act = await readAct(db, me, actId);
  // The defect's line in the act (the act lists its defects in the order they were added).
  const [d] = await db
    .select({
      photo: handoverDefects.photo,
      row: sql<number>`(select count(*) from handover_defects o
        where o.handover_id = ${handoverDefects.handoverId} and o.id <= ${handoverDefects.id})`.mapWith(
        Number,
      ),
    })
    .from(handoverDefects)
    .where(and(eq(handoverDefects.id, defectId), eq(handoverDefects.handoverId, actId)));
  if (!d) throw new AppError("NOT_FOUND", "Defect not found");
  const file = await download(files, d.photo);
  const name = wordsFor(me.language).documents.files.defectPhoto(
    act.actNumber,
    d.row,
    await buyerOf(db, act.contractId),
  );
  return { ...file, name: `${name}.${extensionOf(file.type)}` };
}
