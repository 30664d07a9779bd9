import { DEFAULT_LANGUAGE, findRolePreset, wordsFor } from "@makon/shared";
import { sections } from "../db/schema";
import type { Db } from "../db/types";
import { createUser } from "../modules/users/users.service";

/**
 * One demo employee per role, and a second call-centre operator so the call centre's "Meniki"
 * and "Hammasi" differ the way they do in a real team. `key` names the person in the seed;
 * phones are listed in the README.
 */
export const DEMO_STAFF = [
  { key: "reception", role: "reception", name: "Dilnoza Karimova", phone: "901000001", section: "reciption" },
  {
    key: "call_center",
    role: "call_center",
    name: "Madina Yusupova",
    phone: "901000002",
    section: "call_center",
  },
  { key: "sales", role: "sales", name: "Jasur Rahimov", phone: "901000003", section: "sotuv" },
  { key: "contracts", role: "contracts", name: "Gulnora Saidova", phone: "901000004", section: "contract" },
  { key: "bank_lower", role: "bank_lower", name: "Otabek Nazarov", phone: "901000005", section: "quyi_bank" },
  {
    key: "bank_lower_boss",
    role: "bank_lower_boss",
    name: "Rustam Ergashev",
    phone: "901000006",
    section: "quyi_bank",
  },
  {
    key: "bank_upper",
    role: "bank_upper",
    name: "Nilufar Qodirova",
    phone: "901000007",
    section: "yuqori_bank",
  },
  {
    key: "bank_upper_boss",
    role: "bank_upper_boss",
    name: "Sardor Toshmatov",
    phone: "901000008",
    section: "yuqori_bank",
  },
  {
    key: "collections",
    role: "collections",
    name: "Bekzod Xolmatov",
    phone: "901000009",
    section: "undiruv",
  },
  { key: "handover", role: "handover", name: "Shoxruh Mirzayev", phone: "901000010", section: "topshiruv" },
  { key: "director", role: "director", name: "Ulugʻbek Abdullayev", phone: "901000011", section: null },
  {
    key: "call_center_2",
    role: "call_center",
    name: "Sevara Tursunova",
    phone: "901000012",
    section: "call_center",
  },
] as const;

export type DemoStaff = Record<(typeof DEMO_STAFF)[number]["key"], number>;

/** Demo employees, each in the section (department) of their work. */
export async function seedStaff(db: Db, password: string): Promise<DemoStaff> {
  const sectionIds = new Map(
    (await db.select({ id: sections.id, path: sections.path }).from(sections)).map((s) => [s.path, s.id]),
  );
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
        role: wordsFor(DEFAULT_LANGUAGE).enums.rolePreset[preset.role],
        pagesDostup: preset.pages,
        dostup: preset.actions,
        clientScope: preset.clientScope,
        contractScope: preset.contractScope,
        sectionId: s.section ? (sectionIds.get(s.section) ?? null) : null,
      },
      null,
    );
    ids[s.key] = user.id;
  }
  return ids;
}
