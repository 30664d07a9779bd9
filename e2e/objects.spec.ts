import type { Locator, Page } from "@playwright/test";
import { api, createUser, notice, settle, statusOf, tableRows, uniqueTag } from "./admin-helpers";
import { ADMIN, DIRECTOR, expect, SALES, signInWithToken, test } from "./fixtures";

interface ObjectStats {
  id: number;
  name: string;
  address: string;
  district: string | null;
  archivedAt: string | null;
  buildingsCount: number;
  unitsCount: number;
  byStatus: Record<string, number>;
  soldAreaM2: number;
  contractsTotal: number;
  paid: number;
}
interface ObjectPage {
  items: ObjectStats[];
  total: number;
}
interface Building {
  id: number;
  objectId: number;
  name: string;
}

const STATUSES = ["available", "booked", "in_process", "sold", "handed_over", "not_for_sale"] as const;
const NBSP = "\u00a0";
const group = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
/** formatMoney of @makon/shared: "1 234 567 soʻm" with no-break spaces. */
const money = (n: number) => `${group(Math.trunc(n))}${NBSP}soʻm`;
/** The screen's area: one decimal with a comma, a zero decimal dropped. */
const area = (n: number) => {
  const [whole = "0", fraction] = (Math.round(n * 10) / 10).toFixed(1).split(".");
  return `${group(Number(whole))}${fraction === "0" ? "" : `,${fraction}`}${NBSP}m²`;
};

const rows = (page: Page) => tableRows(page, "obj-table");
const rowOf = (page: Page, id: number) => page.locator(`.obj-table tr.ant-table-row[data-row-key="${id}"]`);

async function openObjects(page: Page, query = ""): Promise<void> {
  await page.goto(`/obyects${query}`);
  // The heading says what the archive filter shows ("Obyektlar", "Obyektlar: arxiv", …).
  await expect(page.getByRole("heading", { name: /^Obyektlar/ })).toBeVisible();
}

async function search(page: Page, text: string): Promise<void> {
  const box = page.getByPlaceholder("Nomi yoki manzil boʻyicha qidirish");
  await box.fill(text);
  await box.press("Enter");
}

const archiveTab = (page: Page, label: "Faol" | "Arxivdagilar" | "Hammasi") =>
  page.locator(".obj-toolbar .ant-segmented-item").filter({ hasText: label }).click();

/** Nothing on the page is wider than the window, apart from what scrolls inside its own box. */
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

async function expectRowMatches(row: Locator, o: ObjectStats): Promise<void> {
  await expect(row).toContainText(o.name);
  await expect(row.locator('[data-field="buildings"]')).toHaveText(String(o.buildingsCount));
  await expect(row.locator('[data-field="units"]')).toHaveText(String(o.unitsCount));
  await expect(row.locator('[data-field="soldArea"]')).toHaveText(area(o.soldAreaM2));
  await expect(row.locator('[data-field="contractsTotal"]')).toHaveText(money(o.contractsTotal));
  await expect(row.locator('[data-field="paid"]')).toHaveText(money(o.paid));
  for (const status of STATUSES) {
    await expect(row.locator(`[data-status="${status}"]`)).toHaveAttribute(
      "data-count",
      String(o.byStatus[status] ?? 0),
    );
  }
}

test.describe("objects", () => {
  test("the numbers of the demo objects match the API; a row opens onto its buildings", async ({
    page,
    shot,
  }) => {
    const token = await signInWithToken(page, ADMIN);
    const list = await api<ObjectPage>(page.request, "get", "/api/obyekt?size=200", token);
    const demo = list.items.filter((o) => o.name.startsWith("Makon "));
    expect(demo.length).toBeGreaterThanOrEqual(2);
    expect(demo.some((o) => o.contractsTotal > 0 && o.paid > 0 && o.soldAreaM2 > 0)).toBe(true);
    const buildings = await api<Building[]>(page.request, "get", "/api/bino/all", token);

    await page.setViewportSize({ width: 1440, height: 900 });
    await openObjects(page);
    await expect(page.locator(".obj-table .ant-pagination-total-text")).toHaveText(
      `Jami: ${list.total} ta obyekt`,
    );
    for (const o of demo) await expectRowMatches(rowOf(page, o.id), o);

    const yunusobod = demo.find((o) => o.name === "Makon Yunusobod");
    if (!yunusobod) throw new Error("no demo object Makon Yunusobod");
    const own = buildings.filter((b) => b.objectId === yunusobod.id);
    expect(own.length).toBe(yunusobod.buildingsCount);
    await rowOf(page, yunusobod.id).locator(".ant-table-row-expand-icon").click();
    const list2 = page.getByRole("list", { name: "Makon Yunusobod: binolar" });
    await expect(list2.locator(".obj-building")).toHaveCount(own.length);
    for (const b of own) {
      const item = list2.locator(`[data-building-id="${b.id}"]`);
      await expect(item).toContainText(b.name);
      await expect(item.getByRole("link", { name: `${b.name}: Shaxmatka` })).toHaveAttribute(
        "href",
        `/bino/${b.id}`,
      );
      await expect(item.getByRole("link", { name: `${b.name}: Bino haqida` })).toHaveAttribute(
        "href",
        `/bino_about/${b.id}`,
      );
    }
    // One in the toolbar, one under the open object's buildings.
    await expect(page.getByRole("button", { name: "Bino qoʻshish" })).toHaveCount(2);
    // Every column fits beside the menu at 1440 px: no sideways scrolling inside the table either.
    const scroller = page.locator(".obj-table .ant-table-content, .obj-table .ant-table-body").first();
    expect(await scroller.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
    await settle(page);
    await expectNothingOverflows(page);
    await shot("list");

    await page.setViewportSize({ width: 800, height: 900 });
    await expect(list2.locator(".obj-building").first()).toBeVisible();
    // Narrow: the table scrolls inside its box and the actions stay in view at the right edge.
    await expect(rowOf(page, yunusobod.id).getByRole("button", { name: "Tarix" })).toBeInViewport();
    await settle(page);
    await expectNothingOverflows(page);
    await shot("list");

    const first = own[0] as Building;
    await list2.getByRole("link", { name: `${first.name}: Bino haqida` }).click();
    await expect(page).toHaveURL(new RegExp(`/bino_about/${first.id}$`));
    await expect(page.getByRole("heading", { name: `Bino haqida: ${first.name}` })).toBeVisible();

    // Adding a building from an object's row opens the form with that object chosen.
    await page.goto("/obyects");
    await rowOf(page, yunusobod.id).locator(".ant-table-row-expand-icon").click();
    await page.locator(".obj-buildings-add").getByRole("button", { name: "Bino qoʻshish" }).click();
    await expect(page).toHaveURL(new RegExp(`/info_add\\?objectId=${yunusobod.id}$`));
    await expect(page.locator(".ant-select").filter({ hasText: "Makon Yunusobod" }).first()).toBeVisible();
  });

  test("create, edit, archive through the modal and restore an object", async ({ page, shot }) => {
    // A long walk through five dialogs: on a busy shared machine it needs more than the default 30 s.
    test.setTimeout(60_000);
    const token = await signInWithToken(page, ADMIN);
    const name = `Sinov obyekt ${uniqueTag()}`;
    await page.setViewportSize({ width: 1440, height: 900 });
    await openObjects(page);

    // Create: the form checks its fields in Uzbek before anything is sent.
    await page.getByRole("button", { name: "Obyekt qoʻshish" }).click();
    const create = page.getByRole("dialog", { name: "Yangi obyekt" });
    await expect(create).toBeVisible();
    await create.getByRole("button", { name: "Saqlash" }).click();
    await expect(create.getByText("Obyekt nomini kiriting")).toBeVisible();
    await expect(create.getByText("Manzilni kiriting")).toBeVisible();
    await create.getByLabel("Nomi", { exact: true }).fill("A");
    await create.getByLabel("Manzil", { exact: true }).fill("Yo");
    await expect(create.getByText("Nomi kamida 2 ta belgidan iborat boʻlishi kerak")).toBeVisible();
    await expect(create.getByText("Manzil kamida 3 ta belgidan iborat boʻlishi kerak")).toBeVisible();
    await create.getByLabel("Nomi", { exact: true }).fill(name);
    await create.getByLabel("Manzil", { exact: true }).fill("Toshkent, Sinov koʻchasi 1");
    await settle(page);
    await shot("create");
    // Keyboard use: Enter in a field saves the form.
    await create.getByLabel("Manzil", { exact: true }).press("Enter");
    await expect(notice(page, "Maʼlumot qoʻshildi")).toBeVisible();
    await expect(create).toBeHidden();

    const found = await api<ObjectPage>(
      page.request,
      "get",
      `/api/obyekt?q=${encodeURIComponent(name)}`,
      token,
    );
    expect(found.items).toHaveLength(1);
    const created = found.items[0] as ObjectStats;
    expect(created.address).toBe("Toshkent, Sinov koʻchasi 1");
    await search(page, name);
    await expect(rows(page)).toHaveCount(1);
    await expectRowMatches(rowOf(page, created.id), created);
    await expect(rowOf(page, created.id).locator('[data-field="units"]')).toHaveText("0");
    // A new object has no buildings yet: its row says so and offers to add one.
    await rowOf(page, created.id).locator(".ant-table-row-expand-icon").click();
    await expect(page.getByText("Bu obyektda hali binolar yoʻq")).toBeVisible();

    // Edit.
    await rowOf(page, created.id).getByRole("button", { name: "Tahrirlash" }).click();
    const edit = page.getByRole("dialog", { name: "Obyektni tahrirlash" });
    await expect(edit.getByLabel("Nomi", { exact: true })).toHaveValue(name);
    await edit.getByLabel("Manzil", { exact: true }).fill("Toshkent, Yangi manzil 7");
    await edit.getByLabel("Tuman", { exact: true }).fill("Mirzo Ulugʻbek tumani");
    await edit.getByRole("button", { name: "Saqlash" }).click();
    await expect(notice(page, "Saqlandi")).toBeVisible();
    await expect(rowOf(page, created.id)).toContainText("Mirzo Ulugʻbek tumani, Toshkent, Yangi manzil 7");
    const edited = await api<ObjectPage>(
      page.request,
      "get",
      `/api/obyekt?q=${encodeURIComponent(name)}`,
      token,
    );
    expect(edited.items[0]?.district).toBe("Mirzo Ulugʻbek tumani");

    // Archive: the modal says what archiving means; cancelling changes nothing.
    await rowOf(page, created.id).getByRole("button", { name: "Arxivlash" }).click();
    const archive = page.getByRole("dialog", { name: "Obyektni arxivlash" });
    await expect(archive).toContainText(`«${name}» arxivga olinadi.`);
    await expect(archive).toContainText("sotuv sahifalarida hamda odatiy roʻyxatlarda koʻrinmaydi");
    await expect(archive).toContainText("oʻzgarishlar tarixi saqlanib qoladi");
    await settle(page);
    await shot("archive-modal");
    await archive.getByRole("button", { name: "Bekor qilish" }).click();
    await expect(archive).toBeHidden();
    const still = await api<ObjectPage>(
      page.request,
      "get",
      `/api/obyekt?q=${encodeURIComponent(name)}`,
      token,
    );
    expect(still.items).toHaveLength(1);

    await rowOf(page, created.id).getByRole("button", { name: "Arxivlash" }).click();
    await archive.getByRole("button", { name: "Arxivlash" }).click();
    await expect(notice(page, "Arxivlandi")).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
    await expect(page.getByText("Obyektlar topilmadi")).toBeVisible();
    const archived = await api<ObjectPage>(
      page.request,
      "get",
      `/api/obyekt?archived=true&q=${encodeURIComponent(name)}`,
      token,
    );
    expect(archived.items[0]?.archivedAt).not.toBeNull();

    await archiveTab(page, "Arxivdagilar");
    await expect(page).toHaveURL(/archived=true/);
    await expect(page.getByRole("heading", { name: "Obyektlar: arxiv" })).toBeVisible();
    await expect(rowOf(page, created.id)).toBeVisible();
    await expect(rowOf(page, created.id).getByText("Arxivda")).toBeVisible();

    // Restore.
    await rowOf(page, created.id).getByRole("button", { name: "Tiklash" }).click();
    const restore = page.getByRole("dialog", { name: "Obyektni arxivdan tiklash" });
    await expect(restore).toContainText("yana sotuv sahifalarida");
    await restore.getByRole("button", { name: "Tiklash" }).click();
    await expect(notice(page, "Tiklandi")).toBeVisible();
    await expect(page.getByText("Arxivda obyektlar yoʻq")).toBeVisible();
    await archiveTab(page, "Faol");
    await expect(rowOf(page, created.id)).toBeVisible();
    await expect(rowOf(page, created.id).getByText("Arxivda")).toHaveCount(0);

    // The history drawer lists all four changes.
    await rowOf(page, created.id).getByRole("button", { name: "Tarix" }).click();
    const drawer = page.getByRole("dialog", { name: `${name}: tarix` });
    await expect(drawer.getByTestId("history-entry")).toHaveCount(4);
    await expect(drawer).toContainText("Mirzo Ulugʻbek tumani");
  });

  test("without property_edit the director cannot add or edit, only archive; sales staff cannot enter", async ({
    page,
    browser,
  }) => {
    const adminToken = await signInWithToken(page, ADMIN);
    const list = await api<ObjectPage>(page.request, "get", "/api/obyekt?size=200", adminToken);
    const some = list.items[0] as ObjectStats;

    await signInWithToken(page, DIRECTOR);
    await openObjects(page);
    await expect(rowOf(page, some.id)).toBeVisible();
    await expect(page.getByRole("button", { name: "Obyekt qoʻshish" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Bino qoʻshish" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Tahrirlash" })).toHaveCount(0);
    await expect(rowOf(page, some.id).getByRole("button", { name: "Arxivlash" })).toBeVisible();
    await expect(rowOf(page, some.id).getByRole("button", { name: "Tarix" })).toBeVisible();

    // A user with the page but neither action key sees the numbers and the history only.
    const reader = await createUser(page.request, adminToken, { pages: ["home", "obyects"] });
    const other = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "uz-UZ" });
    const readerPage = await other.newPage();
    try {
      await signInWithToken(readerPage, reader.account);
      await openObjects(readerPage);
      await expect(rowOf(readerPage, some.id)).toBeVisible();
      await expect(readerPage.getByRole("button", { name: "Arxivlash" })).toHaveCount(0);
      await expect(readerPage.getByRole("button", { name: "Tiklash" })).toHaveCount(0);
      await expect(readerPage.getByRole("button", { name: "Tahrirlash" })).toHaveCount(0);
      await expect(readerPage.getByRole("button", { name: "Obyekt qoʻshish" })).toHaveCount(0);
      // And the API refuses them too.
      const readerToken = await readerPage.evaluate(() => localStorage.getItem("token") ?? "");
      expect(
        await statusOf(page.request, "patch", `/api/obyekt/${some.id}`, readerToken, { archived: true }),
      ).toBe(403);
    } finally {
      await other.close();
    }

    await signInWithToken(page, SALES);
    await page.goto("/obyects");
    await expect(page).toHaveURL(/\/noEnter$/);
  });

  test("a failed list shows the Uzbek error with a retry", async ({ page }) => {
    await signInWithToken(page, ADMIN);
    let fail = true;
    await page.route(
      (url) => url.pathname === "/api/obyekt",
      (route) =>
        fail
          ? route.fulfill({
              status: 500,
              contentType: "application/json",
              body: JSON.stringify({ code: "INTERNAL", message: "boom" }),
            })
          : route.continue(),
    );
    await openObjects(page);
    await expect(page.getByText("Obyektlarni yuklab boʻlmadi")).toBeVisible();
    fail = false;
    await page.getByRole("button", { name: "Qayta urinish" }).click();
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByText("Obyektlarni yuklab boʻlmadi")).toHaveCount(0);
  });
});
