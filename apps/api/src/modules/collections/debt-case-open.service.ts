import {
  DEBTOR_CONTRACT_STATUSES,
  type DebtCaseBulkResult,
  type DebtCaseCreateBody,
  tashkentToday,
} from "@makon/shared";
import { eq } from "drizzle-orm";
import { clients, contracts, debtCases } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError, isUniqueViolation } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import { notify } from "../../lib/notify";
import { assertContractInScope } from "../../lib/record-scope";
import { addAction, caseLink, checkAssignee, type DebtViewer } from "./debt-case-common";
import { overdueOf } from "./debtors.service";

/** Only a signed deal the client pays by rows can be a debtor (DEBTOR_CONTRACT_STATUSES). */
const isDebtorStatus = (s: string) => (DEBTOR_CONTRACT_STATUSES as readonly string[]).includes(s);

/**
 * Opens a case for a contract that is a debtor today. One open case per contract is the
 * database's rule (the partial unique index debt_cases_open_uq): a second one, however many
 * arrive at once, is refused with 409 DEBT_CASE_OPEN.
 */
export async function openCase(
  db: Db,
  viewer: DebtViewer,
  body: DebtCaseCreateBody,
  today = tashkentToday(),
): Promise<{ id: number }> {
  try {
    return await db.transaction(async (tx) => {
      const [k] = await tx
        .select({ status: contracts.status, number: contracts.number, clientName: clients.fullName })
        .from(contracts)
        .innerJoin(clients, eq(clients.id, contracts.clientId))
        .where(eq(contracts.id, body.contractId));
      if (!k) throw new AppError("NOT_FOUND", "Contract not found");
      await assertContractInScope(tx, viewer, body.contractId);
      if (!isDebtorStatus(k.status) || (await overdueOf(tx, body.contractId, today)).overdueAmount <= 0)
        throw new AppError("DEBT_NOT_OVERDUE");
      if (body.assigneeId !== undefined) await checkAssignee(tx, body.assigneeId);
      const [row] = await tx
        .insert(debtCases)
        .values({
          contractId: body.contractId,
          assigneeId: body.assigneeId ?? null,
          openedById: viewer.id,
          note: body.note ?? null,
        })
        .returning();
      if (!row) throw new Error("insert returned nothing");
      await addAction(tx, row.id, "opened", { userId: viewer.id, note: body.note ?? null });
      await writeAudit(tx, {
        userId: viewer.id,
        entity: "debt_case",
        entityId: row.id,
        action: "create",
        after: row,
      });
      if (row.assigneeId !== null)
        await notify(tx, viewer.id, [
          {
            userId: row.assigneeId,
            kind: "debt_assigned",
            params: { caseId: row.id, contractNumber: k.number, clientName: k.clientName },
            link: caseLink(row.id),
          },
        ]);
      return { id: row.id };
    });
  } catch (err) {
    if (isUniqueViolation(err, "debt_cases_open_uq")) throw new AppError("DEBT_CASE_OPEN");
    throw err;
  }
}

/**
 * Opens cases for many debtors at once, each in its own transaction: one contract that cannot
 * get a case (already open, no longer overdue, outside the scope) is skipped with its code and
 * the others still open. A collector who is not one refuses the whole request.
 */
export async function openCases(
  db: Db,
  viewer: DebtViewer,
  body: { contractIds: number[]; assigneeId?: number | undefined },
): Promise<DebtCaseBulkResult> {
  if (body.assigneeId !== undefined) await checkAssignee(db, body.assigneeId);
  const result: DebtCaseBulkResult = { created: [], skipped: [] };
  for (const contractId of [...new Set(body.contractIds)]) {
    try {
      const { id } = await openCase(db, viewer, { contractId, assigneeId: body.assigneeId });
      result.created.push({ contractId, id });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      result.skipped.push({ contractId, code: err.code });
    }
  }
  return result;
}
