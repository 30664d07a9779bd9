import type { Page } from "@playwright/test";
import { api, pickOption, settle } from "./admin-helpers";
import { ADMIN, DIRECTOR, expect, SALES, signInWithToken, test } from "./fixtures";

interface About {
  id: number;
  objectName: string;
  address: string;
  name: string;
  floors: number;
  entrances: number;
  buildStatus: string;
  completionDate: string | null;
  bankApproved: boolean;
  byStatus: { status: string; count: number; areaM2: number; value: number }[];
  salesByMonth: { month: string; count: number; total: number }[];
}

const NBSP = "\u00a0";
const group = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
const area = (n: number) => {
  const [whole = "0", fraction] = (Math.round(n * 10) / 10).toFixed(1).split(".");
  return `${group(Number(whole))}${fraction === "0" ? "" : `,${fraction}`}`;
};
const BUILD_STATUS: Record<string, string> = {
  planned: "Rejalashtirilgan",
  foundation: "Poydevor",
  frame: "Karkas",
  finishing: "Pardozlash ishlari",
  completed: "Qurib bitkazilgan",
};
const STATUS_NAMES: Record<string, string> = {
  available: "Boʻsh",
  booked: "Bron qilingan",
  in_process: "Rasmiylashtirilmoqda",
  sold: "Sotilgan",
  handed_over: "Topshirilgan",
  not_for_sale: "Sotuvda emas",
};
const MONTH_NAMES = [
  "Yanvar",
  "Fevral",
  "Mart",
  "Aprel",
  "May",
  "Iyun",
  "Iyul",
  "Avgust",
  "Sentabr",
  "Oktabr",
  "Noyabr",
  "Dekabr",
];

/** How many months from the first to the last, both included ("2026-02".."2026-11" → 10). */
function monthSpan(months: string[]): number {
  const index = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7));
  const all = months.map(index);
  return all.length === 0 ? 0 : Math.max(...all) - Math.min(...all) + 1;
}

async function buildingId(page: Page, token: string, name: string): Promise<number> {
  const all = await api<{ id: number; name: string }[]>(page.request, "get", "/api/bino/all", token);
  const found = all.find((b) => b.name === name);
  if (!found) throw new Error(`no demo building ${name}`);
  return found.id;
}

const about = (page: Page, token: string, id: number) =>
  api<About>(page.request, "get", `/api/bino/${id}`, token);

/** The text of a Descriptions item by its label. */
const detail = (page: Page, label: string) =>
  page
    .locator(".ant-descriptions-item-label")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::*[1]");

async function expectNothingOverflows(page: Page): Promise<void> {
  const result = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (/(auto|scroll|hidden|clip)/.test(getComputedStyle(p).overflowX)) return true;
      }
      return false;
    };
    const wide = [...document.querySelectorAll<HTMLElement>(".shell-content *")]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && !clipped(el))
      .map((el) => el.className || el.tagName);
    return { scroll: document.documentElement.scrollWidth - width, wide };
  });
  expect(result.scroll).toBeLessThanOrEqual(0);
  expect(result.wide).toEqual([]);
}

test.describe("building about", () => {
  test("shows the details, the numbers by status and one bar per month as the API gives them", async ({
    page,
    shot,
  }) => {
    const token = await signInWithToken(page, ADMIN);
    const id = await buildingId(page, token, "1-blok");
    const b = await about(page, token, id);
    expect(b.salesByMonth.length).toBeGreaterThan(0);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/bino_about/${id}`);
    await expect(page.getByRole("heading", { name: `Bino haqida: ${b.name}` })).toBeVisible();

    await expect(detail(page, "Obyekt")).toHaveText(b.objectName);
    await expect(detail(page, "Bino nomi")).toHaveText(b.name);
    await expect(detail(page, "Manzil")).toHaveText(b.address);
    await expect(detail(page, "Qavatlar soni")).toHaveText(String(b.floors));
    await expect(detail(page, "Podyezdlar soni")).toHaveText(String(b.entrances));
    await expect(detail(page, "Qurilish holati")).toHaveText(BUILD_STATUS[b.buildStatus] ?? "?");
    await expect(detail(page, "Topshirish muddati")).toHaveText(
      b.completionDate ? b.completionDate.split("-").reverse().join(".") : "—",
    );
    await expect(detail(page, "Bank tasdigʻi")).toHaveText(b.bankApproved ? "Ha" : "Yoʻq");

    // Every status the API counts, and the total row.
    for (const s of b.byStatus) {
      const row = page.locator(`.obj-sales-${s.status}`);
      await expect(row).toContainText(STATUS_NAMES[s.status] ?? s.status);
      await expect(row.locator('[data-field="count"]')).toHaveText(String(s.count));
      await expect(row.locator('[data-field="area"]')).toHaveText(area(s.areaM2));
      await expect(row.locator('[data-field="value"]')).toHaveText(group(s.value));
    }
    const total = page.locator(".obj-sales-total");
    const sum = (f: (s: About["byStatus"][number]) => number) => b.byStatus.reduce((a, s) => a + f(s), 0);
    await expect(total.locator('[data-field="count"]')).toHaveText(String(sum((s) => s.count)));
    await expect(total.locator('[data-field="area"]')).toHaveText(area(sum((s) => s.areaM2)));
    await expect(total.locator('[data-field="value"]')).toHaveText(group(sum((s) => s.value)));

    // The chart (ECharts, loaded with the page) and its table view: one row per month of
    // salesByMonth with its count and sum; quiet months in between are rows at zero (obj-month-gap),
    // so time reads evenly.
    const chart = page.locator('[data-chart="building-sales"]');
    await expect(chart.getByRole("img", { name: "Oylar boʻyicha sotuvlar" }).locator("svg")).toBeVisible();
    await chart.getByText("Jadval", { exact: true }).click();
    await expect(chart.locator("tr.obj-month")).toHaveCount(b.salesByMonth.length);
    await expect(chart.locator("tr.obj-month, tr.obj-month-gap")).toHaveCount(
      monthSpan(b.salesByMonth.map((m) => m.month)),
    );
    for (const m of b.salesByMonth) {
      const row = chart.locator(`tr[data-row-key="${m.month}"]`);
      await expect(row.locator('[data-field="count"]')).toHaveText(String(m.count));
      await expect(row.locator('[data-field="total"]')).toHaveText(`${group(m.total)}${NBSP}soʻm`);
      await expect(row).toContainText(`${MONTH_NAMES[Number(m.month.slice(5)) - 1]} ${m.month.slice(0, 4)}`);
    }
    await chart.getByText("Diagramma", { exact: true }).click();
    await expect(page.getByRole("img", { name: "Oylar boʻyicha sotuvlar" })).toBeVisible();
    // ECharts animates the bars in: the picture is taken once they are drawn.
    await expect(chart.locator('.echart[data-rendered="true"]')).toHaveCount(1);
    await settle(page);
    await expectNothingOverflows(page);
    await shot("about");

    await page.setViewportSize({ width: 800, height: 900 });
    await expect(chart.locator("svg")).toBeVisible();
    await expect(chart.locator('.echart[data-rendered="true"]')).toHaveCount(1);
    await settle(page);
    await expectNothingOverflows(page);
    await shot("about");

    await page.getByRole("button", { name: "Shaxmatka" }).click();
    await expect(page).toHaveURL(new RegExp(`/bino/${id}$`));
    await page.goto(`/bino_about/${id}`);
    await page.getByRole("button", { name: "Obyektlar" }).click();
    await expect(page).toHaveURL(/\/obyects$/);
  });

  test("editing the build status persists and shows in the history", async ({ page, shot }) => {
    const token = await signInWithToken(page, ADMIN);
    const id = await buildingId(page, token, "2-blok");
    const before = await about(page, token, id);
    const next = before.buildStatus === "frame" ? "finishing" : "frame";
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/bino_about/${id}`);
    try {
      await page.getByRole("button", { name: "Tahrirlash" }).click();
      const dialog = page.getByRole("dialog", { name: "Binoni tahrirlash" });
      await expect(dialog.getByLabel("Bino nomi")).toHaveValue(before.name);
      await dialog.getByLabel("Bino nomi").fill("");
      await dialog.getByRole("button", { name: "Saqlash" }).click();
      await expect(dialog.getByText("Bino nomini kiriting")).toBeVisible();
      await dialog.getByLabel("Bino nomi").fill(before.name);
      await pickOption(page, dialog.getByLabel("Qurilish holati"), BUILD_STATUS[next] ?? next);
      await dialog.getByRole("switch").click();
      await settle(page);
      await shot("edit");
      await dialog.getByRole("button", { name: "Saqlash" }).click();
      await expect(page.locator(".ant-message-notice").filter({ hasText: "Saqlandi" })).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(detail(page, "Qurilish holati")).toHaveText(BUILD_STATUS[next] ?? "?");
      await expect(detail(page, "Bank tasdigʻi")).toHaveText(before.bankApproved ? "Yoʻq" : "Ha");

      const after = await about(page, token, id);
      expect(after.buildStatus).toBe(next);
      expect(after.bankApproved).toBe(!before.bankApproved);
      await page.reload();
      await expect(detail(page, "Qurilish holati")).toHaveText(BUILD_STATUS[next] ?? "?");

      await page.getByRole("button", { name: "Tarix" }).click();
      const drawer = page.getByRole("dialog", { name: `${before.name}: tarix` });
      const latest = drawer.getByTestId("history-entry").first();
      await expect(latest).toContainText("Qurilish holati");
      await expect(latest).toContainText(BUILD_STATUS[next] ?? "?");
    } finally {
      await api(page.request, "patch", `/api/bino/${id}`, token, {
        buildStatus: before.buildStatus,
        bankApproved: before.bankApproved,
      });
    }
  });

  test("no months yet: the chart says so; an unknown id says the building is not found", async ({ page }) => {
    const token = await signInWithToken(page, ADMIN);
    const id = await buildingId(page, token, "1-blok");
    const b = await about(page, token, id);
    await page.route(`**/api/bino/${id}`, (route) =>
      route.request().method() === "GET"
        ? route.fulfill({ json: { ...b, salesByMonth: [] } })
        : route.continue(),
    );
    await page.goto(`/bino_about/${id}`);
    await expect(page.getByText("Bu binoda hali shartnomalar tuzilmagan")).toBeVisible();
    await expect(page.locator('[data-chart="building-sales"] .echart')).toHaveCount(0);

    await page.goto("/bino_about/987654");
    await expect(page.getByText("Bino topilmadi")).toBeVisible();
    await page.getByRole("button", { name: "Obyektlar" }).click();
    await expect(page).toHaveURL(/\/obyects$/);
    await page.goto("/bino_about/abc");
    await expect(page.getByText("Bino topilmadi")).toBeVisible();
  });

  test("the director sees the building without an edit button; sales staff cannot enter", async ({
    page,
  }) => {
    const token = await signInWithToken(page, ADMIN);
    const id = await buildingId(page, token, "1-blok");
    await signInWithToken(page, DIRECTOR);
    await page.goto(`/bino_about/${id}`);
    await expect(page.getByRole("heading", { name: "Bino haqida: 1-blok" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Tarix" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Tahrirlash" })).toHaveCount(0);

    await signInWithToken(page, SALES);
    await page.goto(`/bino_about/${id}`);
    await expect(page).toHaveURL(/\/noEnter$/);
  });
});
