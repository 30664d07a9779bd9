import type { BankStatusBody, PaymentMethod } from "@makon/shared";
import { and, eq } from "drizzle-orm";
import { bankApplications, contracts } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import { notify } from "../../lib/notify";
import { concludeIn, recordPayment, requirePapers } from "../contracts";
import {
  type Application,
  addStep,
  contractLink,
  lockContract,
  lostRace,
  stepNote,
} from "./bank-moves-common";

/** How the bank's money is recorded on the contract, by the deal's payment type. */
const METHOD: Record<string, PaymentMethod> = {
  mortgage: "bank_loan",
  subsidy: "subsidy",
  organisation: "bank_transfer",
};

/** A day as the moment it began in Tashkent: funded_at is a timestamp, the bank's day is a day. */
const tashkentDayStart = (day: string) => new Date(`${day}T00:00:00+05:00`);

/**
 * The head office's money (approved → funded), in the move's transaction. The application's row
 * is claimed first by a conditional update (`status = 'approved'`): a second "funded" at the same
 * moment waits for it, then finds the status moved and makes no payment. The payment goes through
 * the payments module's statement (the contract's paid, the schedule, the payment's audit row)
 * and its id is kept on the application (unique), so the money is recorded once. When it makes
 * the contract paid as agreed, the contract is concluded as the contracts module concludes.
 */
export async function fund(tx: Db, actorId: number, app: Application, body: BankStatusBody): Promise<void> {
  const [claimed] = await tx
    .update(bankApplications)
    .set({ updatedAt: new Date() })
    .where(and(eq(bankApplications.id, app.id), eq(bankApplications.status, "approved")))
    .returning();
  if (!claimed) throw await lostRace(tx, app.id, actorId, false);
  const amount = body.fundedAmount;
  const loanNumber = body.loanNumber ?? claimed.loanNumber;
  const approved = claimed.amountApproved ?? 0;
  if (!amount || amount <= 0 || amount > approved || !body.fundedAt || !loanNumber)
    throw new AppError("BANK_FUNDING_INVALID", undefined, {
      details: { amountApproved: approved, loanNumberRequired: !claimed.loanNumber },
    });
  const contract = await lockContract(tx, claimed);
  // The seller's paper rules hold for a bank deal's conclusion too: checked before any money moves.
  if (contract.paid + amount >= contract.total) await requirePapers(tx, contract);
  const method = METHOD[contract.paymentType];
  if (!method) throw new AppError("CONTRACT_WRONG_STATUS");
  const payment = await recordPayment(
    tx,
    contract.id,
    { amount, method, paidAt: body.fundedAt, receiptNumber: loanNumber },
    actorId,
    undefined,
  );
  const [after] = await tx
    .update(bankApplications)
    .set({
      status: "funded",
      statusChangedAt: new Date(),
      updatedAt: new Date(),
      fundedAmount: amount,
      fundedAt: tashkentDayStart(body.fundedAt),
      loanNumber,
      paymentId: payment.body.id,
    })
    .where(eq(bankApplications.id, app.id))
    .returning();
  await writeAudit(tx, {
    userId: actorId,
    entity: "bank_application",
    entityId: app.id,
    action: "funded",
    before: claimed,
    after: { ...after, fundedAt: body.fundedAt, ...(body.note ? { note: body.note } : {}) },
  });
  // Read again: the payment's statement moved `paid`.
  const [paid] = await tx.select().from(contracts).where(eq(contracts.id, contract.id));
  if (!paid) throw new AppError("NOT_FOUND", "Contract not found");
  const note = stepNote("funded", body.note);
  if (paid.paid >= paid.total) await concludeIn(tx, paid, actorId, note);
  else await addStep(tx, paid, actorId, note);
  if (contract.managerId !== null)
    await notify(tx, actorId, [
      {
        userId: contract.managerId,
        kind: "bank_funded",
        params: { contractNumber: contract.number, amount, applicationId: app.id },
        link: contractLink(contract.id),
      },
    ]);
}
