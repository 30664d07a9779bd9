import { findRolePreset } from "@makon/shared";
import type { Db } from "../db/types";
import { createUser } from "../modules/users/users.service";

/** One demo employee per role; phones are listed in the README. */
export const DEMO_STAFF = [
  { role: "reception", name: "Dilnoza Karimova", phone: "901000001" },
  { role: "call_center", name: "Madina Yusupova", phone: "901000002" },
  { role: "sales", name: "Jasur Rahimov", phone: "901000003" },
  { role: "contracts", name: "Gulnora Saidova", phone: "901000004" },
  { role: "bank_lower", name: "Otabek Nazarov", phone: "901000005" },
  { role: "bank_lower_boss", name: "Rustam Ergashev", phone: "901000006" },
  { role: "bank_upper", name: "Nilufar Qodirova", phone: "901000007" },
  { role: "bank_upper_boss", name: "Sardor Toshmatov", phone: "901000008" },
  { role: "collections", name: "Bekzod Xolmatov", phone: "901000009" },
  { role: "handover", name: "Shoxruh Mirzayev", phone: "901000010" },
  { role: "director", name: "Ulugʻbek Abdullayev", phone: "901000011" },
] as const;

export type DemoStaff = Record<(typeof DEMO_STAFF)[number]["role"], number>;

export async function seedStaff(db: Db, password: string): Promise<DemoStaff> {
  const ids = {} as DemoStaff;
  for (const s of DEMO_STAFF) {
    const preset = findRolePreset(s.role);
    if (!preset) throw new Error(`no preset for ${s.role}`);
    const user = await createUser(
      db,
      {
        name: s.name,
        phone: s.phone,
        password,
        role: preset.title,
        pagesDostup: preset.pages,
        dostup: preset.actions,
      },
      null,
    );
    ids[s.role] = user.id;
  }
  return ids;
}
