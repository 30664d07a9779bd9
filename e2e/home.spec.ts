import { ADMIN, expect, SALES, signInWithToken, test } from "./fixtures";

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
      const card = page.locator(".ant-card").filter({ hasText: objectName });
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
              put.onsuccess = () => resolve();
            };
          };
        }),
    );
    const fresh = page.waitForResponse((r) => r.url().endsWith("/api/uy/all_stat"));
    await page.reload();
    expect((await fresh).status()).toBe(200);
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
