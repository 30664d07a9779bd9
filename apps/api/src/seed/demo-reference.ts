import { banks, organisationBankAccounts, organisations, sections } from "../db/schema";
import type { Db } from "../db/types";

/** The menu sections of every area (fixed menu entries such as add_employee are not sections). */
const SECTIONS = [
  { path: "reciption", name: "Qabulxona", icon: "team" },
  { path: "my_reciption_clients", name: "Qabulxona: mening mijozlarim", icon: "user" },
  { path: "call_center", name: "Qoʻngʻiroqlar markazi", icon: "phone" },
  { path: "my_call_clients", name: "Qoʻngʻiroqlar: mening mijozlarim", icon: "solution" },
  { path: "sotuv", name: "Sotuv", icon: "shop" },
  { path: "contract", name: "Shartnomalar", icon: "file-text" },
  { path: "concluded_contracts", name: "Tuzilgan shartnomalar", icon: "file-done" },
  { path: "otkaz_shartnoma", name: "Rad etilgan shartnomalar", icon: "file-excel" },
  { path: "baza", name: "Baza", icon: "database" },
  { path: "quyi_bank", name: "Quyi bank", icon: "bank" },
  { path: "yuqori_bank", name: "Yuqori bank", icon: "bank" },
  { path: "undiruv", name: "Undiruv", icon: "dollar" },
  { path: "topshiruv", name: "Topshiruv", icon: "key" },
  { path: "flow_chart", name: "Oqim diagrammasi", icon: "partition" },
  { path: "add_bolim", name: "Boʻlimlar", icon: "appstore" },
];

export async function seedSections(db: Db): Promise<void> {
  await db.insert(sections).values(SECTIONS.map((s, i) => ({ ...s, sortOrder: (i + 1) * 10 })));
}

export interface DemoBanks {
  lowerBranches: number[];
  upperHeads: number[];
}

export async function seedBanks(db: Db): Promise<DemoBanks> {
  const heads = await db
    .insert(banks)
    .values([
      { name: "Xalq banki", mfo: "00450" },
      { name: "Ipoteka-bank", mfo: "00423" },
      { name: "Oʻzsanoatqurilishbank", mfo: "00440" },
    ])
    .returning({ id: banks.id, mfo: banks.mfo });
  const [xalq, ipoteka, sqb] = heads;
  if (!xalq || !ipoteka || !sqb) throw new Error("banks not created");
  const branches = await db
    .insert(banks)
    .values([
      { name: "Xalq banki Yunusobod filiali", mfo: "00873", parentId: xalq.id },
      { name: "Xalq banki Chilonzor filiali", mfo: "00874", parentId: xalq.id },
      { name: "Ipoteka-bank Mirzo Ulugʻbek filiali", mfo: "01017", parentId: ipoteka.id },
      { name: "Ipoteka-bank Yakkasaroy filiali", mfo: "01018", parentId: ipoteka.id },
      { name: "Oʻzsanoatqurilishbank Shayxontohur filiali", mfo: "00491", parentId: sqb.id },
    ])
    .returning({ id: banks.id, parentId: banks.parentId });
  return { lowerBranches: branches.map((b) => b.id), upperHeads: heads.map((h) => h.id) };
}

export interface DemoOrganisations {
  own: number[];
  buyers: number[];
}

export async function seedOrganisations(db: Db, bankIds: DemoBanks): Promise<DemoOrganisations> {
  const rows = await db
    .insert(organisations)
    .values([
      {
        name: "Makon Qurilish MChJ",
        kind: "own",
        stir: "305123456",
        address: "Toshkent sh., Yunusobod t., Amir Temur koʻchasi 107",
        director: "Abdullayev Ulugʻbek",
        phone: "712001010",
      },
      {
        name: "Makon Invest MChJ",
        kind: "own",
        stir: "305654321",
        address: "Toshkent sh., Chilonzor t., Bunyodkor shoh koʻchasi 12",
        director: "Karimov Akmal",
        phone: "712002020",
      },
      {
        name: "Oʻzbekiston temir yoʻllari AJ",
        kind: "buyer",
        stir: "200828156",
        address: "Toshkent sh., Shevchenko koʻchasi 7",
        director: "Rahimov Anvar",
        phone: "712384040",
      },
      {
        name: "Toshkent shahar hokimligi",
        kind: "buyer",
        stir: "201122349",
        address: "Toshkent sh., Mustaqillik maydoni 1",
        director: "Yusupov Temur",
        phone: "712395050",
      },
      {
        name: "Qurilish Materiallari Savdo MChJ",
        kind: "partner",
        stir: "306789012",
        address: "Toshkent vil., Qibray t.",
        director: "Nazarov Sherzod",
        phone: "712116060",
      },
    ])
    .returning({ id: organisations.id, kind: organisations.kind });
  const [b1, b2, b3] = bankIds.lowerBranches;
  if (!b1 || !b2 || !b3) throw new Error("branches missing");
  const accounts = rows.flatMap((o, i) => [
    {
      organisationId: o.id,
      bankId: b1,
      accountNumber: `2020800010${String(1000000000 + i * 7919).slice(0, 10)}`,
      mfo: "00873",
      isPrimary: true,
    },
    {
      organisationId: o.id,
      bankId: i % 2 ? b2 : b3,
      accountNumber: `2020800020${String(2000000000 + i * 104729).slice(0, 10)}`,
      mfo: i % 2 ? "00874" : "01017",
      isPrimary: false,
    },
  ]);
  await db.insert(organisationBankAccounts).values(accounts);
  return {
    own: rows.filter((r) => r.kind === "own").map((r) => r.id),
    buyers: rows.filter((r) => r.kind === "buyer").map((r) => r.id),
  };
}
