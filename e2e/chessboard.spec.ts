import type { APIRequestContext, Page } from "@playwright/test";
import { settle } from "./admin-helpers";
import { ADMIN, DIRECTOR, expect, signInWithToken, test } from "./fixtures";

interface Building {
  id: number;
  name: string;
}

interface BoardUnit {
  id: number;
  number: string;
  floor: number;
  entranceId: number;
  status: string;
  pricePerM2: number;
  areaM2: number;
  totalPrice: number;
}

interface Board {
  building: { id: number; name: string; objectName: string };
  entrances: { id: number; number: number; floors: number }[];
  units: BoardUnit[];
}

const STATUSES = ["available", "booked", "in_process", "sold", "handed_over", "not_for_sale"] as const;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const millions = (sum: number) => (sum / 1_000_000).toFixed(1).replace(/\.0$/, "").replace(".", ",");

async function buildings(request: APIRequestContext, token: string): Promise<Building[]> {
  const res = await request.get("/api/bino/all", { headers: auth(token) });
  expect(res.status()).toBe(200);
  return (await res.json()) as Building[];
}

async function board(request: APIRequestContext, token: string, id: number): Promise<Board> {
  const res = await request.get(`/api/bino/${id}/chessboard`, { headers: auth(token) });
  expect(res.status()).toBe(200);
  return (await res.json()) as Board;
}

async function buildingNamed(request: APIRequestContext, token: string, name: string): Promise<Board> {
  const found = (await buildings(request, token)).find((b) => b.name === name);
  expect(found, `demo building ${name}`).toBeTruthy();
  return board(request, token, (found as Building).id);
}

const cells = (page: Page) => page.locator(".cb-cell");

/** A 2,000-unit board of 4 entrances × 25 floors × 20 units, answered in place of the API's. */
function syntheticBoard() {
  const statuses = STATUSES;
  const units = Array.from({ length: 2_000 }, (_, i) => {
    const entrance = Math.floor(i / 500);
    const floor = Math.floor((i % 500) / 20) + 1;
    const areaM2 = 40 + (i % 5) * 12.5;
    return {
      id: 900_000 + i,
      objectId: 1,
      buildingId: 999_001,
      entranceId: 800_000 + entrance,
      floorId: 700_000 + entrance * 100 + floor,
      floor,
      number: String(i + 1),
      rooms: (i % 4) + 1,
      areaM2,
      pricePerM2: 8_000_000,
      totalPrice: Math.round(areaM2 * 8_000_000),
      type: "residential",
      finishing: "unfinished",
      status: statuses[i % statuses.length],
      clientId: null,
      clientName: null,
      contractId: null,
      contractNumber: null,
      bookingExpiresAt: null,
    };
  });
  const synthetic = {
    building: {
      id: 999_001,
      objectId: 1,
      objectName: "Sinov",
      name: "Katta blok",
      floors: 25,
      entrances: 4,
      buildStatus: "frame",
      completionDate: null,
      bankApproved: false,
    },
    entrances: [0, 1, 2, 3].map((e) => ({ id: 800_000 + e, number: e + 1, floors: 25 })),
    units,
  };
  return { synthetic, units };
}

/** Signs in and opens /bino/999001 at 1440 × 900, its answer the synthetic board's. */
async function openSyntheticBoard(page: Page): Promise<ReturnType<typeof syntheticBoard>> {
  await signInWithToken(page, ADMIN);
  const board = syntheticBoard();
  await page.route("**/api/bino/999001/chessboard", (route) => route.fulfill({ json: board.synthetic }));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/bino/999001");
  return board;
}

test.describe("chessboard", () => {
  test("shows every unit of 1-blok, the top floor at the top and legend counts from the API", async ({
    page,
    shot,
  }) => {
    const token = await signInWithToken(page, ADMIN);
    const data = await buildingNamed(page.request, token, "1-blok");
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/bino/${data.building.id}`);
    await expect(page.getByRole("heading", { name: `Bino: ${data.building.name}` })).toBeVisible();
    await expect(page.getByText(data.building.objectName)).toBeVisible();
    await expect(cells(page)).toHaveCount(data.units.length);

    // Top floor first, on the left and in the grid.
    const topFloor = Math.max(...data.units.map((u) => u.floor));
    const bottomFloor = Math.min(...data.units.map((u) => u.floor));
    await expect(page.locator(".cb-floor-label").first()).toHaveText(String(topFloor));
    const topBox = await page.locator(`.cb-cell[data-floor="${topFloor}"]`).first().boundingBox();
    const bottomBox = await page.locator(`.cb-cell[data-floor="${bottomFloor}"]`).first().boundingBox();
    expect(topBox && bottomBox && topBox.y < bottomBox.y).toBe(true);
    await expect(page.locator(".cb-entrance")).toHaveCount(data.entrances.length);

    for (const status of STATUSES) {
      const count = data.units.filter((u) => u.status === status).length;
      await expect(page.locator(`[data-legend="${status}"] .cb-legend-count`)).toHaveText(String(count));
    }
    expect(data.units.some((u) => u.status === "sold" || u.status === "booked")).toBe(true);
    await shot("board");

    // A status filter dims the rest and keeps every cell.
    const sold = data.units.filter((u) => u.status === "sold").length;
    await page.locator('[data-legend="sold"]').click();
    await expect(page.locator(".cb-cell.cb-dim")).toHaveCount(data.units.length - sold);
    await expect(cells(page)).toHaveCount(data.units.length);
    await expect(page.locator(".cb-cell.cb-dim[data-status='sold']")).toHaveCount(0);
    await shot("filtered");
    await page.getByRole("button", { name: "Tozalash" }).click();
    await expect(page.locator(".cb-cell.cb-dim")).toHaveCount(0);

    await page.setViewportSize({ width: 800, height: 900 });
    await expect(cells(page).first()).toBeVisible();
    await shot("board");

    // The building's own page is one click away.
    await page.getByRole("button", { name: "Bino haqida" }).click();
    await expect(page).toHaveURL(new RegExp(`/bino_about/${data.building.id}$`));
    await expect(page.getByRole("heading", { name: `Bino haqida: ${data.building.name}` })).toBeVisible();
  });

  test("editing an available unit's price updates its cell; a sold unit has no form", async ({
    page,
    shot,
  }) => {
    const token = await signInWithToken(page, ADMIN);
    const data = await buildingNamed(page.request, token, "1-blok");
    const unit = data.units.find((u) => u.status === "available");
    const soldUnit = data.units.find((u) => u.status === "sold");
    expect(unit && soldUnit).toBeTruthy();
    if (!unit || !soldUnit) return;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/bino/${data.building.id}`);
    await expect(cells(page)).toHaveCount(data.units.length);

    const newPrice = unit.pricePerM2 + 1_000_000;
    try {
      const cell = page.locator(`.cb-cell[data-unit-id="${unit.id}"]`);
      await expect(cell).toContainText(`${millions(unit.totalPrice)} mln`);
      await cell.click();
      const drawer = page.getByRole("dialog", { name: `Xonadon № ${unit.number}` });
      await expect(drawer).toBeVisible();
      const price = drawer.getByLabel("1 m² narxi");
      await price.fill(String(newPrice));
      const total = Math.round(newPrice * unit.areaM2);
      await expect(drawer.locator(".cb-total")).toHaveAttribute("data-total", String(total));
      await settle(page); // the drawer has finished sliding in
      await shot("drawer");
      await drawer.getByRole("button", { name: "Saqlash" }).click();
      await expect(page.getByText("Saqlandi")).toBeVisible();
      await expect(cell).toContainText(`${millions(total)} mln`);
      const after = await board(page.request, token, data.building.id);
      expect(after.units.find((u) => u.id === unit.id)?.pricePerM2).toBe(newPrice);
    } finally {
      const restored = await page.request.patch(`/api/uy/${unit.id}`, {
        headers: auth(token),
        data: { pricePerM2: unit.pricePerM2 },
      });
      expect(restored.status()).toBe(200);
    }

    await page.locator(`.cb-cell[data-unit-id="${soldUnit.id}"]`).click();
    const drawer = page.getByRole("dialog", { name: `Xonadon № ${soldUnit.number}` });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText("Sotilgan", { exact: true })).toBeVisible();
    await expect(drawer.locator(".cb-edit-form")).toHaveCount(0);
    await expect(drawer.getByRole("button", { name: "Saqlash" })).toHaveCount(0);
    await settle(page); // the drawer has finished sliding in
    await shot("sold-drawer");
  });

  test("without property_edit (the director) the drawer only shows details", async ({ page, shot }) => {
    const token = await signInWithToken(page, DIRECTOR);
    const data = await buildingNamed(page.request, token, "1-blok");
    const unit = data.units.find((u) => u.status === "available");
    if (!unit) throw new Error("no available unit in 1-blok");
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto(`/bino/${data.building.id}`);
    await page.locator(`.cb-cell[data-unit-id="${unit.id}"]`).click();
    const drawer = page.getByRole("dialog", { name: `Xonadon № ${unit.number}` });
    await expect(drawer.getByText("Boʻsh", { exact: true })).toBeVisible();
    await expect(drawer.locator(".cb-edit-form")).toHaveCount(0);
    await expect(drawer.getByRole("button", { name: "Saqlash" })).toHaveCount(0);
    await settle(page); // the drawer has finished sliding in
    await shot("drawer-readonly");
  });

  test("a 409 from the API shows its Uzbek text in the drawer", async ({ page }) => {
    const token = await signInWithToken(page, ADMIN);
    const data = await buildingNamed(page.request, token, "1-blok");
    const unit = data.units.find((u) => u.status === "available");
    if (!unit) throw new Error("no available unit in 1-blok");
    // Someone booked it meanwhile: the API refuses the change.
    await page.route(`**/api/uy/${unit.id}`, (route) =>
      route.request().method() === "PATCH"
        ? route.fulfill({
            status: 409,
            contentType: "application/json",
            body: JSON.stringify({ code: "UNIT_NOT_AVAILABLE", message: "Unit is not available" }),
          })
        : route.continue(),
    );
    await page.goto(`/bino/${data.building.id}`);
    await page.locator(`.cb-cell[data-unit-id="${unit.id}"]`).click();
    const drawer = page.getByRole("dialog", { name: `Xonadon № ${unit.number}` });
    await drawer.getByLabel("Xonalar soni").fill(String(unit.id % 2 === 0 ? 5 : 6));
    await drawer.getByRole("button", { name: "Saqlash" }).click();
    await expect(drawer.getByText("Bu xonadon boʻsh emas")).toBeVisible();
    await expect(drawer).toBeVisible();
  });

  test("the largest demo building renders within 3 s; an unknown id shows Bino topilmadi", async ({
    page,
  }) => {
    const token = await signInWithToken(page, ADMIN);
    const all = await buildings(page.request, token);
    const boards = await Promise.all(all.map((b) => board(page.request, token, b.id)));
    const largest = boards.reduce((a, b) => (b.units.length > a.units.length ? b : a));
    expect(largest.units.length).toBeGreaterThanOrEqual(144);
    await page.setViewportSize({ width: 1440, height: 900 });
    const started = Date.now();
    await page.goto(`/bino/${largest.building.id}`);
    // Polled every animation frame, so the figure is the moment the last cell appears.
    const renderedAt = await page.waitForFunction(
      (n) => (document.querySelectorAll(".cb-cell").length === n ? performance.now() : 0),
      largest.units.length,
      { polling: "raf", timeout: 10_000 },
    );
    const elapsed = Date.now() - started;
    const timing = await page.evaluate(() => {
      const res = performance.getEntriesByType("resource").find((e) => e.name.includes("/chessboard")) as
        | PerformanceResourceTiming
        | undefined;
      return { requested: res?.startTime, answered: res?.responseEnd };
    });
    console.log(
      `chessboard of ${largest.building.name}: ${largest.units.length} cells ${elapsed} ms after goto; ` +
        `in page: data at ${Math.round(timing.answered ?? 0)} ms, cells at ${Math.round(Number(await renderedAt.jsonValue()))} ms`,
    );
    await expect(cells(page)).toHaveCount(largest.units.length);

    // A filter click only toggles a class: measured in the page from the click to the next frame.
    const available = largest.units.filter((u) => u.status === "available").length;
    const filter = await page.evaluate(async () => {
      const button = document.querySelector<HTMLButtonElement>('[data-legend="available"]');
      const started = performance.now();
      button?.click();
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return { ms: performance.now() - started, dimmed: document.querySelectorAll(".cb-cell.cb-dim").length };
    });
    console.log(
      `status filter on ${largest.units.length} cells: ${Math.round(filter.ms)} ms (click to painted)`,
    );
    expect(filter.dimmed).toBe(largest.units.length - available);
    // Timings are printed above, not asserted: the budgets are checked by npm run bench (the
    // chessboard module, docs/performance.md).

    await page.goto("/bino/987654");
    await expect(page.getByText("Bino topilmadi")).toBeVisible();
    await page.getByRole("button", { name: "Orqaga" }).click();
    await expect(page).toHaveURL(/\/obyects$/);
  });
  test("a synthetic 2,000-unit board renders and filters quickly (performance budget)", async ({ page }) => {
    const { units } = await openSyntheticBoard(page);
    const renderedAt = await page.waitForFunction(
      () => (document.querySelectorAll(".cb-cell").length === 2_000 ? performance.now() : 0),
      undefined,
      { polling: "raf", timeout: 10_000 },
    );
    const answered = await page.evaluate(
      () =>
        // The board's answer: "/chessboard" alone also matches the screen's own code and styles
        // (/assets/chessboard-….js), which arrive earlier and made the figure too long.
        (
          performance
            .getEntriesByType("resource")
            .find((e) => e.name.includes("/api/bino/999001/chessboard")) as
            | PerformanceResourceTiming
            | undefined
        )?.responseEnd ?? 0,
    );
    expect(answered, "the board's answer is among the page's resources").toBeGreaterThan(0);
    const renderMs = Number(await renderedAt.jsonValue()) - answered;
    const filterMs = await page.evaluate(async () => {
      const started = performance.now();
      document.querySelector<HTMLButtonElement>('[data-legend="sold"]')?.click();
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return performance.now() - started;
    });
    console.log(
      `2,000 cells: ${Math.round(renderMs)} ms from data to cells; filter ${Math.round(filterMs)} ms`,
    );
    await expect(page.locator(".cb-cell.cb-dim")).toHaveCount(
      2_000 - units.filter((u) => u.status === "sold").length,
    );
    // The budgets (≤ 700 ms, ≤ 100 ms) are checked by npm run bench -- chessboard, not asserted
    // here: a browser test on a busy machine would only flake.
  });

  test("the rooms, area and price filters dim what does not match; Tozalash clears them", async ({
    page,
  }) => {
    const { synthetic } = await openSyntheticBoard(page);
    await expect(cells(page)).toHaveCount(2_000);
    const matched = page.locator(".cb-matched");
    await expect(matched).toHaveText("Mos keladi: 2000 / 2000");
    // Rooms are (i % 4) + 1: "2 xona" is every fourth unit.
    await page.getByRole("combobox", { name: "Xonalar soni" }).click();
    await page.locator('.ant-select-dropdown .ant-select-item-option[title="2 xona"]').click();
    await page.keyboard.press("Escape");
    await expect(matched).toHaveText("Mos keladi: 500 / 2000");
    await expect(page.locator(".cb-cell.cb-dim")).toHaveCount(1_500);
    // Areas are 40 + (i % 5) × 12.5 m²: up to 50 m² leaves the 40 m² ones, a fifth of them.
    await page.getByLabel("Maydon (m²) gacha").fill("50");
    await expect(matched).toHaveText("Mos keladi: 100 / 2000");
    // Each costs 40 m² × 8 mln = 320 mln: from 330 mln, none.
    await page.getByLabel("Narx (mln) dan").fill("330");
    await expect(matched).toHaveText("Mos keladi: 0 / 2000");
    await expect(page.locator(".cb-cell.cb-dim")).toHaveCount(2_000);
    await page.getByLabel("Narx (mln) dan").fill("300");
    await expect(matched).toHaveText("Mos keladi: 100 / 2000");
    // The filters stay as set while the legend adds a status: rooms, area and price still hold.
    await page.locator('[data-legend="sold"]').click();
    const soldOfThem = synthetic.units.filter(
      (u) => u.rooms === 2 && u.areaM2 <= 50 && u.status === "sold",
    ).length;
    await expect(matched).toHaveText(`Mos keladi: ${soldOfThem} / 2000`);
    await page.getByRole("button", { name: "Tozalash" }).click();
    await expect(matched).toHaveText("Mos keladi: 2000 / 2000");
    await expect(page.locator(".cb-cell.cb-dim")).toHaveCount(0);
    await expect(page.getByLabel("Narx (mln) dan")).toHaveValue("");
    await expect(page.getByRole("button", { name: "Tozalash" })).toBeDisabled();
  });

  test("the entrances in view come first; a filter clicked before the rest arrive covers them too", async ({
    page,
  }) => {
    const { units } = await openSyntheticBoard(page);
    // In the first frame with cells, and in the same task: the first entrance (20 columns, wider
    // than the screen) is in the page, the other three not yet; the legend is clicked right then.
    const first = await page.waitForFunction(
      () => {
        const n = document.querySelectorAll(".cb-cell").length;
        if (n === 0) return null;
        document.querySelector<HTMLButtonElement>('[data-legend="sold"]')?.click();
        return { cells: n, entrances: document.querySelectorAll(".cb-entrance").length };
      },
      undefined,
      { polling: "raf", timeout: 10_000 },
    );
    expect(await first.jsonValue()).toEqual({ cells: 500, entrances: 4 });
    await expect(cells(page)).toHaveCount(2_000);
    const sold = units.filter((u) => u.status === "sold").length;
    await expect(page.locator(".cb-cell.cb-dim")).toHaveCount(2_000 - sold);
    await expect(page.locator(".cb-cell.cb-dim[data-status='sold']")).toHaveCount(0);
    await expect(page.locator('[data-entrance="4"] .cb-cell')).toHaveCount(500);
  });
});
