import { contractTotal, planSchedule } from "@makon/shared/contracts/schedule";
import type { APIRequestContext, Page } from "@playwright/test";
import {
  api,
  apiLogin,
  expectNoPageOverflow,
  settle,
  shownPhone,
  uniquePhone,
  uniqueTag,
} from "./admin-helpers";
import { ADMIN, DIRECTOR, expect, openedDialog, SALES, signInWithToken, test } from "./fixtures";

interface Stat {
  objectId: number;
  buildingId: number;
  buildingName: string;
  status: string;
  count: number;
}

interface UnitRow {
  id: number;
  number: string;
  buildingId: number;
  rooms: number;
  areaM2: number;
  pricePerM2: number;
  totalPrice: number;
  status: string;
  clientId: number | null;
}

interface ClientRow {
  id: number;
  fullName: string;
  phone: string;
  blacklisted: boolean;
}

interface ClientCard extends ClientRow {
  interestObjectId: number | null;
  interestRooms: number | null;
  interestBudget: number | null;
}

interface Contract {
  id: number;
  total: number;
  downPayment: number;
  months: number;
  paymentType: string;
  clientId: number;
  unitId: number;
  schedule: { number: number; amount: number; dueDate: string }[];
}

/** "1 250 000" as formatMoney writes it (no-break spaces), without the currency. */
const money = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0");
/** Today in Tashkent: the API dates contracts (and the calculator its preview) so. */
const tashkentToday = () => new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);

/** Free units, cheapest first, skipping the ones earlier tests of this run took. */
const taken = new Set<number>();
async function freeUnit(request: APIRequestContext, token: string): Promise<UnitRow> {
  const page = await api<{ items: UnitRow[] }>(request, "get", "/api/uy?status=available&size=100", token);
  const unit = page.items.find((u) => !taken.has(u.id));
  if (!unit) throw new Error("no free demo unit left");
  taken.add(unit.id);
  return unit;
}

async function clients(request: APIRequestContext, token: string, extra = ""): Promise<ClientRow[]> {
  return (await api<{ items: ClientRow[] }>(request, "get", `/api/client?size=100${extra}`, token)).items;
}

const openUnit = async (page: Page, id: number, client?: number) => {
  await page.goto(`/sotuv_xonadon/${id}${client ? `?client=${client}` : ""}`);
  await expect(page.locator(".sl-details")).toBeVisible();
};
const statusTag = (page: Page) => page.locator(".sl-details .sl-status");
const bookButton = (page: Page) => page.getByRole("button", { name: "Bron qilish", exact: true });
/** Booking asks first: the button, then "Ha, bron qilish" in its question. */
const book = async (page: Page) => {
  await bookButton(page).click();
  await page.locator(".ant-popconfirm").getByRole("button", { name: "Ha, bron qilish" }).click();
};
const contractButton = (page: Page) => page.locator(".sl-contract-button");

test.describe("sales screens (sotuv)", () => {
  test("/sotuv shows the API's free counts; a building opens its sales chessboard, a cell the unit card", async ({
    page,
    shot,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const token = await signInWithToken(page, SALES);
    const stats = await api<Stat[]>(page.request, "get", "/api/uy/all_stat", token);
    const free = new Map<number, number>();
    for (const s of stats)
      free.set(s.buildingId, (free.get(s.buildingId) ?? 0) + (s.status === "available" ? s.count : 0));
    await page.goto("/sotuv");
    const cards = page.locator(".sl-building");
    await expect(cards.first()).toBeVisible();
    const shown = await cards.evaluateAll((els) =>
      els.map((e) => [
        Number((e as HTMLElement).dataset.buildingId),
        Number((e as HTMLElement).dataset.free),
      ]),
    );
    expect(shown.length).toBeGreaterThan(0);
    for (const [id, count] of shown) expect(count, `building ${id}`).toBe(free.get(id as number));
    await settle(page);
    await expectNoPageOverflow(page);
    await shot("sotuv");

    // The object filter leaves one object.
    const objects = await page.locator(".sl-object").count();
    expect(objects).toBeGreaterThan(0);
    await page.getByLabel("Obyekt boʻyicha").click();
    await page.locator(".ant-select-item-option").first().click();
    await expect(page.locator(".sl-object")).toHaveCount(1);
    // A search that matches nothing says so.
    await page.getByLabel("Bino nomi").fill("zzzz-yoʻq");
    await expect(page.getByText("Tanlangan shartga mos bino topilmadi")).toBeVisible();
    await page.getByLabel("Bino nomi").fill("");

    const target = [...free].find(([, n]) => n > 0);
    if (!target) throw new Error("no building with free units");
    await page.goto("/sotuv");
    await page.locator(`.sl-building[data-building-id="${target[0]}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/sotuv_bino/${target[0]}$`));
    const freeCells = page.locator('.cb-cell[data-status="available"]');
    await expect(freeCells).toHaveCount(target[1]);
    // The sales board has no links to floor pages (sellers have none).
    await expect(page.locator(".cb-floor-link")).toHaveCount(0);
    await settle(page);
    await expectNoPageOverflow(page);
    await shot("sotuv-bino");
    const unitId = Number(await freeCells.first().getAttribute("data-unit-id"));
    taken.add(unitId);
    await freeCells.first().click();
    await expect(page).toHaveURL(new RegExp(`/sotuv_xonadon/${unitId}$`));
    await expect(statusTag(page)).toHaveText("Boʻsh");
    const unit = await api<UnitRow>(page.request, "get", `/api/uy/${unitId}`, token);
    await expect(page.locator(".sl-details [data-total]")).toHaveAttribute(
      "data-total",
      String(unit.totalPrice),
    );
    await expect(page.getByRole("heading", { name: `Xonadon № ${unit.number}` })).toBeVisible();
  });

  test("the calculator's schedule for 30 % down over 12 months is planSchedule's", async ({ page, shot }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const token = await signInWithToken(page, SALES);
    const unit = await freeUnit(page.request, token);
    await openUnit(page, unit.id);
    await page.getByLabel("Chegirma (soʻm)").fill("1000000");
    await page.getByRole("button", { name: "30 %" }).click();
    await page.getByLabel("Muddat (oy)").fill("12");
    await page.getByLabel("Muddat (oy)").blur();
    const total = contractTotal(unit.areaM2, unit.pricePerM2, 1_000_000);
    const down = Math.round((total * 30) / 100);
    const plan = planSchedule({
      paymentType: "installment",
      total,
      downPayment: down,
      months: 12,
      date: tashkentToday(),
    });
    await expect(page.locator('[data-calc="total"]')).toHaveAttribute("data-value", String(total));
    await expect(page.locator('[data-calc="monthly"]')).toHaveAttribute(
      "data-value",
      String(plan[0]!.amount),
    );
    await expect(page.locator('[data-calc="monthly"]')).toContainText(money(plan[0]!.amount));
    const rows = page.locator(".sl-schedule tr[data-row]");
    await expect(rows).toHaveCount(12);
    const shown = await rows.evaluateAll((els) =>
      els.map((e) => ({
        number: Number((e as HTMLElement).dataset.row),
        dueDate: (e as HTMLElement).dataset.due,
        amount: Number((e as HTMLElement).dataset.amount),
      })),
    );
    expect(shown).toEqual(plan);
    // A down payment of the whole price is refused before the API is asked.
    await page.getByLabel("Boshlangʻich toʻlov (soʻm)").fill(String(total));
    await page.getByLabel("Boshlangʻich toʻlov (soʻm)").blur();
    await expect(page.getByText("Boshlangʻich toʻlov shartnoma summasidan kam boʻlishi kerak")).toBeVisible();
    // A mortgage has one row: the bank's part.
    await page.getByRole("button", { name: "30 %" }).click();
    await page.getByLabel("Toʻlov turi").click();
    await page.locator(".ant-select-item-option").filter({ hasText: "Ipoteka" }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute("data-amount", String(total - down));
    await settle(page);
    await expectNoPageOverflow(page);
    await shot("sotuv-xonadon");
  });

  test("a sale end to end: book for a new client, release, book again, contract, PDF, down payment, concluded", async ({
    page,
    shot,
  }) => {
    // The whole sale in one go: many round trips on a small machine.
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const token = await signInWithToken(page, SALES);
    const unit = await freeUnit(page.request, token);
    await openUnit(page, unit.id);
    await expect(bookButton(page)).toBeDisabled();

    // A client registered on the spot.
    const name = `Sotuv Mijoz ${uniqueTag()}`;
    const phone = uniquePhone();
    await page.getByRole("button", { name: "Yangi mijoz" }).click();
    const modal = page.locator(".sl-new-client-modal");
    await modal.getByLabel("F.I.Sh.").fill(name);
    await modal.getByLabel("Telefon").pressSequentially(phone);
    await modal.getByRole("button", { name: "Saqlash" }).click();
    await expect(page.locator(".sl-chosen-name")).toHaveText(name);
    const created = await api<{ client: ClientRow | null }>(
      page.request,
      "get",
      `/api/client/lookup?phone=${phone}`,
      token,
    );
    expect(created.client?.fullName).toBe(name);

    // Booking asks first: "no" leaves the unit free.
    await bookButton(page).click();
    const ask = page.locator(".ant-popconfirm");
    await expect(ask).toContainText(`Xonadon № ${unit.number} 48 soatga bron qilinsinmi?`);
    await ask.getByRole("button", { name: "Yoʻq" }).click();
    await expect(ask).toBeHidden();
    await expect(statusTag(page)).toHaveText("Boʻsh");
    expect((await api<UnitRow>(page.request, "get", `/api/uy/${unit.id}`, token)).status).toBe("available");
    await book(page);
    await expect(statusTag(page)).toHaveText("Bron qilingan");
    await expect(page.locator(".sl-booking-holder")).toHaveText(`Bron qilingan: ${name}`);
    await expect(page.locator(".sl-countdown")).toHaveText("1 kun 23 soat qoldi");
    await settle(page);
    await shot("sotuv-xonadon-booked");
    const bookings = await api<{ clientId: number; status: string }[]>(
      page.request,
      "get",
      `/api/uy/${unit.id}/bron`,
      token,
    );
    expect(bookings[0]).toMatchObject({ clientId: created.client?.id, status: "active" });

    // The sales chessboard shows the cell booked.
    await page.getByRole("button", { name: "Shaxmatka" }).click();
    const cell = page.locator(`.cb-cell[data-unit-id="${unit.id}"]`);
    await expect(cell).toHaveAttribute("data-status", "booked");
    await expect(cell).toHaveAttribute("title", "Bron qilingan");
    await cell.click();

    // Releasing asks first.
    await page.getByRole("button", { name: "Bronni bekor qilish" }).click();
    await page.getByRole("button", { name: "Yoʻq" }).click();
    await expect(statusTag(page)).toHaveText("Bron qilingan");
    await page.getByRole("button", { name: "Bronni bekor qilish" }).click();
    await page.getByRole("button", { name: "Ha, bekor qilish" }).click();
    await expect(statusTag(page)).toHaveText("Boʻsh");
    expect((await api<UnitRow>(page.request, "get", `/api/uy/${unit.id}`, token)).status).toBe("available");

    // Booked again, then the contract from the booking.
    await book(page);
    await expect(statusTag(page)).toHaveText("Bron qilingan");
    await page.getByRole("button", { name: "30 %" }).click();
    await page.getByLabel("Muddat (oy)").fill("24");
    await page.getByLabel("Muddat (oy)").blur();
    const total = unit.totalPrice;
    const down = Math.round(total * 0.3);
    await expect(page.locator('[data-calc="total"]')).toHaveAttribute("data-value", String(total));
    await contractButton(page).click();
    const dialog = page.locator(".sl-contract-modal");
    await expect(dialog.getByLabel("Sotuvchi tashkilot")).toBeVisible();
    await expect(dialog.locator(".sl-contract-summary")).toContainText(name);
    await dialog.getByRole("button", { name: "Rasmiylashtirishni boshlash" }).click();
    await expect(page).toHaveURL(/\/shartnoma_jarayon\/\d+$/);
    const contractId = Number(page.url().split("/").pop());
    const contract = await api<Contract>(page.request, "get", `/api/shartnoma/${contractId}`, token);
    expect(contract).toMatchObject({
      unitId: unit.id,
      clientId: created.client?.id,
      paymentType: "installment",
      total,
      downPayment: down,
      months: 24,
    });
    expect(contract.schedule).toHaveLength(24);
    expect((await api<UnitRow>(page.request, "get", `/api/uy/${unit.id}`, token)).status).not.toBe(
      "available",
    );

    // The same manager finishes the sale: the PDF, the down payment, concluded.
    const pdfAnswer = page.waitForResponse((r) => r.url().endsWith(`/api/shartnoma/${contractId}/pdf`));
    const popup = page.context().waitForEvent("page");
    await page.getByRole("button", { name: "PDF" }).click();
    await (await openedDialog(page.getByRole("dialog")))
      .getByRole("button", { name: "Ha, chop etish" })
      .click();
    expect((await pdfAnswer).headers()["content-type"]).toContain("application/pdf");
    await (await popup).close();
    await page.bringToFront(); // a background tab draws no frames (see collections.spec.ts)
    await page.getByRole("button", { name: "Toʻlov kiritish" }).click();
    const pay = page.getByRole("dialog", { name: "Toʻlov kiritish" });
    await pay.getByLabel("Kvitansiya raqami").fill("KV-SOTUV-1");
    await pay.getByRole("button", { name: "Saqlash" }).click();
    await expect(pay).toBeHidden();
    await page.getByRole("button", { name: "Shartnomani tuzish" }).click();
    await (await openedDialog(page.getByRole("dialog"))).getByRole("button", { name: "Ha" }).click();
    await expect(page.locator(".ct-title .ct-status-tag")).toHaveText("Tuzilgan");
    const done = await api<Contract & { status: string; paid: number }>(
      page.request,
      "get",
      `/api/shartnoma/${contractId}`,
      token,
    );
    expect(done).toMatchObject({ status: "concluded", paid: down });
    expect((await api<UnitRow>(page.request, "get", `/api/uy/${unit.id}`, token)).status).toBe("sold");
  });

  test("a unit someone else books first is refused with UNIT_NOT_AVAILABLE's text", async ({ page }) => {
    // The booking now asks first: one more round trip on a busy machine.
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const token = await signInWithToken(page, SALES);
    const admin = await apiLogin(page.request, ADMIN);
    const unit = await freeUnit(page.request, token);
    const [mine, theirs] = (await clients(page.request, token, "&blacklisted=false")).slice(0, 2);
    if (!mine || !theirs) throw new Error("demo clients missing");
    await openUnit(page, unit.id);
    // Found by phone, as staff type it.
    await page.getByLabel("Telefon (9 raqam) yoki ism").fill(shownPhone(mine.phone).replace(" ", "-"));
    await page.getByRole("button", { name: "Qidirish" }).click();
    await page
      .locator(`.sl-found [data-client-id="${mine.id}"]`)
      .getByRole("button", { name: "Tanlash" })
      .click();
    await expect(page.locator(".sl-chosen-name")).toHaveText(mine.fullName);
    // Meanwhile another agent books it for another client.
    await api(page.request, "post", `/api/uy/${unit.id}/bron`, admin, { clientId: theirs.id });
    await book(page);
    await expect(page.getByText("Bu xonadon boʻsh emas")).toBeVisible();
    await expect(statusTag(page)).toHaveText("Bron qilingan");
    // The holder is someone else: no contract for the chosen client.
    await expect(contractButton(page)).toBeDisabled();
    await api(page.request, "delete", `/api/uy/${unit.id}/bron`, admin);
  });

  test("a blacklisted client is flagged and the API's refusal is shown", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const token = await signInWithToken(page, SALES);
    const black = (await clients(page.request, token, "&blacklisted=true"))[0];
    if (!black) throw new Error("no blacklisted demo client");
    const unit = await freeUnit(page.request, token);
    await openUnit(page, unit.id, black.id);
    await expect(page.locator(".sl-chosen .cl-blacklist-tag")).toBeVisible();
    await book(page);
    await expect(page.getByText("Mijoz qora roʻyxatda: u bilan bitim tuzib boʻlmaydi")).toBeVisible();
    expect((await api<UnitRow>(page.request, "get", `/api/uy/${unit.id}`, token)).status).toBe("available");
  });

  test("/room_choose lists free units matching the client's rooms and budget", async ({ page, shot }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const token = await signInWithToken(page, SALES);
    let client: ClientCard | undefined;
    let expected = 0;
    for (const c of await clients(page.request, token, "&blacklisted=false")) {
      const card = await api<ClientCard>(page.request, "get", `/api/client/${c.id}`, token);
      if (card.interestRooms === null || card.interestBudget === null || card.interestObjectId !== null)
        continue;
      const q = `status=available&rooms=${card.interestRooms}&priceMax=${card.interestBudget}&size=1`;
      const found = await api<{ total: number }>(page.request, "get", `/api/uy?${q}`, token);
      if (found.total > 0) {
        client = card;
        expected = found.total;
        break;
      }
    }
    if (!client) throw new Error("no demo client with matching units");
    await page.goto(`/room_choose/${client.id}`);
    await expect(page.getByRole("heading", { name: `Xonadon tanlash: ${client.fullName}` })).toBeVisible();
    await expect(page.locator(".sl-found-count")).toHaveAttribute("data-total", String(expected));
    const rows = page.locator(".sl-matching tr[data-unit-id]");
    await expect(rows.first()).toBeVisible();
    const prices = await page
      .locator(".sl-matching [data-price]")
      .evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.price)));
    expect(prices.length).toBe(Math.min(expected, 20));
    for (const p of prices) expect(p).toBeLessThanOrEqual(client.interestBudget as number);
    await settle(page);
    await expectNoPageOverflow(page);
    await shot("room-choose");

    // Widening shows at least as many.
    await page.getByRole("button", { name: "Hammasini koʻrsatish" }).click();
    const all = await api<{ total: number }>(page.request, "get", "/api/uy?status=available&size=1", token);
    await expect(page.locator(".sl-found-count")).toHaveAttribute("data-total", String(all.total));
    await page.getByRole("button", { name: "Mijoz qiziqishiga qaytarish" }).click();
    await expect(page.locator(".sl-found-count")).toHaveAttribute("data-total", String(expected));

    // A unit opens with the client chosen.
    const first = Number(await rows.first().getAttribute("data-unit-id"));
    await rows.first().getByRole("link", { name: "Ochish" }).click();
    await expect(page).toHaveURL(new RegExp(`/sotuv_xonadon/${first}\\?client=${client.id}$`));
    await expect(page.locator(".sl-chosen-name")).toHaveText(client.fullName);
    const unit = await api<UnitRow>(page.request, "get", `/api/uy/${first}`, token);
    expect(unit.rooms).toBe(client.interestRooms);
  });

  test("a director (no unit_book, no contract_create) sees the card without booking or contract buttons", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const token = await signInWithToken(page, DIRECTOR);
    const unit = await freeUnit(page.request, token);
    await openUnit(page, unit.id);
    await expect(page.locator(".sl-calc")).toBeVisible();
    await expect(bookButton(page)).toHaveCount(0);
    await expect(contractButton(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Yangi mijoz" })).toHaveCount(0);
  });

  test("an unknown unit and an unknown building say so", async ({ page }) => {
    await signInWithToken(page, SALES);
    await page.goto("/sotuv_xonadon/999999");
    await expect(page.getByText("Xonadon topilmadi")).toBeVisible();
    await page.goto("/sotuv_bino/999999");
    await expect(page.getByText("Bino topilmadi")).toBeVisible();
  });
});

test.describe("sales screens at 800 px", () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test("every sales screen fits without sideways scrolling", async ({ page, shot }) => {
    const token = await signInWithToken(page, SALES);
    const unit = await freeUnit(page.request, token);
    const client = (await clients(page.request, token, "&blacklisted=false"))[0];
    if (!client) throw new Error("demo clients missing");
    const screens: [string, string, string][] = [
      ["/sotuv", ".sl-building", "sotuv"],
      [`/sotuv_bino/${unit.buildingId}`, ".cb-cell", "sotuv-bino"],
      [`/sotuv_xonadon/${unit.id}?client=${client.id}`, ".sl-chosen-name", "sotuv-xonadon"],
      [`/room_choose/${client.id}`, ".sl-found-count", "room-choose"],
    ];
    for (const [url, ready, name] of screens) {
      await page.goto(url);
      await expect(page.locator(ready).first()).toBeVisible();
      await settle(page);
      await expectNoPageOverflow(page);
      await shot(name);
    }
  });
});
