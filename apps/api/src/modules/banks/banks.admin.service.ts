import {
  type BankListItem,
  type BankListQuery,
  type CreateBankBody,
  foldSearch,
  type UpdateBankBody,
} from "@makon/shared";
import { and, asc, count, desc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { bankApplications, banks } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError, findPgError, isUniqueViolation } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import { foldedContains, numberSearch, offsetOf, type Page, toPage, totalOver } from "../../lib/paging";

const parent = alias(banks, "parent");

const columns = {
  id: banks.id,
  name: banks.name,
  mfo: banks.mfo,
  parentId: banks.parentId,
  parentName: parent.name,
  // Correlated subqueries name their tables in full (see users.admin.service.ts).
  branchCount: sql<number>`(select count(*)::int from banks b2 where b2.parent_id = "banks"."id")`,
  accountsCount: sql<number>`(select count(*)::int from organisation_bank_accounts a where a.bank_id = "banks"."id")`,
};

const SORTS: Record<BankListQuery["sort"], SQL[]> = {
  name: [asc(banks.name), asc(banks.id)],
  "-name": [desc(banks.name), desc(banks.id)],
  mfo: [asc(banks.mfo)],
  "-mfo": [desc(banks.mfo)],
};

function toItem(r: BankListItem): BankListItem {
  return { ...r, branchCount: Number(r.branchCount), accountsCount: Number(r.accountsCount) };
}

export async function listBanksPage(db: Db, q: BankListQuery): Promise<Page<BankListItem>> {
  const where: SQL[] = [];
  if (q.q) {
    const digits = numberSearch(q.q, 2);
    const text = foldedContains(banks.name, foldSearch(q.q));
    where.push(digits ? (or(text, sql`${banks.mfo} like ${`%${digits}%`}`) as SQL) : text);
  }
  if (q.parentId === 0) where.push(isNull(banks.parentId));
  else if (q.parentId) where.push(eq(banks.parentId, q.parentId));
  const condition = where.length ? and(...where) : undefined;
  const rows = await db
    .select({ ...columns, total: totalOver() })
    .from(banks)
    .leftJoin(parent, eq(parent.id, banks.parentId))
    .where(condition)
    .orderBy(...SORTS[q.sort])
    .limit(q.size)
    .offset(offsetOf(q));
  return toPage(
    rows,
    q,
    toItem,
    async () => (await db.select({ n: count() }).from(banks).where(condition))[0]?.n ?? 0,
  );
}

export async function getBank(db: Db, id: number): Promise<BankListItem> {
  const [row] = await db
    .select(columns)
    .from(banks)
    .leftJoin(parent, eq(parent.id, banks.parentId))
    .where(eq(banks.id, id));
  if (!row) throw new AppError("NOT_FOUND", "Bank not found");
  return toItem(row);
}

/** A branch hangs under a head office: one level, no cycles. */
async function checkParent(tx: Db, id: number | null, parentId: number | null | undefined) {
  if (parentId === null || parentId === undefined) return;
  const invalid = (code: string) =>
    new AppError("VALIDATION_ERROR", "Invalid head office", { details: [{ path: "/parentId", code }] });
  if (parentId === id) throw invalid("SELF_PARENT");
  const [p] = await tx.select({ parentId: banks.parentId }).from(banks).where(eq(banks.id, parentId));
  if (!p) throw invalid("NOT_FOUND");
  if (p.parentId !== null) throw invalid("PARENT_NOT_HEAD_OFFICE");
  if (id !== null) {
    const [child] = await tx.select({ id: banks.id }).from(banks).where(eq(banks.parentId, id)).limit(1);
    if (child) throw invalid("HAS_BRANCHES");
  }
}

function mapWriteError(err: unknown): never {
  if (isUniqueViolation(err)) throw new AppError("MFO_TAKEN", "A bank with this MFO exists");
  throw err;
}

export async function createBank(db: Db, body: CreateBankBody, actorId: number): Promise<BankListItem> {
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      await checkParent(tx, null, body.parentId);
      const [row] = await tx
        .insert(banks)
        .values({ name: body.name, mfo: body.mfo, parentId: body.parentId ?? null })
        .returning();
      if (!row) throw new Error("insert returned nothing");
      await writeAudit(tx, {
        userId: actorId,
        entity: "bank",
        entityId: row.id,
        action: "create",
        after: row,
      });
      return row.id;
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    mapWriteError(err);
  }
  return getBank(db, id);
}

export async function updateBank(
  db: Db,
  id: number,
  body: UpdateBankBody,
  actorId: number,
): Promise<BankListItem> {
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(banks).where(eq(banks.id, id)).for("update");
      if (!before) throw new AppError("NOT_FOUND", "Bank not found");
      await checkParent(tx, id, body.parentId);
      const [after] = await tx.update(banks).set(body).where(eq(banks.id, id)).returning();
      await writeAudit(tx, {
        userId: actorId,
        entity: "bank",
        entityId: id,
        action: "update",
        before,
        after,
      });
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    mapWriteError(err);
  }
  return getBank(db, id);
}

/** Deletes a bank nobody refers to; one with branches, accounts or applications is IN_USE. */
export async function deleteBank(db: Db, id: number, actorId: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [used] = await tx
        .select({ n: count() })
        .from(bankApplications)
        .where(eq(bankApplications.bankId, id));
      if (used && used.n > 0) throw new AppError("IN_USE", "The bank has applications");
      const [row] = await tx.delete(banks).where(eq(banks.id, id)).returning();
      if (!row) throw new AppError("NOT_FOUND", "Bank not found");
      await writeAudit(tx, { userId: actorId, entity: "bank", entityId: id, action: "delete", before: row });
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    // Branches and bank accounts hold foreign keys to the bank.
    if (findPgError(err)?.code === "23503") throw new AppError("IN_USE", "The bank is in use");
    throw err;
  }
}
