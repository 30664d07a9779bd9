import { and, asc, desc, eq } from "drizzle-orm";
import { banks, organisationBankAccounts } from "../../db/schema";
import type { Db } from "../../db/types";

export interface PayAccount {
  number: string;
  bank: string;
  mfo: string;
}

/**
 * Where a buyer pays the seller, as a paper prints it: the account the contract names, else the
 * seller's primary one (then its oldest). A contract signed before its seller had accounts names
 * none, and a paper asking for money must still say where to pay it.
 */
export async function payAccount(
  db: Db,
  sellerId: number | null,
  accountId: number | null,
): Promise<PayAccount | null> {
  const where = accountId
    ? eq(organisationBankAccounts.id, accountId)
    : sellerId
      ? eq(organisationBankAccounts.organisationId, sellerId)
      : undefined;
  if (!where) return null;
  const [account] = await db
    .select({
      number: organisationBankAccounts.accountNumber,
      bank: banks.name,
      mfo: organisationBankAccounts.mfo,
    })
    .from(organisationBankAccounts)
    .innerJoin(banks, eq(banks.id, organisationBankAccounts.bankId))
    .where(and(where))
    .orderBy(desc(organisationBankAccounts.isPrimary), asc(organisationBankAccounts.id))
    .limit(1);
  return account ?? null;
}
