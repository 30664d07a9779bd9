import { randomBytes } from "node:crypto";
import {
  type BankApplicationStatus,
  type BankDocument,
  type BankDocumentKind,
  type BankLevel,
  type Language,
  OPEN_BANK_STATUSES,
  wordsFor,
} from "@makon/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import { bankApplicationDocuments, bankApplications, users } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import { extensionOf } from "../../lib/content-disposition";
import { JPEG, PDF, PNG, sniff } from "../../lib/file-kinds";
import type { FileStore } from "../../lib/file-store";
import { assertContractInScope } from "../../lib/record-scope";
import { assertWorksOnLevel } from "./bank-applications.access";
import type { ListViewer } from "./bank-list.service";

const KINDS = [PDF, JPEG, PNG];
export const BANK_DOCUMENT_TYPES = KINDS.map((k) => k.type);
export const MAX_BANK_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** An application's documents, in the catalogue's order of kinds (who uploaded them by name). */
export async function bankDocuments(db: Db, applicationId: number): Promise<BankDocument[]> {
  const rows = await db
    .select({
      kind: bankApplicationDocuments.kind,
      fileName: bankApplicationDocuments.fileName,
      contentType: bankApplicationDocuments.contentType,
      size: bankApplicationDocuments.size,
      uploadedAt: bankApplicationDocuments.uploadedAt,
      uploadedByName: users.name,
    })
    .from(bankApplicationDocuments)
    .leftJoin(users, eq(users.id, bankApplicationDocuments.uploadedById))
    .where(eq(bankApplicationDocuments.applicationId, applicationId))
    .orderBy(asc(bankApplicationDocuments.kind));
  return rows.map((r) => ({
    ...r,
    kind: r.kind as BankDocumentKind,
    uploadedAt: r.uploadedAt.toISOString(),
  }));
}

/**
 * Stores one of an application's papers (PDF, JPEG or PNG, told by its bytes) under a key and a
 * name of ours — never the uploader's file name, which may carry anything. The file, its row, the
 * removal of the kind's earlier file and the audit row are one transaction, and the application
 * is locked for it: two uploads of one kind replace each other in turn, never both insert.
 */
export async function saveBankDocument(
  db: Db,
  files: FileStore,
  viewer: ListViewer,
  id: number,
  kind: BankDocumentKind,
  file: Buffer,
): Promise<BankDocument> {
  const type = sniff(file, KINDS);
  if (!type) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "A PDF, JPEG or PNG file is expected");
  const key = `bank-${id}-${kind}-${Date.now()}-${randomBytes(4).toString("hex")}.${type.ext}`;
  const fileName = `${kind}-${id}.${type.ext}`;
  await db.transaction(async (tx) => {
    // Stored before the application is locked: the lock is not held while the bytes go in.
    await files.put(key, { bytes: file, contentType: type.type }, tx);
    const [app] = await tx
      .select({
        level: bankApplications.level,
        status: bankApplications.status,
        contractId: bankApplications.contractId,
      })
      .from(bankApplications)
      .where(eq(bankApplications.id, id))
      .for("update");
    if (!app) throw new AppError("NOT_FOUND", "Bank application not found");
    assertWorksOnLevel(viewer, app.level as BankLevel);
    await assertContractInScope(tx, viewer, app.contractId);
    if (!OPEN_BANK_STATUSES.includes(app.status as BankApplicationStatus))
      throw new AppError("BANK_DOCUMENTS_CLOSED");
    const [before] = await tx
      .select()
      .from(bankApplicationDocuments)
      .where(and(eq(bankApplicationDocuments.applicationId, id), eq(bankApplicationDocuments.kind, kind)));
    const values = {
      fileKey: key,
      fileName,
      contentType: type.type,
      size: file.length,
      uploadedById: viewer.id,
      uploadedAt: new Date(),
    };
    if (before) {
      await tx.update(bankApplicationDocuments).set(values).where(eq(bankApplicationDocuments.id, before.id));
      await files.delete(before.fileKey, tx);
    } else {
      await tx.insert(bankApplicationDocuments).values({ applicationId: id, kind, ...values });
    }
    await writeAudit(tx, {
      userId: viewer.id,
      entity: "bank_application",
      entityId: id,
      action: "document",
      before: before ? { kind, fileKey: before.fileKey, size: before.size } : undefined,
      after: { kind, fileKey: key, contentType: type.type, size: file.length },
    });
  });
  const saved = (await bankDocuments(db, id)).find((d) => d.kind === kind);
  if (!saved) throw new AppError("NOT_FOUND", "Document not found");
  return saved;
}

/**
 * The head office's application starts with the branch's papers: the passport, the
 * income certificate and the preliminary contract are the same ones, so nobody uploads them
 * twice. Each is a copy under a key of the new application's (the bytes copied in the database),
 * so replacing it at one level never touches the other's. Who uploaded it and when stay as they
 * were. In the caller's transaction.
 */
export async function copyBankDocuments(tx: Db, fromId: number, toId: number): Promise<void> {
  const papers = await tx
    .select()
    .from(bankApplicationDocuments)
    .where(eq(bankApplicationDocuments.applicationId, fromId))
    .orderBy(asc(bankApplicationDocuments.kind));
  for (const d of papers) {
    const ext = d.fileKey.slice(d.fileKey.lastIndexOf(".") + 1);
    const key = `bank-${toId}-${d.kind}-${Date.now()}-${randomBytes(4).toString("hex")}.${ext}`;
    await tx.execute(sql`insert into stored_files (key, content_type, size, sha256, bytes)
      select ${key}, content_type, size, sha256, bytes from stored_files where key = ${d.fileKey}`);
    await tx.insert(bankApplicationDocuments).values({
      applicationId: toId,
      kind: d.kind,
      fileKey: key,
      fileName: `${d.kind}-${toId}.${ext}`,
      contentType: d.contentType,
      size: d.size,
      uploadedById: d.uploadedById,
      uploadedAt: d.uploadedAt,
    });
  }
}

/** One of an application's papers, for either level's staff whose record scope holds the contract. */
export async function readBankDocument(
  db: Db,
  files: FileStore,
  viewer: ListViewer & { language: Language },
  id: number,
  kind: BankDocumentKind,
): Promise<{ file: Buffer; type: string; name: string }> {
  const [row] = await db
    .select({
      contractId: bankApplications.contractId,
      client: sql<string>`(select cl.full_name from contracts c join clients cl on cl.id = c.client_id
        where c.id = ${bankApplications.contractId})`,
      fileKey: bankApplicationDocuments.fileKey,
      fileName: bankApplicationDocuments.fileName,
    })
    .from(bankApplications)
    .leftJoin(
      bankApplicationDocuments,
      and(
        eq(bankApplicationDocuments.applicationId, bankApplications.id),
        eq(bankApplicationDocuments.kind, kind),
      ),
    )
    .where(eq(bankApplications.id, id));
  if (!row) throw new AppError("NOT_FOUND", "Bank application not found");
  await assertContractInScope(db, viewer, row.contractId);
  if (!row.fileKey || !row.fileName) throw new AppError("NOT_FOUND", "No such document");
  const stored = await files.get(row.fileKey);
  if (!stored) throw new AppError("NOT_FOUND", "Document file missing");
  // Saved as the paper and whose it is, in the viewer's language: never "passport-35.png".
  const words = wordsFor(viewer.language).documents.files;
  const name = words.bankPaper(words.bankDocument[kind], row.client, id);
  return { file: stored.bytes, type: stored.contentType, name: `${name}.${extensionOf(stored.contentType)}` };
}
