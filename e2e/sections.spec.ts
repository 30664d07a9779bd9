import type { APIRequestContext, Page } from "@playwright/test";
import {
  adminToken,
  api,
  expectNoPageOverflow,
  menuTexts,
  notice,
  openAs,
  settle,
  statusOf,
  tableRows,
  uniqueTag,
} from "./admin-helpers";
import { ADMIN, DIRECTOR, discardForm, expect, RECEPTION, signInWithToken, test } from "./fixtures";

interface Section {
  id: number;
  path: string;
  name: string;
  icon: string;
  order: number;
}

const rows = (page: Page) => tableRows(page, "sections-table");
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });
const modal = (page: Page) => page.locator(".ant-modal").filter({ has: page.locator("form#section") });

/** The page the create/edit spec gives a section; it is a fixed menu entry otherwise. */
const PATH = "info_add";

async function openSections(page: Page): Promise<void> {
  await page.goto("/add_bolim");
  await expect(page.getByRole("heading", { name: "Boʻlimlar" })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

async function sections(request: APIRequestContext, token: string): Promise<Section[]> {
  return api<Section[]>(request, "get", "/api/bolim/all", token);
}

/** Leaves the menu as the demo data has it, whatever a failed run left behind. */
async function removeSectionsFor(request: APIRequestContext, token: string, path: string): Promise<void> {
  for (const s of await sections(request, token))
    if (s.path.replace(/^\/+/, "") === path) await api(request, "delete", `/api/bolim/${s.id}`, token);
}

test.describe("sections", () => {
  test("the list in menu order with icons and page titles; search alike in Latin and Cyrillic", async ({
    page,
    shot,
  }) => {
    const token = await signInWithToken(page, ADMIN);
    const all = await sections(page.request, token);
    await openSections(page);
    await expect(rows(page)).toHaveCount(all.length);
    await expect(page.getByText(`Jami: ${all.length}`)).toBeVisible();
    const first = [...all].sort((a, b) => a.order - b.order || a.id - b.id)[0]!;
    await expect(rows(page).first()).toContainText(first.name);
    await expect(rows(page).first().locator(".section-icon-preview .anticon")).toBeVisible();
    await expect(row(page, "Rad etilgan shartnomalar")).toContainText("/otkaz_shartnoma");

    await page.getByLabel("Qidirish").fill("qabul");
    await expect(rows(page)).toHaveCount(2);
    await page.getByLabel("Qidirish").fill("otkaz");
    await expect(rows(page)).toHaveCount(1);
    await page.getByLabel("Qidirish").fill("ШАРТНОМА");
    await expect(row(page, "Tuzilgan shartnomalar")).toBeVisible();
    await page.getByLabel("Qidirish").fill("yoʻq-narsa");
    await expect(page.getByText("Hech narsa topilmadi")).toBeVisible();
    await page.getByLabel("Qidirish").fill("");
    await expect(rows(page)).toHaveCount(all.length);
    await settle(page);
    await shot("list");
  });

  test("create, edit and delete a section: the menu follows at once, and for others on their next load", async ({
    page,
    browser,
    shot,
  }) => {
    test.setTimeout(90_000);
    const token = await signInWithToken(page, ADMIN);
    await removeSectionsFor(page.request, token, PATH);
    const name = `Yangi boʻlim ${uniqueTag()}`;
    const renamed = `Qayta nomlangan ${uniqueTag()}`;
    try {
      await openSections(page);
      await expect.poll(() => menuTexts(page)).toContain("Maʼlumot qoʻshish");

      await page.getByRole("button", { name: "Qoʻshish" }).click();
      await expect(modal(page).getByText("Yangi boʻlim")).toBeVisible();
      // Pages that already have a section, home and detail pages are not offered.
      await modal(page).getByLabel("Sahifa").click();
      const options = page.locator(
        ".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option",
      );
      await expect(options.first()).toBeVisible();
      await settle(page);
      const offered = await options.allInnerTexts();
      expect(offered.some((o) => o.includes("/sotuv)"))).toBe(false);
      expect(offered.some((o) => o.includes("/sotuv_bino"))).toBe(false);
      expect(offered.some((o) => o.includes("/home)"))).toBe(false);
      await options.filter({ hasText: `Maʼlumot qoʻshish (/${PATH})` }).click();
      await expect(modal(page).locator(".ant-select-content")).toHaveText(`Maʼlumot qoʻshish (/${PATH})`);
      await modal(page).getByLabel("Nomi").fill(name);
      await modal(page).getByRole("radio", { name: "Kalit" }).check();
      await modal(page).getByLabel("Tartib").fill("5");
      await settle(page);
      await shot("form");
      await modal(page).getByRole("button", { name: "Saqlash" }).click();
      await expect(notice(page, "Maʼlumot qoʻshildi")).toBeVisible();
      await expect(modal(page)).toBeHidden();

      await expect(rows(page).first()).toContainText(name);
      await expect(rows(page).first()).toContainText(`/${PATH}`);
      // The admin's own menu changes at once: the section replaces the fixed entry, by its order.
      await expect.poll(async () => (await menuTexts(page)).slice(0, 2)).toEqual(["Bosh sahifa", name]);
      expect(await menuTexts(page)).not.toContain("Maʼlumot qoʻshish");

      // Others see it on their next load; a user without the page does not.
      const director = await openAs(browser, DIRECTOR);
      await director.goto("/");
      await expect.poll(() => menuTexts(director)).toContain(name);
      const reception = await openAs(browser, RECEPTION);
      await reception.goto("/");
      await expect
        .poll(() => menuTexts(reception))
        .toEqual(["Bosh sahifa", "Qabulxona", "Qabulxona: mening mijozlarim"]);
      await reception.context().close();

      await row(page, name).getByRole("button", { name: "Tahrirlash" }).click();
      await expect(modal(page).getByText("Boʻlimni tahrirlash")).toBeVisible();
      await expect(modal(page).getByRole("radio", { name: "Kalit" })).toBeChecked();
      await modal(page).getByLabel("Nomi").fill(renamed);
      await modal(page).getByLabel("Tartib").fill("500");
      await modal(page).getByRole("button", { name: "Saqlash" }).click();
      await expect(notice(page, "Saqlandi")).toBeVisible();
      await expect(rows(page).last()).toContainText(renamed);
      await expect.poll(() => menuTexts(page)).toContain(renamed);
      expect(await menuTexts(page)).not.toContain(name);

      await director.reload();
      await expect.poll(() => menuTexts(director)).toContain(renamed);

      await row(page, renamed).getByRole("button", { name: "Tarix" }).click();
      const history = page.locator(".ant-drawer-section.history-drawer");
      await expect(history.getByText(`${renamed}: tarix`)).toBeVisible();
      const entries = history.getByTestId("history-entry");
      await expect(entries).toHaveCount(2);
      await expect(entries.first()).toContainText("Tahrirlandi");
      await expect(entries.first()).toContainText(`Nomi: ${name} → ${renamed}`);
      await expect(entries.first()).toContainText("Tartib: 5 → 500");
      await expect(entries.last()).toContainText("Yaratildi");
      await expect(entries.last()).toContainText("Belgi: Kalit");
      await expect(history).toBeInViewport({ ratio: 1 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await settle(page);
      await shot("history");
      await history
        .getByRole("button", { name: "Close" })
        .or(history.locator(".ant-drawer-close"))
        .first()
        .click();

      await row(page, renamed).getByRole("button", { name: "Oʻchirish" }).click();
      await expect(page.locator(".ant-popconfirm").getByText("Oʻchirilsinmi?")).toBeVisible();
      await page.locator(".ant-popconfirm").getByRole("button", { name: "Ha" }).click();
      await expect(notice(page, "Oʻchirildi")).toBeVisible();
      await expect(row(page, renamed)).toHaveCount(0);
      await expect.poll(() => menuTexts(page)).toContain("Maʼlumot qoʻshish");
      expect(await menuTexts(page)).not.toContain(renamed);

      await director.reload();
      await expect.poll(() => menuTexts(director)).not.toContain(renamed);
      await director.context().close();
    } finally {
      await removeSectionsFor(page.request, await adminToken(page.request), PATH);
    }
  });

  test("a typed form asks before Escape or the cross throws it away; an untouched one closes", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInWithToken(page, ADMIN);
    await openSections(page);
    const ask = page.getByRole("dialog").filter({ hasText: "Oʻzgarishlar saqlanmagan" });
    const open = async () => {
      await page.getByRole("button", { name: "Qoʻshish" }).click();
      await expect(modal(page)).toBeVisible();
      await expect(modal(page)).not.toHaveClass(/\bant-zoom-(appear|enter)\b/);
    };

    // Untouched: Escape closes at once, nothing asked.
    await open();
    await page.keyboard.press("Escape");
    await expect(modal(page)).toBeHidden();
    await expect(ask).toHaveCount(0);

    // Typed: Escape asks; "No, go on" keeps the text.
    await open();
    const name = modal(page).getByLabel("Nomi");
    await name.fill("Yarim yozilgan");
    await page.keyboard.press("Escape");
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: "Yoʻq, davom etish" }).click();
    await expect(ask).toBeHidden();
    await expect(name).toHaveValue("Yarim yozilgan");

    // Escape in the page list's popup closes only the popup.
    await modal(page).getByLabel("Sahifa").click();
    const popup = page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)");
    await expect(popup).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(popup).toBeHidden();
    await expect(ask).toHaveCount(0);
    await expect(name).toHaveValue("Yarim yozilgan");
    await expect(modal(page)).toBeVisible();

    // The cross asks too; "Yes, close" closes.
    await modal(page).locator(".ant-modal-close").click();
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: "Ha, yopish" }).click();
    await expect(modal(page)).toBeHidden();

    // A click beside this dialog never closes it (it is set so); Escape asks as before.
    await open();
    await modal(page).getByLabel("Nomi").fill("Yana");
    await page.mouse.click(10, 450);
    await expect(modal(page).getByLabel("Nomi")).toHaveValue("Yana");
    await page.keyboard.press("Escape");
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: "Ha, yopish" }).click();
    await expect(modal(page)).toBeHidden();
  });

  test("the form checks input in Uzbek; the server refuses a page that has a section", async ({ page }) => {
    const token = await signInWithToken(page, ADMIN);
    await openSections(page);
    await page.getByRole("button", { name: "Qoʻshish" }).click();
    await modal(page).getByLabel("Tartib").fill("");
    await modal(page).getByRole("button", { name: "Saqlash" }).click();
    for (const text of ["Sahifani tanlang", "Nomini kiriting", "Belgini tanlang", "Tartib raqamini kiriting"])
      await expect(
        modal(page).locator(".ant-form-item-explain-error").filter({ hasText: text }),
      ).toBeVisible();
    await modal(page).getByLabel("Nomi").fill("X");
    await expect(modal(page).getByText("Nomi kamida 2 ta belgidan iborat boʻlishi kerak")).toBeVisible();
    await discardForm(page, modal(page));

    const res = await page.request.post("/api/bolim", {
      headers: { authorization: `Bearer ${token}` },
      data: { path: "sotuv", name: "Ikkinchi sotuv", icon: "shop", order: 1 },
    });
    expect(res.status()).toBe(409);
    expect(((await res.json()) as { code: string }).code).toBe("SECTION_PATH_TAKEN");
  });

  test("without section_edit the list is read-only (the director)", async ({ page, shot }) => {
    const token = await signInWithToken(page, DIRECTOR);
    await openSections(page);
    await expect(page.getByText("Siz boʻlimlarni faqat koʻra olasiz")).toBeVisible();
    await expect(page.getByRole("button", { name: "Qoʻshish" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Tahrirlash" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Oʻchirish" })).toHaveCount(0);
    await expect(rows(page).first().getByRole("button", { name: "Tarix" })).toBeVisible();
    await settle(page);
    await shot("read-only");
    const first = (await sections(page.request, token))[0]!;
    expect(await statusOf(page.request, "patch", `/api/bolim/${first.id}`, token, { name: "Buzildi" })).toBe(
      403,
    );
    expect(await statusOf(page.request, "delete", `/api/bolim/${first.id}`, token)).toBe(403);
  });
});

test.describe("sections at 800 px", () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test("the table scrolls inside its panel and the form fits the screen", async ({ page, shot }) => {
    await signInWithToken(page, ADMIN);
    await openSections(page);
    await expectNoPageOverflow(page);
    await expect(rows(page).first().getByRole("button", { name: "Tarix" })).toBeInViewport();
    await settle(page);
    await shot("list");
    await page.getByRole("button", { name: "Qoʻshish" }).click();
    await expect(modal(page)).toBeVisible();
    const box = (await modal(page)
      .locator(".ant-modal-container, .ant-modal-content")
      .first()
      .boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(800);
    await expectNoPageOverflow(page);
    await settle(page);
    await shot("form");
  });
});
