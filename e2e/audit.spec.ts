import type { Page } from "@playwright/test";
import { ADMIN, DIRECTOR, expect, RECEPTION, test } from "./fixtures";
import {
  choose,
  createBank,
  createOrganisation,
  openSession,
  randomMfo,
  settle,
  uniqueTag,
  updateOrganisation,
  whoAmI,
} from "./org-helpers";

// The server reads the date filter as Tashkent calendar days; so does the office's browser.
test.use({ timezoneId: "Asia/Tashkent" });

const rows = (page: Page) => page.locator(".ant-table-tbody tr.ant-table-row");

/** Picks today as both ends of the range (the picker opens on today's month). */
async function pickToday(page: Page) {
  await page.getByLabel("Sana").click();
  const today = page.locator(".ant-picker-dropdown:visible .ant-picker-cell-today").first();
  await today.click();
  await today.click();
}

test.describe("audit", () => {
  test("finds the changes by user, area, record and date; a row opens to before → after", async ({
    page,
    shot,
  }) => {
    test.slow();
    const session = await openSession(page, ADMIN);
    const me = await whoAmI(session);
    const org = await createOrganisation(session, {
      name: `Audit sinovi ${uniqueTag()}`,
      director: "Eski Rahbar",
    });
    await updateOrganisation(session, org.id, { director: "Yangi Rahbar", kind: "buyer" });

    await page.goto("/audit");
    await expect(page.getByRole("heading", { name: "Oʻzgarishlar tarixi", level: 3 })).toBeVisible();
    // Newest first: the update just made is at the top.
    await expect(rows(page).first()).toContainText(org.name);
    await expect(rows(page).first()).toContainText("Tahrirlandi");

    await choose(page, page.getByLabel("Xodim"), me.name);
    await expect(page).toHaveURL(new RegExp(`userId=${me.id}`));
    await choose(page, page.getByLabel("Maʼlumot turi"), "Tashkilot");
    await expect(page).toHaveURL(/entity=organisation/);
    const record = page.getByLabel("Yozuv raqami");
    await record.fill(String(org.id));
    await record.press("Enter");
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByText("Jami: 2 ta")).toBeVisible();

    await pickToday(page);
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
    await expect(rows(page)).toHaveCount(2);

    const [updated, created] = [rows(page).nth(0), rows(page).nth(1)];
    await expect(updated).toContainText("Tahrirlandi");
    await expect(updated).toContainText(me.name);
    await expect(updated).toContainText("Tashkilot");
    await expect(updated).toContainText(`№ ${org.id}`);
    await expect(updated).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    await expect(created).toContainText("Yaratildi");

    await updated.locator(".ant-table-row-expand-icon").click();
    const changes = page.locator(".audit-changes");
    await expect(changes).toBeVisible();
    await expect(changes.locator("tr", { hasText: "Rahbar" })).toContainText("Eski Rahbar");
    await expect(changes.locator("tr", { hasText: "Rahbar" })).toContainText("Yangi Rahbar");
    await expect(changes.locator("tr", { hasText: "Turi" })).toContainText("Hamkor");
    await expect(changes.locator("tr", { hasText: "Turi" })).toContainText("Xaridor tashkilot");
    // Bookkeeping columns are not shown as changes.
    await expect(changes).not.toContainText("updatedAt");
    await settle(page);
    await shot("filtered");
    await page.setViewportSize({ width: 800, height: 900 });
    await settle(page);
    await shot("filtered");

    // The record links to its organisation.
    await updated.getByRole("link", { name: new RegExp(org.name) }).click();
    await expect(page).toHaveURL(`/tashkilot_bank/${org.id}`);

    // Another day's range finds nothing.
    await page.goto(`/audit?entity=organisation&entityId=${org.id}&from=2020-01-01&to=2020-01-02`);
    await expect(page.getByText("Bu filtrlar boʻyicha oʻzgarishlar topilmadi")).toBeVisible();
    await page.getByRole("button", { name: "Tozalash" }).click();
    await expect(page).not.toHaveURL(/entity=/);
    await expect(rows(page).first()).toBeVisible();
  });

  test("the bank area lists bank changes; a filtered view opens from its address", async ({ page, shot }) => {
    const session = await openSession(page, ADMIN);
    const bank = await createBank(session, { name: `Audit banki ${uniqueTag()}`, mfo: randomMfo() });

    await page.goto("/audit");
    const filtered = page.waitForResponse((r) => {
      const url = new URL(r.url());
      return url.pathname === "/api/audit" && url.searchParams.get("entity") === "bank";
    });
    await choose(page, page.getByLabel("Maʼlumot turi"), "Bank");
    await filtered;
    await expect(rows(page).first()).toContainText(bank.name);
    await expect(rows(page).first()).toContainText("Bank");
    await expect(rows(page).first()).toContainText("Yaratildi");
    // Every row is a bank's, once the filtered list is drawn: the unfiltered one has the same
    // newest row (this bank), so the first row alone does not tell the two apart.
    await expect(
      rows(page)
        .locator("td:nth-child(4)")
        .filter({ hasNotText: /^Bank$/ }),
    ).toHaveCount(0);

    await page.goto(`/audit?entity=bank&entityId=${bank.id}`);
    await expect(page.getByLabel("Yozuv raqami")).toHaveValue(String(bank.id));
    await expect(rows(page)).toHaveCount(1);
    await rows(page).first().locator(".ant-table-row-expand-icon").click();
    await expect(page.locator(".audit-changes tr", { hasText: "MFO" })).toContainText(bank.mfo);
    await settle(page);
    await shot("bank");
  });

  test("the menu ends with Oʻzgarishlar tarixi; a director may read it, a receptionist may not", async ({
    page,
    browser,
  }) => {
    await openSession(page, DIRECTOR);
    await page.goto("/");
    const items = page.locator(".ant-menu-item").filter({ visible: true });
    await expect(items.last()).toHaveText("Oʻzgarishlar tarixi");
    await items.last().click();
    await expect(page).toHaveURL("/audit");
    await expect(rows(page).first()).toBeVisible();

    const other = await browser.newPage();
    await openSession(other, RECEPTION);
    await other.goto("/");
    await expect(other.getByText(RECEPTION.name, { exact: true })).toBeVisible();
    await expect(other.getByText("Oʻzgarishlar tarixi")).toHaveCount(0);
    await other.goto("/audit");
    await expect(other).toHaveURL("/noEnter");
    await other.close();
  });
});
