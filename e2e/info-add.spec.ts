import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import writeXlsxFile from "write-excel-file/node";
import { api, expectNoPageOverflow, pickOption, settle, uniqueTag } from "./admin-helpers";
import { ADMIN, DIRECTOR, expect, openedDialog, SALES, signInWithToken, test } from "./fixtures";

interface PropertyObject {
  id: number;
  name: string;
  archivedAt: string | null;
}

interface BoardUnit {
  id: number;
  number: string;
  floor: number;
  entranceId: number;
  status: string;
  pricePerM2: number;
}

interface Board {
  building: { id: number; name: string };
  entrances: { id: number; number: number }[];
  units: BoardUnit[];
}

interface UnitStat {
  buildingId: number;
  count: number;
}

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const HEADER = ["Podyezd", "Qavat", "Xonadon", "Xonalar", "Maydon", "1 m² narxi", "Turi", "Taʼmir"];
const FREE = ["available", "not_for_sale"];

const totals = (page: Page) => page.locator(".ia-totals");
const previewCells = (page: Page) => page.locator(".ia-cell");
// Scoped: a role query over the whole page would weigh up every preview cell (up to 5,000 buttons).
const saveButton = (page: Page) => page.locator(".ia-save").getByRole("button", { name: "Binoni yaratish" });
const issues = (page: Page) => page.locator(".ia-issues");

async function activeObject(page: Page, token: string, name = "Makon Yunusobod"): Promise<PropertyObject> {
  const all = await api<PropertyObject[]>(page.request, "get", "/api/obyekt/all", token);
  const found = all.find((o) => o.name === name && o.archivedAt === null);
  expect(found, `demo object ${name}`).toBeDefined();
  return found as PropertyObject;
}

const board = (page: Page, token: string, id: number) =>
  api<Board>(page.request, "get", `/api/bino/${id}/chessboard`, token);

async function unitsInStats(page: Page, token: string, buildingId: number): Promise<number> {
  const stats = await api<UnitStat[]>(page.request, "get", "/api/uy/all_stat", token);
  return stats.filter((s) => s.buildingId === buildingId).reduce((sum, s) => sum + s.count, 0);
}

/** Types into a number box, replacing what was there. */
async function setNumber(box: Locator, value: number | string): Promise<void> {
  await box.fill(String(value));
  await box.blur();
}

/** Both widths: a screenshot each and nothing wider than the window. */
async function shootBoth(page: Page, shot: (name: string) => Promise<void>, name: string): Promise<void> {
  for (const width of [1440, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await settle(page);
    await expectNoPageOverflow(page);
    await shot(name);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  return writeXlsxFile(rows as never).toBuffer();
}

/** Picks one or more options of a multiple select, then closes its list. */
async function pickMany(page: Page, select: Locator, options: string[]): Promise<void> {
  const open = page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)");
  await select.click();
  await expect(open.last()).toBeVisible();
  await settle(page);
  for (const option of options) {
    await open.last().locator(".ant-select-item-option").filter({ hasText: option }).first().click();
  }
  await page.keyboard.press("Escape");
  await expect(open).toHaveCount(0);
}

test.describe("info-add", () => {
  test("a 4 × 12 × 4 building: the preview shows 192 units, saving makes them, the chessboard shows them", async ({
    page,
    shot,
  }) => {
    const token = await signInWithToken(page, ADMIN);
    const object = await activeObject(page, token);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/info_add?objectId=${object.id}`);
    await expect(page.getByRole("heading", { name: "Maʼlumot qoʻshish" })).toBeVisible();
    // Preselected from the address (the objects screen links here).
    await expect(
      page.locator("#building_objectId").locator("xpath=ancestor::*[contains(@class,'ant-select')][1]"),
    ).toContainText(object.name);
    // An untouched form is not a wrong one: no "Xatolarni tuzating" before anything was typed,
    // the save button off until the name is there.
    // (The bar and its issues are drawn together: once the button is there, so would they be.)
    await expect(saveButton(page)).toBeDisabled();
    await expect(issues(page)).toHaveCount(0);

    const name = `E2E ${uniqueTag()}`;
    await page.locator("#building_name").fill(name);
    await setNumber(page.locator("#building_entrances"), 4);
    await setNumber(page.locator("#building_floors"), 12);
    await setNumber(page.locator("#building_unitsPerFloor"), 4);
    await expect(totals(page)).toHaveAttribute("data-units", "192");
    await expect(previewCells(page)).toHaveCount(192);
    await expect(page.locator(".ia-entrance")).toHaveCount(4);
    // The top floor is the first row.
    const top = await page.locator('.ia-cell[data-floor="12"]').first().boundingBox();
    const ground = await page.locator('.ia-cell[data-floor="1"]').first().boundingBox();
    expect(top && ground && top.y < ground.y).toBe(true);
    await expect(saveButton(page)).toBeEnabled();

    // Entrance 1 with 9 floors, then 9 floors of 6: the preview follows; removing the row restores it.
    const entranceSection = page.getByRole("region", { name: "Alohida podyezdlar" });
    await entranceSection.getByRole("button", { name: "Qator qoʻshish" }).click();
    await setNumber(page.locator("#building_entranceOverrides_0_floors"), 9);
    await expect(totals(page)).toHaveAttribute("data-units", String(192 - 3 * 4));
    await setNumber(page.locator("#building_entranceOverrides_0_unitsPerFloor"), 6);
    await expect(totals(page)).toHaveAttribute("data-units", String(192 - 48 + 54));
    await expect(page.locator('.ia-entrance[data-entrance="1"] .ia-cell')).toHaveCount(54);
    await shootBoth(page, shot, "building");
    await entranceSection.getByRole("button", { name: "Qatorni oʻchirish" }).click();
    await expect(totals(page)).toHaveAttribute("data-units", "192");

    const created = page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/api/bino" && r.request().method() === "POST",
    );
    await saveButton(page).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    const { id } = (await answer.json()) as { id: number };
    await expect(page.getByText("192 ta xonadon qoʻshildi").first()).toBeVisible();
    await expect(page.getByText(`«${name}» binosi yaratildi`)).toBeVisible();
    await shootBoth(page, shot, "created");

    await page.getByRole("button", { name: "Shaxmatkani ochish" }).click();
    await expect(page).toHaveURL(new RegExp(`/bino/${id}$`));
    await expect(page.locator(".cb-cell")).toHaveCount(192);
    expect(await unitsInStats(page, token, id)).toBe(192);
    expect((await board(page, token, id)).units).toHaveLength(192);
  });

  test("a building's object can be made on the spot: the new object is picked and the building goes there", async ({
    page,
    shot,
  }) => {
    const token = await signInWithToken(page, ADMIN);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/info_add");
    await expect(page.getByRole("heading", { name: "Maʼlumot qoʻshish" })).toBeVisible();
    const objectName = `Yangi joy ${uniqueTag()}`;
    // Where a person looks for an object that is not there: at the bottom of the object list.
    await page.locator("#building_objectId").click();
    await page
      .locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)")
      .getByRole("button", { name: "Yangi obyekt" })
      .click();
    const dialog = await openedDialog(page.getByRole("dialog", { name: "Yangi obyekt" }));
    await dialog.getByLabel("Nomi", { exact: true }).fill(objectName);
    await dialog.getByLabel("Manzil", { exact: true }).fill("Toshkent, Sinov koʻchasi 2");
    await dialog.getByRole("button", { name: "Saqlash" }).click();
    await expect(dialog).toBeHidden();
    // The new object is the building's object, without a trip to /obyects and back.
    await expect(
      page.locator("#building_objectId").locator("xpath=ancestor::*[contains(@class,'ant-select')][1]"),
    ).toContainText(objectName);
    await shot("object-added");
    const buildingName = `E2E ${uniqueTag()}`;
    await page.locator("#building_name").fill(buildingName);
    await expect(saveButton(page)).toBeEnabled();
    await saveButton(page).click();
    await expect(page.getByRole("button", { name: "Yana bino qoʻshish" })).toBeVisible();
    const objects = await api<PropertyObject[]>(page.request, "get", "/api/obyekt/all", token);
    const made = objects.find((o) => o.name === objectName);
    const buildings = await api<{ name: string; objectId: number }[]>(
      page.request,
      "get",
      "/api/bino/all",
      token,
    );
    expect(buildings.find((b) => b.name === buildingName)?.objectId).toBe(made?.id);
  });

  test("wrong numbers show the Uzbek error and keep saving off; 5,000 units still preview", async ({
    page,
  }) => {
    // 5,000 cells on a small shared machine: more time than the default for the whole test.
    test.setTimeout(60_000);
    const token = await signInWithToken(page, ADMIN);
    const object = await activeObject(page, token);
    await page.goto(`/info_add?objectId=${object.id}`);
    await page.locator("#building_name").fill(`E2E ${uniqueTag()}`);
    await expect(saveButton(page)).toBeEnabled();

    await setNumber(page.locator("#building_floors"), 0);
    await expect(issues(page)).toContainText("Qavatlar soni: kamida 1 boʻlishi kerak");
    await expect(page.locator(".ant-form-item-explain-error").first()).toHaveText(
      "Qavatlar soni: kamida 1 boʻlishi kerak",
    );
    await expect(saveButton(page)).toBeDisabled();
    await expect(page.getByText("Oldindan koʻrish uchun xatolarni tuzating")).toBeVisible();

    await setNumber(page.locator("#building_entrances"), 50);
    await setNumber(page.locator("#building_floors"), 100);
    await setNumber(page.locator("#building_unitsPerFloor"), 2);
    await expect(issues(page)).toContainText(
      "Bitta binoda koʻpi bilan 5000 ta xonadon boʻlishi mumkin (hozir 10000 ta)",
    );
    await expect(saveButton(page)).toBeDisabled();

    // The largest building allowed: 5,000 cells, planned and drawn after typing stops.
    await setNumber(page.locator("#building_entrances"), 25);
    await expect(totals(page)).toHaveAttribute("data-units", "5000", { timeout: 10_000 });
    await expect(previewCells(page)).toHaveCount(5000, { timeout: 10_000 });
    await expect(issues(page)).toHaveCount(0);
    await expect(saveButton(page)).toBeEnabled();

    // The API refuses a name the object already has: its Uzbek text, under the box and in the bar.
    await setNumber(page.locator("#building_entrances"), 1);
    await expect(totals(page)).toHaveAttribute("data-units", "200");
    await page.locator("#building_name").fill("1-blok");
    await expect(saveButton(page)).toBeEnabled();
    await saveButton(page).click();
    await expect(page.locator(".ia-save-failure")).toHaveText("Bu obyektda shu nomli bino allaqachon bor");
    await expect(page.locator(".ant-form-item-explain-error")).toHaveText(
      "Bu obyektda shu nomli bino allaqachon bor",
    );
    await page.locator("#building_name").fill(`E2E ${uniqueTag()}`);
    await expect(page.locator(".ia-save-failure")).toHaveCount(0);
    await expect(page.locator(".ant-form-item-explain-error")).toHaveCount(0);
  });

  test("a unit's own values from a click on the preview", async ({ page }) => {
    const token = await signInWithToken(page, ADMIN);
    const object = await activeObject(page, token);
    await page.goto(`/info_add?objectId=${object.id}`);
    await setNumber(page.locator("#building_entrances"), 1);
    await setNumber(page.locator("#building_floors"), 2);
    await setNumber(page.locator("#building_unitsPerFloor"), 2);
    await expect(previewCells(page)).toHaveCount(4);
    const cell = page.locator('.ia-cell[data-entrance="1"][data-floor="2"][data-position="1"]');
    await cell.click();
    const dialog = page.getByRole("dialog", { name: "1-podyezd, 2-qavat, 1-xonadon" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Xonalar soni").fill("4");
    await dialog.getByLabel("Maydon (m²)").fill("95");
    await dialog.getByRole("button", { name: "Qoʻllash" }).click();
    await expect(dialog).toBeHidden();
    await expect(cell).toContainText("4 xona");
    await expect(cell).toContainText("95 m²");
    await expect(cell).toHaveClass(/ia-cell-edited/);
    await expect(page.getByText("Alohida oʻzgartirilgan xonadonlar: 1 ta")).toBeVisible();

    await page.locator("#building_name").fill(`E2E ${uniqueTag()}`);
    const created = page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/api/bino" && r.request().method() === "POST",
    );
    await saveButton(page).click();
    const { id } = (await (await created).json()) as { id: number };
    const units = (await board(page, token, id)).units;
    expect(units).toHaveLength(4);
    const edited = units.find((u) => u.floor === 2 && u.number === "3") as BoardUnit & {
      rooms: number;
      areaM2: number;
    };
    expect(edited).toMatchObject({ rooms: 4, areaM2: 95 });
  });

  test("bulk price +10 % on one entrance changes its free units only", async ({ page, shot }) => {
    const token = await signInWithToken(page, ADMIN);
    const object = await activeObject(page, token);
    const buildings = await api<{ id: number; name: string; objectId: number }[]>(
      page.request,
      "get",
      "/api/bino/all",
      token,
    );
    const building = buildings.find((b) => b.objectId === object.id && b.name === "1-blok");
    expect(building).toBeDefined();
    const before = await board(page, token, building!.id);
    // An entrance with both free and booked or sold units.
    const entrance = before.entrances.find((e) => {
      const own = before.units.filter((u) => u.entranceId === e.id);
      return own.some((u) => FREE.includes(u.status)) && own.some((u) => !FREE.includes(u.status));
    });
    expect(entrance, "an entrance with free and held units").toBeDefined();
    const inEntrance = before.units.filter((u) => u.entranceId === entrance!.id);
    const free = inEntrance.filter((u) => FREE.includes(u.status));

    try {
      await page.goto("/info_add?tab=prices");
      await expect(page.getByRole("tab", { name: "Narxlarni oʻzgartirish", selected: true })).toBeVisible();
      await expect(page.getByText("Bron qilingan va sotilgan xonadonlar narxi")).toBeVisible();
      await pickOption(page, page.locator("#prices-object"), object.name);
      await pickOption(page, page.locator("#prices-building"), `${object.name} — 1-blok`);
      await pickMany(page, page.locator("#prices_entrances"), [`${entrance!.number}-podyezd`]);
      await page.locator("#prices_value").fill("10");
      await shootBoth(page, shot, "prices");
      await page.getByRole("button", { name: "Narxlarni oʻzgartirish" }).click();

      const confirm = page.locator(".ant-modal-confirm");
      await expect(confirm).toContainText("Narxlar oʻzgartirilsinmi?");
      await expect(confirm).toContainText(`Tanlov: ${entrance!.number}-podyezd`);
      await expect(confirm).toContainText("1 m² narxi +10% ga oʻzgaradi");
      await expect(confirm).toContainText(`Taxminan ${free.length} ta boʻsh xonadon narxi oʻzgaradi`);
      await openedDialog(confirm);
      await shot("prices-confirm");
      await confirm.getByRole("button", { name: "Oʻzgartirish" }).click();
      await expect(page.locator(".ia-prices-done")).toHaveText(
        `${free.length} ta xonadon narxi oʻzgartirildi`,
      );

      const after = await board(page, token, building!.id);
      for (const u of before.units) {
        const now = after.units.find((x) => x.id === u.id);
        const changes = u.entranceId === entrance!.id && FREE.includes(u.status);
        expect(now?.pricePerM2, `unit ${u.number} (${u.status})`).toBe(
          changes ? Math.round(u.pricePerM2 * 1.1) : u.pricePerM2,
        );
      }
    } finally {
      // Other specs read the demo prices: put them back one by one.
      const after = await board(page, token, building!.id);
      for (const u of free) {
        if (after.units.find((x) => x.id === u.id)?.pricePerM2 === u.pricePerM2) continue;
        await api(page.request, "patch", `/api/uy/${u.id}`, token, { pricePerM2: u.pricePerM2 });
      }
    }
  });

  test("import: a file with problems shows the report and adds nothing; a clean file adds its units", async ({
    page,
    shot,
  }) => {
    const token = await signInWithToken(page, ADMIN);
    const object = await activeObject(page, token);
    const name = `Import ${uniqueTag()}`;
    const building = await api<{ id: number }>(page.request, "post", "/api/bino", token, {
      objectId: object.id,
      name,
      entrances: 2,
      floors: 1,
      unitsPerFloor: 1,
      areaM2: 50,
      pricePerM2: 1000,
    });
    await page.goto("/info_add?tab=import");
    await expect(page.getByRole("tab", { name: "Exceldan import", selected: true })).toBeVisible();
    for (const title of HEADER)
      await expect(page.locator(".ia-column-title", { hasText: title })).toHaveCount(1);
    // Beside each title, a filled cell as the template's "Namuna" sheet shows it.
    await expect(page.locator(".ia-column-example")).toHaveText([
      "1",
      "2",
      "5",
      "2",
      "54.5",
      "8500000",
      "Turar joy",
      "Taʼmirli",
    ]);
    await pickOption(page, page.locator("#import-building"), `${object.name} — ${name}`);

    // The template holds the header row only: the server reads its titles and finds no rows.
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Shablonni yuklab olish" }).click();
    const template = await downloading;
    expect(template.suggestedFilename()).toBe("xonadonlar-shablon.xlsx");
    await page.locator('.ia-import input[type="file"]').setInputFiles({
      name: template.suggestedFilename(),
      mimeType: XLSX,
      buffer: await readFile(await template.path()),
    });
    await page.getByRole("button", { name: "Import qilish" }).click();
    await expect(page.locator(".ia-report-table")).toContainText("Faylda xonadonlar yoʻq");
    const fileInput = page.locator('.ia-import input[type="file"]');
    const upload = page.getByRole("button", { name: "Import qilish" });

    await fileInput.setInputFiles({
      name: "xonadonlar.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("a;b"),
    });
    await expect(page.getByText("Faqat .xlsx fayl yuklash mumkin")).toBeVisible();
    await expect(upload).toBeDisabled();

    const bad = await xlsx([
      HEADER,
      [1, 2, "101", 2, 55.5, 9_000_000, "Turar joy", "Taʼmirsiz"],
      [3, 2, "102", 2, 55.5, 9_000_000, "Turar joy", "Taʼmirsiz"],
      [1, 2, "101", 2, 55.5, 9_000_000, "Turar joy", "Taʼmirsiz"],
      [1, 2, "103", -1, 55.5, 9_000_000, "Saroy", "Taʼmirsiz"],
    ]);
    await fileInput.setInputFiles({ name: "xato.xlsx", mimeType: XLSX, buffer: bad });
    await upload.click();
    const report = page.locator(".ia-report-table tbody tr.ant-table-row");
    await expect(page.getByText(/Faylda \d+ ta xato topildi, hech narsa qoʻshilmadi/)).toBeVisible();
    await expect(report.filter({ hasText: "Raqam 2-qatordagi bilan takrorlanadi" })).toContainText("4");
    await expect(report.filter({ hasText: "Xonalar" }).first()).toContainText("Qiymat juda kichik");
    await expect(report.filter({ hasText: "Turi" }).first()).toContainText("Notoʻgʻri qiymat");
    expect(await unitsInStats(page, token, building.id)).toBe(2);
    await shootBoth(page, shot, "import-report");

    // The entrance that does not exist is only found by the server's second pass.
    await fileInput.setInputFiles({
      name: "podyezd.xlsx",
      mimeType: XLSX,
      buffer: await xlsx([HEADER, [3, 2, "102", 2, 55.5, 9_000_000, "Turar joy", "Taʼmirsiz"]]),
    });
    await upload.click();
    await expect(report.filter({ hasText: "Binoda bunday podyezd yoʻq" })).toHaveCount(1);
    expect(await unitsInStats(page, token, building.id)).toBe(2);

    const good = await xlsx([
      HEADER,
      [1, 2, "101", 2, 55.5, 9_000_000, "Turar joy", "Taʼmirsiz"],
      [2, 2, "201", 3, 75, 9_100_000, "Tijorat", "Taʼmirli"],
    ]);
    await fileInput.setInputFiles({ name: "toza.xlsx", mimeType: XLSX, buffer: good });
    await upload.click();
    await expect(page.locator(".ia-import-done")).toHaveText("2 ta xonadon qoʻshildi");
    await expect(report).toHaveCount(0);
    expect(await unitsInStats(page, token, building.id)).toBe(4);
    const units = (await board(page, token, building.id)).units;
    expect(units.map((u) => u.number).sort()).toEqual(["1", "101", "2", "201"]);
    await shootBoth(page, shot, "import-done");
  });

  test("without property_edit (the director) nothing can be saved; without the page (sales) /noEnter", async ({
    page,
    shot,
  }) => {
    // Two people, two widths, three tabs and a reload: more than 30 s on a busy machine.
    test.setTimeout(60_000);
    await signInWithToken(page, DIRECTOR);
    await page.goto("/info_add");
    await expect(page.getByText("Sizda maʼlumot qoʻshish huquqi yoʻq")).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await expect(page.locator("#building_floors")).toBeDisabled();
    await shootBoth(page, shot, "readonly");
    await page.getByRole("tab", { name: "Narxlarni oʻzgartirish" }).click();
    await expect(page).toHaveURL(/tab=prices/);
    await expect(page.getByRole("button", { name: "Narxlarni oʻzgartirish" })).toBeDisabled();
    await page.getByRole("tab", { name: "Exceldan import" }).click();
    await expect(page.getByRole("button", { name: "Faylni tanlash" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Import qilish" })).toBeDisabled();
    // The tab survives a reload.
    await page.reload();
    await expect(page.getByRole("tab", { name: "Exceldan import", selected: true })).toBeVisible();

    await signInWithToken(page, SALES);
    await page.goto("/info_add");
    await expect(page).toHaveURL(/\/noEnter$/);
  });
});
