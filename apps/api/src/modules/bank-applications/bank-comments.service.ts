import type { BankComment } from "@makon/shared";
import { asc, eq } from "drizzle-orm";
import { bankApplicationComments, bankApplications, users } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import { assertContractInScope } from "../../lib/record-scope";
import type { ListViewer } from "./bank-list.service";

const columns = {
  id: bankApplicationComments.id,
  text: bankApplicationComments.text,
  userId: bankApplicationComments.userId,
  userName: users.name,
  createdAt: bankApplicationComments.createdAt,
};

/** An application's comments, oldest first: they read as a conversation. */
export async function bankComments(db: Db, applicationId: number): Promise<BankComment[]> {
  const rows = await db
    .select(columns)
    .from(bankApplicationComments)
    .leftJoin(users, eq(users.id, bankApplicationComments.userId))
    .where(eq(bankApplicationComments.applicationId, applicationId))
    .orderBy(asc(bankApplicationComments.createdAt), asc(bankApplicationComments.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/**
 * A comment by either level's staff (the route holds them to a bank right): the head office asks
 * the branch on the branch's application and the other way round, so the level is not checked
 * here — the contract's record scope is.
 */
export async function addBankComment(
  db: Db,
  viewer: ListViewer,
  id: number,
  text: string,
): Promise<BankComment> {
  return db.transaction(async (tx) => {
    const [app] = await tx
      .select({ contractId: bankApplications.contractId })
      .from(bankApplications)
      .where(eq(bankApplications.id, id));
    if (!app) throw new AppError("NOT_FOUND", "Bank application not found");
    await assertContractInScope(tx, viewer, app.contractId);
    const [row] = await tx
      .insert(bankApplicationComments)
      .values({ applicationId: id, userId: viewer.id, text })
      .returning();
    if (!row) throw new AppError("INTERNAL_ERROR");
    await writeAudit(tx, {
      userId: viewer.id,
      entity: "bank_application",
      entityId: id,
      action: "comment",
      after: { commentId: row.id, text },
    });
    const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, viewer.id));
    return {
      id: row.id,
      text: row.text,
      userId: row.userId,
      userName: user?.name ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}
