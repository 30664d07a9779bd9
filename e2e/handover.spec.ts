import { randomUUID } from "node:crypto";
import { tashkentToday } from "@makon/shared";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import {
  api,
  apiLogin,
  expectNoPageOverflow,
  newBuilding,
  notice,
  pickOption,
  settle,
  tableRows,
  uniquePhone,
  uniqueTag,
} from "./admin-helpers";
import { ADMIN, DIRECTOR, expect, requiredEnv, SALES, signInWithToken, test } from "./fixtures";

/** The demo handover employee (topshiruv, shartnoma_jarayon; handover_work, export_excel). */
const HANDOVER = { phone: "901000010", password: requiredEnv("E2E_DEMO_PASSWORD"), name: "Shoxruh Mirzayev" };

const DAY_MS = 86_400_000;
const shiftDay = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
/** "2026-12-05" → "05.12.2026", as the date pickers take it. */
const shown = (day: string) => day.split("-").reverse().join(".");

interface Place {
  objectId: number;
  objectName: string;
  buildingId: number;
  buildingName: string;
  unitIds: number[];
}

interface Deal {
  id: number;
  number: string;
  clientName: string;
}

/** A new object with a building of four free units, its construction completed (as the admin). */
async function completedBuilding(request: APIRequestContext, tag: string): Promise<Place> {
  const token = await apiLogin(request, ADMIN);
  const { object, building } = await newBuilding(request, token, {
    object: `Topshiruv ${tag}`,
    building: `T-${tag}`,
  });
  await api(request, "patch", `/api/bino/${building.id}`, token, { buildStatus: "completed" });
  const board = await api<{ units: { id: number }[] }>(
    request,
    "get",
    `/api/bino/${building.id}/chessboard`,
    token,
  );
  return {
    objectId: object.id,
    objectName: object.name,
    buildingId: building.id,
    buildingName: building.name,
    unitIds: board.units.map((u) => u.id),
  };
}

/**
 * The demo seller signs a deal on the unit for a new client, takes the money and concludes it:
 * "full" — paid in full; "partial" — an installment deal with only its down payment in.
 */
async function concludedDeal(
  request: APIRequestContext,
  unitId: number,
  clientName: string,
  paid: "full" | "partial",
  date = tashkentToday(),
): Promise<Deal> {
  const token = await apiLogin(request, SALES);
  const client = await api<{ id: number }>(request, "post", "/api/client", token, {
    fullName: clientName,
    phone: uniquePhone(),
    source: "reception",
  });
  const orgs = await api<{ id: number; kind: string }[]>(request, "get", "/api/tashkilot/all", token);
  const seller = orgs.find((o) => o.kind === "own")!.id;
  const contract = await api<{ id: number; number: string; total: number; downPayment: number }>(
    request,
    "post",
    "/api/shartnoma",
    token,
    paid === "full"
      ? { clientId: client.id, unitId, paymentType: "full", sellerOrganisationId: seller, date }
      : {
          clientId: client.id,
          unitId,
          paymentType: "installment",
          downPayment: 150_000_000,
          months: 12,
          sellerOrganisationId: seller,
          date,
        },
  );
  const pay = await request.post(`/api/shartnoma/${contract.id}/payments`, {
    headers: { authorization: `Bearer ${token}`, "idempotency-key": randomUUID() },
    data: {
      amount: paid === "full" ? contract.total : contract.downPayment,
      method: "bank_transfer",
      paidAt: tashkentToday(),
    },
  });
  expect(pay.status(), await pay.text()).toBe(201);
  await api(request, "post", `/api/shartnoma/${contract.id}/conclude`, token);
  return { id: contract.id, number: contract.number, clientName };
}

/** Screenshots at 1440 and 800 px, each checked for sideways overflow first. */
async function shotBoth(page: Page, shot: (name: string) => Promise<void>, name: string): Promise<void> {
  // A notice under the pointer stays until the pointer leaves it: move away, then wait them out.
  await page.mouse.move(5, 895);
  await expect(page.locator(".ant-message-notice")).toHaveCount(0, { timeout: 20_000 });
  for (const width of [1440, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await settle(page);
    await expectNoPageOverflow(page);
    await shot(name);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

const rows = (page: Page) => tableRows(page, "ho-table");

/** Types a day into a date picker and confirms it. */
async function pickDay(input: Locator, day: string): Promise<void> {
  await input.click();
  await input.fill(shown(day));
  await input.press("Enter");
}

/** Opens /topshiruv on a tab, searching for `q`, and waits for the list's answer. */
async function openList(page: Page, query: string): Promise<void> {
  const answer = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/topshiruv" && r.request().method() === "GET",
  );
  await page.goto(`/topshiruv?${query}`);
  expect((await answer).status()).toBe(200);
}

/** Makes the act through the form for the row's deal; returns its id and number. */
async function submitAct(page: Page, form: Locator): Promise<{ id: number; actNumber: string }> {
  const answer = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/topshiruv" && r.request().method() === "POST",
  );
  await form.getByRole("button", { name: "Dalolatnomani tuzish" }).click();
  const res = await answer;
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; actNumber: string };
}

test.describe("handover", () => {
  test("the handover employee: appointment, the act with keys, readings and defects, the PDF, a fix, the cadastre", async ({
    page,
    shot,
  }) => {
    test.setTimeout(180_000);
    const tag = uniqueTag();
    const place = await completedBuilding(page.request, tag);
    const deal = await concludedDeal(page.request, place.unitIds[0]!, `Topshiruv Mijoz ${tag}`, "full");

    // Ready: the paid deal, with its buyer and unit.
    await signInWithToken(page, HANDOVER);
    await openList(page, `q=${encodeURIComponent(deal.number)}`);
    await expect(page.getByRole("tab", { name: "Tayyor", selected: true })).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    const row = rows(page).first();
    await expect(row).toContainText(deal.number);
    await expect(row).toContainText(deal.clientName);
    await expect(row).toContainText(place.buildingName);
    await expect(row).toContainText("Belgilanmagan");
    await shotBoth(page, shot, "ready");

    // An appointment tomorrow at ten, with the SMS.
    await row.getByRole("button", { name: "Uchrashuv belgilash" }).click();
    const dialog = page.getByRole("dialog", { name: `Uchrashuv belgilash: ${deal.number}` });
    await expect(dialog.getByRole("checkbox", { name: "SMS yuborish" })).toBeChecked();
    const tomorrow = shiftDay(tashkentToday(), 1);
    await pickDay(dialog.getByLabel("Sana", { exact: true }), tomorrow);
    await dialog.getByRole("button", { name: "Saqlash" }).click();
    await expect(notice(page, "Uchrashuv belgilandi, mijozga SMS yuboriladi")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(`${shown(tomorrow)} 10:00`);

    // The appointments tab shows it, scheduled, with its SMS.
    await page.getByRole("tab", { name: "Uchrashuvlar" }).click();
    await expect(page).toHaveURL(/tab=appointments/);
    await page.getByRole("textbox", { name: "Qidirish" }).fill(deal.number);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText("Belgilangan");
    await expect(rows(page).first().getByTestId("ho-sms")).toContainText("SMS: ");
    await shotBoth(page, shot, "appointments");

    // The act: two keys, three readings, two defects.
    await rows(page).first().getByRole("button", { name: "Dalolatnoma tuzish" }).click();
    const form = page.getByRole("dialog", { name: `Topshirish dalolatnomasi: Shartnoma № ${deal.number}` });
    await expect(form.getByLabel("Dalolatnoma sanasi")).toHaveValue(shown(tashkentToday()));
    await form.getByLabel("Kalitlar soni").fill("2");
    await form.getByLabel("Elektr", { exact: true }).fill("1520");
    await form.getByLabel("Gaz", { exact: true }).fill("310");
    await form.getByLabel("Suv", { exact: true }).fill("45");
    await form.getByRole("button", { name: "Kamchilik qoʻshish" }).click();
    await form.getByRole("button", { name: "Kamchilik qoʻshish" }).click();
    await expect(form.getByTestId("ho-defect-row")).toHaveCount(2);
    await form.getByLabel("Kamchilik 1", { exact: true }).fill("Eshik qulfi ishlamaydi");
    await form.getByLabel("Xona 1", { exact: true }).fill("Dahliz");
    await pickDay(
      form.getByTestId("ho-defect-row").nth(0).locator(".ho-defect-deadline input"),
      shiftDay(tashkentToday(), 10),
    );
    await form.getByLabel("Kamchilik 2", { exact: true }).fill("Deraza yoriq");
    await form.getByLabel("Xona 2", { exact: true }).fill("Yotoqxona");
    await shotBoth(page, shot, "act-form");
    const act = await submitAct(page, form);
    await expect(notice(page, `Dalolatnoma № ${act.actNumber} tuzildi`)).toBeVisible();

    // The act opens over the list, in the address.
    await expect(page).toHaveURL(new RegExp(`act=${act.id}`));
    const drawer = page.getByRole("dialog", { name: `Dalolatnoma № ${act.actNumber}` });
    await expect(drawer.getByTestId("ho-act-keys")).toHaveText("2");
    await expect(drawer.getByTestId("ho-act-meters")).toContainText("Elektr: 1520");
    await expect(drawer.getByTestId("ho-act-meters")).toContainText("Suv: 45");
    const defects = drawer.locator(".ho-act-defects tr.ant-table-row");
    await expect(defects).toHaveCount(2);

    // The PDF, fetched with the token, is a PDF.
    const pdf = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/topshiruv/${act.id}/pdf`);
    const tab = page.context().waitForEvent("page");
    await drawer.getByRole("button", { name: "PDF" }).click();
    const pdfRes = await pdf;
    expect(pdfRes.status()).toBe(200);
    expect(pdfRes.headers()["content-type"]).toContain("application/pdf");
    await (await tab).close();
    await page.bringToFront(); // a background tab draws no frames (see collections.spec.ts)
    // The browser hands the bytes to the new tab; the same answer read directly is a PDF file.
    const direct = await page.request.get(`/api/topshiruv/${act.id}/pdf`, {
      headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("token"))}` },
    });
    expect((await direct.body()).subarray(0, 5).toString()).toBe("%PDF-");

    // One defect put right, accepted by the buyer.
    const lock = defects.filter({ hasText: "Eshik qulfi ishlamaydi" });
    await lock.getByRole("button", { name: "Bartaraf etildi" }).click();
    const fix = page.getByRole("dialog", { name: "Kamchilik bartaraf etildi" });
    await fix.getByText("Xaridor qabul qildi").click();
    await fix.getByRole("button", { name: "Saqlash" }).click();
    await expect(notice(page, "Kamchilik bartaraf etildi deb belgilandi")).toBeVisible();
    await expect(lock).toContainText("Bartaraf etilgan");
    await expect(lock).toContainText("Xaridor qabul qilgan");
    await expect(defects.filter({ hasText: "Deraza yoriq" })).toContainText("Ochiq");

    // The cadastre: applied today, then registered with its number (Enter in a picker saves).
    await pickDay(drawer.getByLabel("Topshirilgan sana"), tashkentToday());
    await expect(drawer.getByTestId("ho-cadastre-state")).toHaveText("Topshirilgan");
    await drawer.getByLabel("Kadastr raqami").fill(`10:01:${tag}`);
    await pickDay(drawer.getByLabel("Roʻyxatdan oʻtgan sana"), tashkentToday());
    await expect(drawer.getByTestId("ho-cadastre-state")).toHaveText("Roʻyxatdan oʻtgan");
    await expect(drawer.getByLabel("Kadastr raqami")).toHaveValue(`10:01:${tag}`);
    await shotBoth(page, shot, "act");

    // Closed, the act is among the handed ones; the open defect is in the defects tab.
    await drawer.locator(".ant-drawer-close").click();
    await expect(page).not.toHaveURL(/act=/);
    await page.getByRole("tab", { name: "Topshirilgan" }).click();
    await page.getByRole("textbox", { name: "Qidirish" }).fill(act.actNumber);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText("Roʻyxatdan oʻtgan");
    await expect(rows(page).first().getByTestId("ho-open-defects")).toHaveText("1");
    await shotBoth(page, shot, "handed");
    await page.getByRole("tab", { name: "Kamchiliklar" }).click();
    await page.getByRole("textbox", { name: "Qidirish" }).fill(act.actNumber);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText("Deraza yoriq");
    await shotBoth(page, shot, "defects");
    await rows(page).first().click();
    await expect(page.getByRole("dialog", { name: `Dalolatnoma № ${act.actNumber}` })).toBeVisible();

    // The chessboard shows the unit handed over.
    await signInWithToken(page, DIRECTOR);
    await page.goto(`/bino/${place.buildingId}`);
    await expect(page.locator(`.cb-cell[data-unit-id="${place.unitIds[0]}"]`)).toHaveAttribute(
      "data-status",
      "handed_over",
    );
  });

  test("Escape in the act's date picker closes the calendar, not the act; closing a typed act asks", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const tag = uniqueTag();
    const place = await completedBuilding(page.request, tag);
    const deal = await concludedDeal(page.request, place.unitIds[0]!, `Esc Mijoz ${tag}`, "full");
    await signInWithToken(page, HANDOVER);
    await openList(page, `q=${encodeURIComponent(deal.number)}`);
    await expect(rows(page)).toHaveCount(1);
    await rows(page).first().getByRole("button", { name: "Dalolatnoma tuzish" }).click();
    const form = page.getByRole("dialog", { name: `Topshirish dalolatnomasi: Shartnoma № ${deal.number}` });
    const ask = page.getByRole("dialog").filter({ hasText: "Oʻzgarishlar saqlanmagan" });
    await form.getByLabel("Elektr", { exact: true }).fill("1520");

    // The calendar open, Escape closes it alone: the act and its reading stay, nothing is asked.
    await form.getByLabel("Dalolatnoma sanasi").click();
    const calendar = page.locator(".ant-picker-dropdown:not(.ant-picker-dropdown-hidden)");
    await expect(calendar).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(calendar).toBeHidden();
    await expect(form).toBeVisible();
    await expect(ask).toHaveCount(0);
    await expect(form.getByLabel("Elektr", { exact: true })).toHaveValue("1520");

    // Escape again, with no calendar: asked first; keeping on keeps the reading.
    await page.keyboard.press("Escape");
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: "Yoʻq, davom etish" }).click();
    await expect(form.getByLabel("Elektr", { exact: true })).toHaveValue("1520");

    // The footer's cancel asks as well; "Yes, close" closes.
    await form.getByRole("button", { name: "Bekor qilish" }).click();
    await ask.getByRole("button", { name: "Ha, yopish" }).click();
    await expect(form).toBeHidden();
  });

  test("a partly paid deal: refused without the director's permit, handed over with it", async ({
    page,
    shot,
  }) => {
    test.setTimeout(150_000);
    const tag = uniqueTag();
    const place = await completedBuilding(page.request, tag);
    const deal = await concludedDeal(page.request, place.unitIds[1]!, `Qisman Mijoz ${tag}`, "partial");

    // Not paid: in the unpaid view, and its act form says why it cannot be made.
    await signInWithToken(page, HANDOVER);
    await openList(page, `view=unpaid&q=${encodeURIComponent(deal.number)}`);
    await expect(page.getByRole("radio", { name: "Toʻliq toʻlanmagan" })).toBeChecked();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first().getByRole("button", { name: "Ruxsat berish" })).toHaveCount(0);
    await rows(page).first().getByRole("button", { name: "Dalolatnoma tuzish" }).click();
    const form = page.getByRole("dialog", { name: `Topshirish dalolatnomasi: Shartnoma № ${deal.number}` });
    await expect(form.getByRole("alert")).toContainText(
      "Shartnoma toʻliq toʻlanmagan: topshirish uchun rahbar ruxsati kerak",
    );
    await expect(form.getByRole("button", { name: "Dalolatnomani tuzish" })).toBeDisabled();
    await form.getByRole("button", { name: "Bekor qilish" }).click();

    // The director permits it from the contract's screen.
    await signInWithToken(page, DIRECTOR);
    await page.goto(`/shartnoma_jarayon/${deal.id}`);
    const block = page.getByRole("region", { name: "Topshirish", exact: true });
    await expect(block).toContainText("Hozircha topshirib boʻlmaydi");
    await block.getByRole("button", { name: "Topshirishga ruxsat berish" }).click();
    const permit = page.getByRole("dialog", { name: "Topshirishga ruxsat berish" });
    await permit.getByLabel("Sabab").fill("ab");
    await permit.getByRole("button", { name: "Ruxsat berish" }).click();
    await expect(permit.getByText("Sabab kamida 3 ta belgidan iborat boʻlsin")).toBeVisible();
    await permit.getByLabel("Sabab").fill("Qolgan qarz bank krediti bilan yopiladi");
    await permit.getByRole("button", { name: "Ruxsat berish" }).click();
    await expect(notice(page, "Ruxsat berildi")).toBeVisible();
    await expect(block).toContainText("Qolgan qarz bank krediti bilan yopiladi");
    await expect(block).toContainText(DIRECTOR.name);
    await expect(block.getByRole("button", { name: "Topshirishga ruxsat berish" })).toHaveCount(0);
    await shotBoth(page, shot, "contract-block");

    // The settings tab is the director's.
    await page.goto("/topshiruv?tab=settings");
    const years = page.getByLabel("Kafolat muddati (yil)");
    const directorToken = await page.evaluate(() => localStorage.getItem("token") ?? "");
    const before = await api<{ warrantyYears: number }>(
      page.request,
      "get",
      "/api/topshiruv/settings",
      directorToken,
    );
    await expect(years).toHaveValue(String(before.warrantyYears));
    await shotBoth(page, shot, "settings");
    await years.fill(String(before.warrantyYears === 20 ? 19 : before.warrantyYears + 1));
    await page.getByRole("button", { name: "Saqlash" }).click();
    await expect(notice(page, "Sozlamalar saqlandi")).toBeVisible();
    const saved = await api<{ warrantyYears: number }>(
      page.request,
      "get",
      "/api/topshiruv/settings",
      directorToken,
    );
    expect(saved.warrantyYears).not.toBe(before.warrantyYears);
    // Back as it was: other acts of the run keep the usual warranty.
    const restore = await page.request.put("/api/topshiruv/settings", {
      headers: { authorization: `Bearer ${directorToken}` },
      data: before,
    });
    expect(restore.status()).toBe(200);

    // Now ready, marked permitted; the employee makes its act.
    await signInWithToken(page, HANDOVER);
    await openList(page, `q=${encodeURIComponent(deal.number)}`);
    await expect(page.getByRole("tab", { name: "Sozlamalar" })).toHaveCount(0);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText("Ruxsat berilgan");
    await rows(page).first().getByRole("button", { name: "Dalolatnoma tuzish" }).click();
    const ready = page.getByRole("dialog", { name: `Topshirish dalolatnomasi: Shartnoma № ${deal.number}` });
    await expect(ready.getByRole("alert")).toHaveCount(0);
    const act = await submitAct(page, ready);
    const drawer = page.getByRole("dialog", { name: `Dalolatnoma № ${act.actNumber}` });
    await expect(drawer).toContainText("Qolgan qarz bank krediti bilan yopiladi");

    // Keys counted again after the act.
    await drawer.getByRole("button", { name: "Tahrirlash" }).click();
    const edit = page.getByRole("dialog", { name: "Kalitlar, hisoblagichlar va izoh" });
    await edit.getByLabel("Kalitlar soni").fill("3");
    await edit.getByRole("button", { name: "Saqlash" }).click();
    await expect(edit).toBeHidden();
    await expect(drawer.getByTestId("ho-act-keys")).toHaveText("3");

    // The contract's screen links to its act.
    await page.goto(`/shartnoma_jarayon/${deal.id}`);
    const link = page.getByTestId("ho-contract-act").getByRole("link");
    await expect(link).toContainText(act.actNumber);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/topshiruv\\?tab=handed&act=${act.id}$`));
    await expect(page.getByRole("dialog", { name: `Dalolatnoma № ${act.actNumber}` })).toBeVisible();
  });

  test("filters, search, sorting and the export; an act 40 days old is flagged for its cadastre", async ({
    page,
    shot,
  }) => {
    test.setTimeout(150_000);
    const tag = uniqueTag();
    const place = await completedBuilding(page.request, tag);
    const old = await concludedDeal(
      page.request,
      place.unitIds[2]!,
      `Eski Mijoz ${tag}`,
      "full",
      shiftDay(tashkentToday(), -45),
    );
    const fresh = await concludedDeal(page.request, place.unitIds[3]!, `Yangi Mijoz ${tag}`, "full");
    const token = await apiLogin(page.request, HANDOVER);
    const made = await api<{ id: number; actNumber: string }>(page.request, "post", "/api/topshiruv", token, {
      contractId: old.id,
      actDate: shiftDay(tashkentToday(), -40),
      keysCount: 1,
    });

    const appointment = await api<{ id: number }>(
      page.request,
      "post",
      "/api/topshiruv/appointments",
      token,
      {
        contractId: fresh.id,
        scheduledAt: new Date(Date.now() + 2 * DAY_MS).toISOString(),
        sms: false,
      },
    );

    // Ready: only the fresh deal of this building; the object and building filters keep it.
    await signInWithToken(page, HANDOVER);
    await openList(page, "");
    await page.getByRole("textbox", { name: "Qidirish" }).fill(tag);
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(fresh.number);
    await pickOption(page, page.getByRole("combobox", { name: "Obyekt" }), place.objectName);
    await expect(page).toHaveURL(new RegExp(`objectId=${place.objectId}`));
    await pickOption(page, page.getByRole("combobox", { name: "Bino" }), place.buildingName);
    await expect(page).toHaveURL(new RegExp(`buildingId=${place.buildingId}`));
    await expect(rows(page)).toHaveCount(1);

    // Its appointment, cancelled after a confirmation, leaves the scheduled view.
    await page.getByRole("tab", { name: "Uchrashuvlar" }).click();
    await page.getByRole("textbox", { name: "Qidirish" }).fill(tag);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first().getByTestId("ho-sms")).toHaveText("SMS: Yuborilmagan");
    await rows(page).first().getByRole("button", { name: "Bekor qilish" }).click();
    const confirm = page.getByRole("dialog").filter({ hasText: "Uchrashuv bekor qilinsinmi?" });
    await confirm.getByLabel("Izoh (ixtiyoriy)").fill("Mijoz boshqa kunni soʻradi");
    const closed = page.waitForResponse((r) =>
      r.url().endsWith(`/api/topshiruv/appointments/${appointment.id}/status`),
    );
    await confirm.getByRole("button", { name: "Bekor qilish" }).click();
    expect((await closed).status()).toBe(200);
    await expect(notice(page, "Uchrashuv bekor qilindi")).toBeVisible();
    await expect(page.getByText("Tanlangan shartlarga mos yozuv topilmadi")).toBeVisible();
    await page.locator(".ho-views").getByText("Hammasi", { exact: true }).click();
    await expect(rows(page).first()).toContainText("Bekor qilingan");

    // Handed: the old act, flagged; the overdue view has it, the registered view does not.
    await page.getByRole("tab", { name: "Topshirilgan" }).click();
    await expect(page).not.toHaveURL(/objectId=/);
    await page.getByRole("textbox", { name: "Qidirish" }).fill(tag);
    await expect(rows(page)).toHaveCount(1);
    const row = rows(page).first();
    await expect(row).toContainText(made.actNumber);
    await expect(row.getByTestId("ho-cadastre-overdue")).toHaveText("Kadastr muddati oʻtgan");
    const views = page.locator(".ho-views");
    await views.getByText("Kadastrdan oʻtgan", { exact: true }).click();
    await expect(page).toHaveURL(/view=cadastre_registered/);
    await expect(page.getByText("Tanlangan shartlarga mos yozuv topilmadi")).toBeVisible();
    await views.getByText("Kadastr muddati oʻtgan", { exact: true }).click();
    await expect(rows(page)).toHaveCount(1);

    // Sorted by the buyer, the address keeps it.
    await page.locator(".ho-table th").filter({ hasText: "Mijoz" }).click();
    await expect(page).toHaveURL(/sort=client/);
    await expect(rows(page)).toHaveCount(1);

    // The export: a spreadsheet of the same rows.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Excel" }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

    // The act shows the overdue warning with its due date.
    await row.click();
    const drawer = page.getByRole("dialog", { name: `Dalolatnoma № ${made.actNumber}` });
    await expect(drawer.getByRole("alert").filter({ hasText: "Kadastr muddati oʻtgan" })).toContainText(
      shown(shiftDay(tashkentToday(), -10)),
    );
    await drawer.locator(".ant-drawer-close").click();
    await shotBoth(page, shot, "handed-overdue");
  });
});
