import fs from "node:fs";
import type { Page } from "@playwright/test";
import { api, createUser, expectNoPageOverflow, pickOption, settle, tableRows } from "./admin-helpers";
import { ADMIN, expect, requiredEnv, SALES, signInWithToken, test } from "./fixtures";

/** Demo contracts user: the baza page and export_excel. */
const CONTRACTS = { phone: "901000004", password: requiredEnv("E2E_DEMO_PASSWORD") };

interface UnitRow {
  id: number;
  number: string;
  totalPrice: number;
  status: string;
  objectName: string;
  clientName: string | null;
}
interface UnitPage {
  items: UnitRow[];
  total: number;
}

const rows = (page: Page) => tableRows(page, "baza-table");
const totalText = (page: Page) => page.locator(".baza-table .ant-pagination-total-text").first();

/** The API's answer for a query, as the administrator sees it. */
const apiUnits = (page: Page, token: string, query: string) =>
  api<UnitPage>(page.request, "get", `/api/uy?${query}`, token);

/** Waits for the list request whose query satisfies `match`. */
const listAnswered = (page: Page, match: (q: URLSearchParams) => boolean) =>
  page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === "/api/uy" && r.request().method() === "GET" && match(url.searchParams);
  });

/** Ticks one status in the multi-select (its list stays open) and closes the list. */
async function pickStatus(page: Page, status: string): Promise<void> {
  const open = page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)");
  await page.getByLabel("Holati").click();
  await expect(open.last()).toBeVisible();
  await settle(page);
  await open.last().locator(`.ant-select-item-option[title="${status}"]`).click();
  await page.keyboard.press("Escape");
  await expect(open).toHaveCount(0);
}

async function openBaza(page: Page, query = ""): Promise<void> {
  await page.goto(`/baza${query ? `?${query}` : ""}`);
  await expect(page.getByRole("heading", { name: "Baza" })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

test.describe("baza", () => {
  test("the list shows the units with the total; object and status narrow it", async ({ page, shot }) => {
    const token = await signInWithToken(page, ADMIN);
    const all = await apiUnits(page, token, "size=1");
    expect(all.total).toBeGreaterThan(300);
    await openBaza(page);
    await expect(totalText(page)).toHaveText(`Jami: ${all.total} ta xonadon`);
    await expect(rows(page)).toHaveCount(50);
    const first = rows(page).first();
    await expect(first).toContainText(/Makon (Yunusobod|Chilonzor)/);
    await expect(first).toContainText("m²");
    await expect(page.locator(".baza-table th").filter({ hasText: /^Narx, soʻm$/ })).toBeVisible();
    // Every column fits beside the menu at 1440 px: no sideways scrolling.
    const scroller = page.locator(".baza-table .ant-table-content, .baza-table .ant-table-body").first();
    expect(await scroller.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
    await settle(page);
    await shot("list");

    const objects = await api<{ id: number; name: string }[]>(page.request, "get", "/api/obyekt/all", token);
    const chilonzor = objects.find((o) => o.name === "Makon Chilonzor");
    expect(chilonzor).toBeDefined();
    const byObject = await apiUnits(page, token, `size=1&objectId=${chilonzor!.id}`);
    let answered = listAnswered(page, (q) => q.get("objectId") === String(chilonzor!.id));
    await pickOption(page, page.getByLabel("Obyekt"), "Makon Chilonzor");
    await answered;
    await expect(totalText(page)).toHaveText(`Jami: ${byObject.total} ta xonadon`);
    expect(byObject.total).toBeLessThan(all.total);
    await expect(page).toHaveURL(new RegExp(`objectId=${chilonzor!.id}`));

    const sold = await apiUnits(page, token, `size=200&objectId=${chilonzor!.id}&status=sold`);
    expect(sold.total).toBeGreaterThan(0);
    answered = listAnswered(page, (q) => q.get("status") === "sold");
    await pickStatus(page, "Sotilgan");
    await answered;
    await expect(totalText(page)).toHaveText(`Jami: ${sold.total} ta xonadon`);
    await expect(rows(page)).toHaveCount(Math.min(sold.total, 50));
    for (const text of await rows(page).allInnerTexts()) {
      expect(text).toContain("Makon Chilonzor");
      expect(text).toContain("Sotilgan");
    }

    // The address reproduces the view.
    const url = page.url();
    await page.goto("/");
    await page.goto(url);
    await expect(totalText(page)).toHaveText(`Jami: ${sold.total} ta xonadon`);
    await expect(
      page.getByLabel("Obyekt").locator("xpath=ancestor::*[contains(@class,'ant-select')][1]"),
    ).toContainText("Makon Chilonzor");
  });

  test("search by a client's name, sort by price, and an empty result", async ({ page }) => {
    const token = await signInWithToken(page, ADMIN);
    const held = await apiUnits(page, token, "size=200&status=booked,sold,in_process");
    const withClient = held.items.find((u) => u.clientName);
    expect(withClient, "demo data has units with clients").toBeDefined();
    const name = withClient!.clientName!;
    const expected = await apiUnits(page, token, `size=200&q=${encodeURIComponent(name)}`);
    await openBaza(page);

    let answered = listAnswered(page, (q) => q.get("q") === name);
    await page.getByLabel("Qidirish").fill(name);
    await answered;
    await expect(totalText(page)).toHaveText(`Jami: ${expected.total} ta xonadon`);
    await expect(rows(page).filter({ hasText: name }).first()).toBeVisible();
    await expect(rows(page).filter({ hasText: withClient!.number }).first()).toBeVisible();

    answered = listAnswered(page, (q) => q.get("q") === "hech-kim-yoq-xyz");
    await page.getByLabel("Qidirish").fill("hech-kim-yoq-xyz");
    await answered;
    await expect(page.getByText("Xonadonlar topilmadi")).toBeVisible();

    answered = listAnswered(page, (q) => !q.get("q"));
    await page.getByLabel("Qidirish").fill("");
    await answered;
    await expect(rows(page)).toHaveCount(50);

    // Sort by price: ascending, then descending; the first row matches the API's.
    const cheapest = await apiUnits(page, token, "size=1&sort=price");
    const dearest = await apiUnits(page, token, "size=1&sort=-price");
    const priceHeader = page.locator(".baza-table th").filter({ hasText: /^Narx, soʻm$/ });
    answered = listAnswered(page, (q) => q.get("sort") === "price");
    await priceHeader.click();
    await answered;
    await expect(page).toHaveURL(/sort=price/);
    await expect(rows(page).first()).toContainText(cheapest.items[0]!.number);
    answered = listAnswered(page, (q) => q.get("sort") === "-price");
    await priceHeader.click();
    await answered;
    await expect(page).toHaveURL(/sort=-price/);
    await expect(rows(page).first()).toContainText(dearest.items[0]!.number);
    const prices = await rows(page)
      .locator("td:nth-child(9)")
      .allInnerTexts()
      .then((texts) => texts.map((t) => Number(t.replace(/\D/g, ""))));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  test("price and area ranges and rooms come from the address and from typing", async ({ page }) => {
    const token = await signInWithToken(page, ADMIN);
    const ranged = await apiUnits(page, token, "size=1&rooms=2&areaMin=50&areaMax=60");
    expect(ranged.total).toBeGreaterThan(0);
    await openBaza(page, "rooms=2&areaMin=50&areaMax=60");
    await expect(totalText(page)).toHaveText(`Jami: ${ranged.total} ta xonadon`);
    await expect(page.getByLabel("Maydon, dan (m²)")).toHaveValue("50");
    await expect(page.getByLabel("Maydon, gacha (m²)")).toHaveValue("60");

    const cheap = await apiUnits(page, token, "size=1&rooms=2&areaMin=50&areaMax=60&priceMax=500000000");
    const answered = listAnswered(page, (q) => q.get("priceMax") === "500000000");
    await page.getByLabel("Narx, gacha").fill("500000000");
    await answered;
    await expect(totalText(page)).toHaveText(`Jami: ${cheap.total} ta xonadon`);
    await expect(page).toHaveURL(/priceMax=500000000/);
    // Grouped like every money box (formatMoney: no-break spaces).
    await expect(page.getByLabel("Narx, gacha")).toHaveValue("500\u00a0000\u00a0000");

    // Tozalash brings back the whole list and a plain address.
    await page.getByRole("button", { name: "Tozalash" }).click();
    await expect(page).toHaveURL(/\/baza$/);
    await expect(page.getByLabel("Narx, gacha")).toHaveValue("");
    await expect(rows(page)).toHaveCount(50);
  });

  test("Excelga eksport downloads baza.xlsx with the filters", async ({ page }) => {
    await signInWithToken(page, ADMIN);
    await openBaza(page, "status=sold");
    const exported = page.waitForRequest((r) => r.url().includes("/api/uy/export"));
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Excelga eksport" }).click();
    expect((await exported).url()).toContain("status=sold");
    const file = await download;
    expect(file.suggestedFilename()).toBe("baza.xlsx");
    const path = await file.path();
    // An .xlsx is a zip: it starts with "PK".
    expect(fs.readFileSync(path).subarray(0, 2).toString()).toBe("PK");
  });

  test("the contracts user may export; sales has no baza page", async ({ page, browser }) => {
    await signInWithToken(page, CONTRACTS);
    await openBaza(page);
    await expect(page.getByRole("button", { name: "Excelga eksport" })).toBeVisible();

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "uz-UZ" });
    const sales = await context.newPage();
    await signInWithToken(sales, SALES);
    await sales.goto("/baza");
    await expect(sales).toHaveURL(/\/noEnter$/);
    await context.close();
  });

  test("without export_excel there is no export button", async ({ page }) => {
    const token = await signInWithToken(page, ADMIN);
    const { account } = await createUser(page.request, token, { pages: ["home", "baza"], actions: [] });
    await signInWithToken(page, account);
    await openBaza(page);
    await expect(totalText(page)).toContainText("Jami:");
    await expect(page.getByRole("button", { name: "Excelga eksport" })).toHaveCount(0);
  });
});

test.describe("baza at 800 px", () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test("the table scrolls sideways inside its panel", async ({ page, shot }) => {
    await signInWithToken(page, ADMIN);
    await openBaza(page, "status=booked,sold");
    await expectNoPageOverflow(page);
    const scroller = page.locator(".baza-table .ant-table-content, .baza-table .ant-table-body").first();
    expect(await scroller.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    await settle(page);
    await shot("list");
  });
});
