import type { Page } from "@playwright/test";
import { apiLogin } from "./admin-helpers";
import {
  type Account,
  ADMIN,
  BANK_LOWER,
  BANK_LOWER_BOSS,
  BANK_UPPER,
  BANK_UPPER_BOSS,
  CALL_CENTER,
  CALL_CENTER_2,
  CONTRACTS,
  DIRECTOR,
  expect,
  RECEPTION,
  requiredEnv,
  SALES,
  signInWithToken,
  test,
} from "./fixtures";

interface UnitStat {
  objectName: string;
  status: string;
  count: number;
}

test.describe("home", () => {
  test("greets the user and shows unit counts by status per object from uy/all_stat", async ({
    page,
    shot,
  }) => {
    const token = await signInWithToken(page, SALES);
    const stats = (await (
      await page.request.get("/api/uy/all_stat", { headers: { authorization: `Bearer ${token}` } })
    ).json()) as UnitStat[];
    await page.goto("/");
    await expect(page.getByText(`Xush kelibsiz, ${SALES.name}!`)).toBeVisible();
    for (const objectName of new Set(stats.map((s) => s.objectName))) {
      const card = page.locator(".object-card").filter({ hasText: objectName });
      await expect(card).toBeVisible();
      const available = stats
        .filter((s) => s.objectName === objectName && s.status === "available")
        .reduce((n, s) => n + s.count, 0);
      const total = stats.filter((s) => s.objectName === objectName).reduce((n, s) => n + s.count, 0);
      await expect(card.getByText("Boʻsh", { exact: true })).toBeVisible();
      await expect(card).toContainText(String(available));
      await expect(card).toContainText(String(total));
    }
    await shot("home");
    await page.setViewportSize({ width: 800, height: 900 });
    await shot("home");
  });

  test("lists are shown from IndexedDB and revalidated: unchanged → 304, changed → replaced", async ({
    page,
  }) => {
    await signInWithToken(page, ADMIN);
    await page.goto("/");
    await expect(page.getByText("Makon Yunusobod")).toBeVisible();

    // Second load: the copy is revalidated with If-None-Match and the server answers 304.
    const revalidated = page.waitForResponse((r) => r.url().endsWith("/api/uy/all_stat"));
    await page.reload();
    const res = await revalidated;
    expect(res.request().headers()["if-none-match"]).toMatch(/^"/);
    expect(res.status()).toBe(304);
    await expect(page.getByText("Makon Yunusobod")).toBeVisible();

    // A copy whose ETag the server no longer knows is replaced by the server's list.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open("makon-cache");
          open.onsuccess = () => {
            const store = open.result.transaction("lists", "readwrite").objectStore("lists");
            const keys = store.getAllKeys();
            keys.onsuccess = () => {
              const key = keys.result.find((k) => String(k).endsWith(":unitStats"));
              if (!key) return reject(new Error("no cached unitStats"));
              const put = store.put(
                {
                  data: [
                    {
                      objectId: 999,
                      objectName: "Eski nusxa",
                      buildingId: 999,
                      buildingName: "X",
                      status: "available",
                      count: 1,
                      areaM2: 1,
                      totalPrice: 1,
                    },
                  ],
                  etag: '"stale"',
                  timestamp: 1,
                },
                key,
              );
              // The ETag noted beside the copy (localStorage: the list is asked before IndexedDB
              // answers) names the same stale version, as after the server's list has changed.
              localStorage.setItem(`list-etag:${String(key)}`, '"stale"');
              put.onsuccess = () => resolve();
            };
          };
        }),
    );
    const fresh = page.waitForResponse((r) => r.url().endsWith("/api/uy/all_stat"));
    await page.reload();
    const replaced = await fresh;
    expect(replaced.request().headers()["if-none-match"]).toBe('"stale"');
    expect(replaced.status()).toBe(200);
    await expect(page.getByText("Makon Yunusobod")).toBeVisible();
    await expect(page.getByText("Eski nusxa")).toHaveCount(0);
  });

  test("the refresh button fetches without If-None-Match", async ({ page }) => {
    await signInWithToken(page, ADMIN);
    await page.goto("/");
    await expect(page.getByText("Makon Yunusobod")).toBeVisible();
    const forced = page.waitForRequest((r) => r.url().endsWith("/api/uy/all_stat"));
    await page.getByRole("button", { name: "Yangilash" }).click();
    expect((await forced).headers()["if-none-match"]).toBeUndefined();
  });

  test("no client list with personal data is written to IndexedDB", async ({ page }) => {
    await signInWithToken(page, ADMIN);
    await page.goto("/");
    await expect(page.getByText("Makon Yunusobod")).toBeVisible();
    const keys = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const open = indexedDB.open("makon-cache");
          open.onsuccess = () => {
            const req = open.result.transaction("lists").objectStore("lists").getAllKeys();
            req.onsuccess = () => resolve(req.result.map(String));
          };
        }),
    );
    expect(keys.length).toBeGreaterThan(0);
    for (const k of keys) expect(k).not.toMatch(/client|contract|unitsWithClients/i);
  });

  test("the main route loads at most 350 KB of JavaScript (gzip)", async ({ page }) => {
    await signInWithToken(page, SALES);
    await page.goto("/");
    await expect(page.getByText(`Xush kelibsiz, ${SALES.name}!`)).toBeVisible();
    // encodedBodySize is what crossed the wire: the server gzips the scripts.
    const sizes = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((e) => (e as PerformanceResourceTiming).initiatorType === "script" || e.name.endsWith(".js"))
        .map((e) => (e as PerformanceResourceTiming).encodedBodySize),
    );
    const encoded = sizes.reduce((a, b) => a + b, 0);
    expect(encoded).toBeGreaterThan(0);
    expect(encoded).toBeLessThanOrEqual(350 * 1024);
  });
});

/** The demo collector and handover officer (phones 901000009–010; not in the shared fixtures). */
const COLLECTIONS = { phone: "901000009", password: requiredEnv("E2E_DEMO_PASSWORD") };
const HANDOVER = { phone: "901000010", password: requiredEnv("E2E_DEMO_PASSWORD") };

interface HomeTile {
  key: string;
  value: number;
  amount: number | null;
  href: string;
  tone: string;
  breakdown: { key: string; value: number; href: string }[];
}
interface HomeAnswer {
  groups: { group: string; tiles: HomeTile[] }[];
}

async function homeOf(page: Page, token: string): Promise<HomeAnswer> {
  const res = await page.request.get("/api/stats/home", { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as HomeAnswer;
}

/** Signs in, opens the home and checks every tile's number against the API's. */
async function openHome(page: Page, who: Account): Promise<HomeAnswer> {
  const token = await signInWithToken(page, who);
  const answer = await homeOf(page, token);
  await page.goto("/");
  for (const g of answer.groups) {
    const card = page.locator(`[data-group="${g.group}"]`);
    await expect(card).toBeVisible();
    for (const t of g.tiles)
      await expect(card.locator(`[data-tile="${g.group}.${t.key}"]`)).toHaveAttribute(
        "data-value",
        String(t.value),
      );
  }
  return answer;
}

const tileOf = (a: HomeAnswer, group: string, key: string) =>
  a.groups.find((g) => g.group === group)?.tiles.find((t) => t.key === key);

/** Clicks a link and reads the total of the list request the opened screen makes. */
async function listTotal(page: Page, click: () => Promise<void>, api: RegExp): Promise<number> {
  const answered = page.waitForResponse((r) => api.test(r.url()) && r.request().method() === "GET");
  await click();
  const res = await answered;
  expect(res.status()).toBe(200);
  return ((await res.json()) as { total: number }).total;
}

test.describe("home per role", () => {
  const ROLES: [string, Account, string[]][] = [
    ["reception", RECEPTION, ["reception"]],
    ["call centre", CALL_CENTER, ["call_center"]],
    ["second operator", CALL_CENTER_2, ["call_center"]],
    ["sales", SALES, ["reception", "sales"]],
    ["contracts", CONTRACTS, ["contracts"]],
    ["lower bank", BANK_LOWER, ["bank_lower"]],
    ["lower bank head", BANK_LOWER_BOSS, ["bank_lower"]],
    ["upper bank", BANK_UPPER, ["bank_upper"]],
    ["upper bank head", BANK_UPPER_BOSS, ["bank_upper"]],
    ["collections", COLLECTIONS, ["collections"]],
    ["handover", HANDOVER, ["handover"]],
  ];
  for (const [name, who, groups] of ROLES)
    test(`${name}: sees their groups' tiles with the API's numbers`, async ({ page }) => {
      const answer = await openHome(page, who);
      expect(answer.groups.map((g) => g.group)).toEqual(groups);
    });

  test("a bank head sees the level's unassigned and stale files; the director no personal tiles", async ({
    page,
    shot,
  }) => {
    // Two screens of many tiles or a whole contract: room for a busy machine.
    test.setTimeout(60_000);
    const answer = await openHome(page, BANK_LOWER_BOSS);
    const token = await apiLogin(page.request, BANK_LOWER_BOSS);
    const unassigned = tileOf(answer, "bank_lower", "unassigned");
    expect(unassigned?.value).toBeGreaterThan(0);
    expect(tileOf(answer, "bank_lower", "myApplications")).toBeUndefined();
    const tile = page.locator('[data-tile="bank_lower.unassigned"]');
    await expect(tile).toContainText("Tayinlanmagan arizalar");
    await expect(tile).toContainText(String(unassigned?.value));
    const res = await page.request.get("/api/ariza?level=lower&view=unassigned&size=1", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await res.json()) as { total: number }).total).toBe(unassigned?.value);
    await shot("home-bank-head");

    const director = await openHome(page, DIRECTOR);
    expect(director.groups.map((g) => g.group)).not.toContain("sales");
    await expect(page.locator('[data-group="director"]')).toBeVisible();
    await expect(page.getByText("24 soatda tugaydigan bronlarim")).toHaveCount(0);
    await expect(page.locator('[data-tile="bank_lower.unassigned"]')).toBeVisible();
  });

  test("director: every group; the figures carry their definition", async ({ page }) => {
    const answer = await openHome(page, DIRECTOR);
    expect(answer.groups.map((g) => g.group)).toContain("director");
    const tile = page.locator('[data-tile="director.sales"]');
    await tile.locator(".home-tile-info").hover();
    await page.mouse.move(0, 0);
    await tile.locator(".home-tile-info").hover();
    await expect(page.getByRole("tooltip")).toContainText("Shartnoma tuzilgan");
  });

  test("a collections band opens the debtors of that band, as many as the tile says", async ({ page }) => {
    const answer = await openHome(page, COLLECTIONS);
    const band = tileOf(answer, "collections", "overdue")?.breakdown.find((b) => b.value > 0);
    expect(band).toBeDefined();
    if (!band) return;
    const total = await listTotal(
      page,
      () => page.locator(`[data-tile="collections.overdue"] [data-part="${band.key}"]`).click(),
      /\/api\/undiruv\/debtors\?/,
    );
    await expect(page).toHaveURL(new RegExp(`/undiruv\\?band=${band.key}`));
    expect(total).toBe(band.value);
  });

  test("handover ready opens the ready tab with the same count", async ({ page }) => {
    const answer = await openHome(page, HANDOVER);
    const ready = tileOf(answer, "handover", "ready");
    const total = await listTotal(
      page,
      () => page.locator('[data-tile="handover.ready"] .home-tile-main').click(),
      /\/api\/topshiruv\?/,
    );
    expect(total).toBe(ready?.value);
  });

  test("the contracts desk's work opens the contracts list filtered to exactly those rows", async ({
    page,
  }) => {
    const answer = await openHome(page, CONTRACTS);
    for (const [key, papers, label] of [
      ["awaitingScan", "scan_missing", "Imzolangan nusxasi yoʻq"],
      ["awaitingConclusion", "ready_to_conclude", "Tuzishga tayyor"],
    ] as const) {
      const tile = tileOf(answer, "contracts", key);
      const total = await listTotal(
        page,
        () => page.locator(`[data-tile="contracts.${key}"] .home-tile-main`).click(),
        /\/api\/shartnoma\?/,
      );
      await expect(page).toHaveURL(new RegExp(`/contract\\?papers=${papers}`));
      await expect(page.locator(".ct-toolbar")).toContainText(label);
      expect(total).toBe(tile?.value);
      await page.goto("/");
    }
  });

  test("call centre callbacks open the queue of that day with the same count", async ({ page }) => {
    const answer = await openHome(page, CALL_CENTER);
    for (const key of ["callbacksToday", "callbacksOverdue"]) {
      const tile = tileOf(answer, "call_center", key);
      const total = await listTotal(
        page,
        () => page.locator(`[data-tile="call_center.${key}"] .home-tile-main`).click(),
        /\/api\/client\/calls\/queue\?/,
      );
      expect(total).toBe(tile?.value);
      await page.goto("/");
    }
  });

  test("sales this month: the tile equals the sales figure the flow chart shows", async ({ page }) => {
    const token = await signInWithToken(page, DIRECTOR);
    const answer = await openHome(page, DIRECTOR);
    const sales = tileOf(answer, "director", "sales");
    expect(sales?.href).toMatch(/^\/flow_chart\?view=sales&from=\d{4}-\d{2}-01&to=/);
    const query = sales?.href.split("?")[1] ?? "";
    const res = await page.request.get(`/api/stats/summary?${query.replace(/view=sales&/, "")}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status()).toBe(200);
    const summary = (await res.json()) as { sales: { count: number; amount: number } };
    expect([sales?.value, sales?.amount]).toEqual([summary.sales.count, summary.sales.amount]);
    // The seller's own tile: their sales among the company's.
    const seller = await signInWithToken(page, SALES);
    const mine = tileOf(await homeOf(page, seller), "sales", "sales");
    expect(mine?.value).toBeLessThanOrEqual(summary.sales.count);
  });

  for (const [name, who] of [
    ["director", DIRECTOR],
    ["sales", SALES],
    ["collections", COLLECTIONS],
  ] as const)
    test(`screenshots: ${name}'s home at 1440 and 800 px`, async ({ page, shot }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await openHome(page, who);
      await shot(`role-${name}`);
      await page.setViewportSize({ width: 800, height: 900 });
      await expect(page.locator(".home-group-card").first()).toBeVisible();
      await shot(`role-${name}`);
    });
});
