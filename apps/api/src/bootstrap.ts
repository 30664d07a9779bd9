import path from "node:path";
import { DEFAULT_LANGUAGE, findRolePreset, wordsFor } from "@makon/shared";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Db } from "./db/types";
import { importLegacyFiles } from "./lib/legacy-files";
import { LEGACY_SCANS } from "./modules/contracts/contract-scan.service";
import { LEGACY_PLANS } from "./modules/property/floor-plans.service";
import { generatePassword } from "./modules/users/passwords";
import { countUsers, createUser } from "./modules/users/users.service";
import { seedDemo } from "./seed/demo";

type StartConfig = Pick<Config, "adminPhone" | "adminPassword" | "seedDemo" | "demoPassword" | "dataDir">;

/**
 * What a start does once on a database: migrations, the first administrator, the demo data and
 * the uploads from before files moved into the database (legacy-files.ts). Each looks before it
 * acts, so two processes starting together on one PostgreSQL would both find an empty database
 * and the second would fail on the first's administrator (PHONE_TAKEN): the whole of it runs
 * under one database lock, and a process that waits for it finds the work done.
 */
export function startUp(
  database: Database,
  config: StartConfig,
  print: (line: string) => void,
): Promise<{ imported: string[]; missing: string[] }> {
  return database.exclusively(
    async () => {
      await database.migrate();
      await ensureFirstAdmin(
        database.db,
        { phone: config.adminPhone, password: config.adminPassword },
        print,
      );
      if (config.seedDemo) await seedDemo(database.db, { password: config.demoPassword }, print);
      return importLegacyFiles(database.db, path.join(config.dataDir, "files"), [LEGACY_PLANS, LEGACY_SCANS]);
    },
    () => print("Another Makon process is starting on this database: waiting until it is done"),
  );
}

/**
 * On an empty database: the first administrator, from ADMIN_PHONE/ADMIN_PASSWORD, or with a
 * generated password printed once. There is no built-in password anywhere.
 */
export async function ensureFirstAdmin(
  db: Db,
  opts: { phone?: string | undefined; password?: string | undefined },
  print: (line: string) => void,
): Promise<void> {
  if ((await countUsers(db)) > 0) return;
  const preset = findRolePreset("admin");
  if (!preset) throw new Error("admin preset missing");
  const phone = opts.phone ?? "900000000";
  const password = opts.password ?? generatePassword();
  await createUser(
    db,
    {
      name: "Administrator",
      phone,
      password,
      // A position is data, in the company's language.
      role: wordsFor(DEFAULT_LANGUAGE).enums.rolePreset[preset.role],
      pagesDostup: preset.pages,
      dostup: preset.actions,
      clientScope: preset.clientScope,
      contractScope: preset.contractScope,
    },
    null,
  );
  if (!opts.password) {
    print(
      `First administrator created: phone ${phone}, password ${password} (shown once; change it after signing in)`,
    );
  } else {
    print(`First administrator created: phone ${phone}`);
  }
}
