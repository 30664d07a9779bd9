import type { Organisation } from "@makon/shared";
import { asc, eq } from "drizzle-orm";
import { banks, organisationBankAccounts, organisations } from "../../db/schema";
import type { Db } from "../../db/types";

export async function listOrganisations(db: Db): Promise<Organisation[]> {
  const orgs = await db.select().from(organisations).orderBy(asc(organisations.name), asc(organisations.id));
  const accounts = await db
    .select({
      id: organisationBankAccounts.id,
      organisationId: organisationBankAccounts.organisationId,
      bankId: organisationBankAccounts.bankId,
      bankName: banks.name,
      accountNumber: organisationBankAccounts.accountNumber,
      mfo: organisationBankAccounts.mfo,
      primary: organisationBankAccounts.isPrimary,
    })
    .from(organisationBankAccounts)
    .innerJoin(banks, eq(banks.id, organisationBankAccounts.bankId))
    .orderBy(asc(organisationBankAccounts.organisationId), asc(organisationBankAccounts.id));
  // Group once: each organisation takes its accounts from the map, not by scanning them all.
  const byOrg = new Map<number, Organisation["accounts"]>();
  for (const { organisationId, ...a } of accounts)
    byOrg.set(organisationId, [...(byOrg.get(organisationId) ?? []), a]);
  return orgs.map((o) => ({
    id: o.id,
    name: o.name,
    kind: o.kind as Organisation["kind"],
    stir: o.stir,
    address: o.address,
    director: o.director,
    phone: o.phone,
    accounts: accounts.filter((a) => a.organisationId === o.id).map(({ organisationId: _o, ...a }) => a),
  }));
}
