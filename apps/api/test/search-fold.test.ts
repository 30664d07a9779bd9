import { ACTION_KEYS, foldSearch, PAGE_KEYS } from "@makon/shared";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/client";
import { KNOWN_MIGRATIONS, migrationsUpTo } from "../src/db/migrations";
import type { Db } from "../src/db/types";
import { searchedContractIds } from "../src/modules/collections/contract-search";
import { DRIVERS, freshDatabase } from "./helpers/backup-fixtures";
import { makeFreeUnits, makeSeller, SALES_RIGHTS } from "./helpers/sales-fixtures";
import { auth, makeUser, nextPhone, useTestApp } from "./helpers/test-app";

/**
 * Decision 40: "Зафарбек Холмирзаев" did not find "Xolmirzayev Zafarbek". The search key
 * drops the y after a vowel (foldSearch; fold_iotated in the database, migration 0049): every
 * search built on it — the clients' list, the contracts' holder search, the collections' and
 * handover's contract search, the admin lists' folded columns — finds every spelling, and the
 * rows stored before are re-keyed.
 */
const ctx = useTestApp({ resetEach: true });

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const get = (token: string, url: string) => ctx.app.inject({ url, headers: auth(token) });
const ids = (page: { items: { id: number }[] }) => page.items.map((c) => c.id).sort((a, b) => a - b);

async function registered(token: string, fullName: string): Promise<number> {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/client",
    headers: auth(token),
    payload: { fullName, phone: nextPhone(), source: "reception" },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

describe("names with -yev, -ya, -yu after a vowel, in any spelling", () => {
  it("the clients' list finds them from Cyrillic and from either Latin spelling", async () => {
    const s = await makeUser(ctx.app, ctx.db(), SALES_RIGHTS);
    const zafarbek = await registered(s.token, "Xolmirzayev Zafarbek");
    const malika = await registered(s.token, "Alieva Malika");
    const maria = await registered(s.token, "Qayumova Mariya");
    await registered(s.token, "Karimov Dilshod");
    const search = async (q: string) =>
      ids((await get(s.token, `/api/client?size=50&q=${encodeURIComponent(q)}`)).json());
    // Two words (the name pairs' table), one word (the words' index), a name being typed.
    for (const q of ["Зафарбек Холмирзаев", "Холмирзаев", "Xolmirzaev Zafarbek", "xolmirzay", "ХОЛМИРЗАЕВ З"])
      expect(await search(q), q).toEqual([zafarbek]);
    for (const q of ["Aliyeva", "Алиева Малика", "Malika Aliyeva", "aliy"])
      expect(await search(q), q).toEqual([malika]);
    for (const q of ["Maria Qaumova", "Мария", "Қаюмова"]) expect(await search(q), q).toEqual([maria]);
  });

  it("the contracts' holder search and the collections' contract search find the holder too", async () => {
    const s = await makeUser(ctx.app, ctx.db(), SALES_RIGHTS);
    const org = await makeSeller(ctx.db());
    const [unit] = await makeFreeUnits(ctx.db(), 1);
    const clientId = await registered(s.token, "Xolmirzayev Zafarbek");
    const signed = await ctx.app.inject({
      method: "POST",
      url: "/api/shartnoma",
      headers: auth(s.token),
      payload: { clientId, unitId: unit!.id, sellerOrganisationId: org.id, paymentType: "full" },
    });
    expect(signed.statusCode, signed.body).toBe(201);
    const contractId = signed.json().id as number;
    for (const q of ["Зафарбек Холмирзаев", "Xolmirzaev", "xolmirzayev"]) {
      const list = (await get(s.token, `/api/shartnoma?size=50&q=${encodeURIComponent(q)}`)).json();
      expect(
        list.items.map((c: { id: number }) => c.id),
        q,
      ).toEqual([contractId]);
      expect(await searchedContractIds(ctx.db(), q), q).toEqual([contractId]);
    }
  });

  it("the admin lists' folded columns agree: Abdullaev finds Abdullayev", async () => {
    const admin = await makeUser(ctx.app, ctx.db(), { pages: [...PAGE_KEYS], actions: [...ACTION_KEYS] });
    await makeUser(ctx.app, ctx.db(), { name: "Ulugʻbek Abdullayev" });
    for (const q of ["Abdullaev", "abdullayev", "Abdullay"]) {
      const found = (await get(admin.token, `/api/user?q=${encodeURIComponent(q)}`)).json();
      expect(
        found.items.map((u: { name: string }) => u.name),
        q,
      ).toEqual(["Ulugʻbek Abdullayev"]);
    }
  });

  it("fold_iotated in the database is foldSearch's rule, on any folded text", async () => {
    const key = fc
      .array(fc.constantFrom(..."aeiouybkrsv ".split("")), { maxLength: 24 })
      .map((c) => c.join("").replace(/\s+/g, " ").trim());
    const samples = fc.sample(key, 300);
    const [row] = await rowsOf<{ folded: string[] }>(
      ctx.db(),
      sql`select array(select fold_iotated(k) from json_array_elements_text(${JSON.stringify(samples)}::json)
        with ordinality t(k, n) order by n) as folded`,
    );
    expect(row?.folded).toEqual(samples.map((k) => foldSearch(k)));
  });
});

describe.each(DRIVERS)("the keys stored before (migration 0049, on %s)", (driver) => {
  const open: Database[] = [];
  afterAll(async () => {
    for (const d of open) await d.close();
  });

  // Two runs of the migrations on a new database: tens of seconds on PGlite on a busy machine.
  it("are re-keyed, with their words and name pairs", { timeout: 180_000 }, async () => {
    const mine = KNOWN_MIGRATIONS.findIndex((m) => m.tag.endsWith("_search_fold_iotated"));
    const before = KNOWN_MIGRATIONS[mine - 1];
    if (!before) throw new Error("migration 0049 not found");
    const database = await freshDatabase(driver, { migrate: false });
    open.push(database);
    const upTo = migrationsUpTo(before.when);
    try {
      await database.migrate(upTo.folder);
    } finally {
      upTo.dispose();
    }
    const db = database.db;
    // Keys as the fold wrote them until now.
    const old = [
      ["Xolmirzayev Zafarbek", "901112233", "xolmirzayev zafarbek 901112233"],
      ["Aliyeva Malika", "901112234", "aliyeva malika 901112234"],
      ["Karimov Dilshod", "901112235", "karimov dilshod 901112235"],
    ];
    for (const [name, phone, key] of old)
      await db.execute(sql`insert into clients (full_name, phone, source, search_text)
        values (${name}, ${phone}, 'reception', ${key})`);
    await database.migrate();
    const rows = await rowsOf<{ full_name: string; phone: string; search_text: string; words: string }>(
      db,
      sql`select full_name, phone, search_text, search_words::text as words from clients order by id`,
    );
    for (const r of rows) expect(r.search_text).toBe(foldSearch(`${r.full_name} ${r.phone}`));
    expect(rows[0]?.words).toContain("'xolmirzaev'");
    expect(rows[0]?.words).not.toContain("xolmirzayev");
    const pairs = await rowsOf<{ words: string }>(
      db,
      sql`select distinct words from client_name_pairs p join clients c on c.id = p.client_id
        where c.full_name = 'Xolmirzayev Zafarbek'`,
    );
    expect(pairs.map((p) => p.words)).toEqual([" xolmirzaev zafarbek"]);
  });
});
