import { DEFAULT_LANGUAGE, findRolePreset, wordsFor } from "@makon/shared";
import type { Db } from "./db/types";
import { generatePassword } from "./modules/users/passwords";
import { countUsers, createUser } from "./modules/users/users.service";

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
