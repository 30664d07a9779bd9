import { objects } from "../db/schema";
import type { Db } from "../db/types";
import { generatePassword } from "../modules/users/passwords";
import { seedBankPapers } from "./demo-bank-papers";
import { seedClients } from "./demo-clients";
import { seedCollections } from "./demo-collections";
import { seedDeals } from "./demo-contracts";
import { seedDebtorDeals } from "./demo-debtors";
import { seedHandover } from "./demo-handover";
import { seedProperty } from "./demo-property";
import { seedBanks, seedOrganisations, seedSections } from "./demo-reference";
import { DEMO_STAFF, seedStaff } from "./demo-staff";
import { createRandom } from "./random";

/**
 * A realistic demo on an empty database (SEED_DEMO=1). Staff are made through the users service;
 * the other areas are inserted here until their own services exist. Runs in one transaction, so
 * a failed seed leaves nothing half-made.
 */
export async function seedDemo(
  db: Db,
  opts: { password?: string | undefined; now?: Date },
  print: (line: string) => void,
): Promise<boolean> {
  const existing = await db.select({ id: objects.id }).from(objects).limit(1);
  if (existing.length > 0) return false;
  const password = opts.password ?? generatePassword();
  const now = opts.now ?? new Date();
  const rnd = createRandom(20261122);
  await db.transaction(async (tx) => {
    await seedSections(tx);
    const staff = await seedStaff(tx, password);
    const banks = await seedBanks(tx);
    const orgs = await seedOrganisations(tx, banks);
    const unitList = await seedProperty(tx);
    const clientList = await seedClients(tx, rnd, staff, now);
    const toHandOver = await seedDeals({ db: tx, rnd, staff, banks, orgs, now }, clientList, unitList);
    await seedBankPapers(tx, staff);
    await seedDebtorDeals(tx, staff, now);
    await seedCollections(tx, staff, now);
    await seedHandover(tx, staff, now, toHandOver);
  });
  print(`Demo data created: ${DEMO_STAFF.length} employees (phones 901000001–9010000${DEMO_STAFF.length}).`);
  if (!opts.password)
    print(`Demo employees' password: ${password} (shown once; set DEMO_PASSWORD to choose it)`);
  return true;
}
