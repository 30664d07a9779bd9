import { randomUUID } from "node:crypto";
import { deflateSync } from "node:zlib";
import type { APIRequestContext, Page } from "@playwright/test";
import { newBuilding, settle } from "./admin-helpers";
import { ADMIN, DIRECTOR, expect, openedDialog, SALES, signInWithToken, test } from "./fixtures";

interface Unit {
  id: number;
  number: string;
  floor: number;
  floorId: number;
  entranceId: number;
  status: string;
  pricePerM2: number;
  areaM2: number;
  clientName: string | null;
}

interface Board {
  building: { id: number; name: string; objectName: string };
  entrances: { id: number; number: number }[];
  units: Unit[];
}

interface FloorDetail {
  id: number;
  number: number;
  buildingId: number;
  buildingName: string;
  objectName: string;
  entranceId: number;
  entranceNumber: number;
  hasPlan: boolean;
  units: Unit[];
}

const STATUS_NAMES: Record<string, string> = {
  available: "Boʻsh",
  booked: "Bron qilingan",
  in_process: "Rasmiylashtirilmoqda",
  sold: "Sotilgan",
  handed_over: "Topshirilgan",
  not_for_sale: "Sotuvda emas",
};

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function getJson<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const res = await request.get(url, { headers: auth(token) });
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
}

async function demoBoard(request: APIRequestContext, token: string): Promise<Board> {
  const buildings = await getJson<{ id: number; name: string }[]>(request, token, "/api/bino/all");
  const found = buildings.find((b) => b.name === "1-blok");
  expect(found, "demo building 1-blok").toBeTruthy();
  return getJson<Board>(request, token, `/api/bino/${found?.id}/chessboard`);
}

/** A new object with a one-entrance, two-floor building (as the admin); its chessboard. */
async function ownBuilding(request: APIRequestContext, token: string): Promise<Board> {
  const tag = randomUUID().slice(0, 8);
  const { building } = await newBuilding(request, token, { object: `Reja ${tag}`, building: `R-${tag}` });
  return getJson<Board>(request, token, `/api/bino/${building.id}/chessboard`);
}

/** The floors of the board, as entrance + floor with their units. */
function floorsOf(board: Board): { floorId: number; units: Unit[] }[] {
  const byFloor = new Map<number, Unit[]>();
  for (const u of board.units) byFloor.set(u.floorId, [...(byFloor.get(u.floorId) ?? []), u]);
  return [...byFloor].map(([floorId, units]) => ({ floorId, units }));
}

/**
 * A floor with a sold or booked unit (so a holder shows) and a floor above it in its entrance;
 * `withFree`: one that still has an available unit too (other specs sell demo units as they run).
 */
function busyFloor(board: Board, withFree = false): number {
  const floors = floorsOf(board);
  const found = floors.find(
    ({ units }) =>
      units.some((u) => u.clientName) &&
      (!withFree || units.some((u) => u.status === "available")) &&
      board.units.some(
        (o) => o.entranceId === units[0]?.entranceId && o.floor === (units[0]?.floor ?? 0) + 1,
      ),
  );
  expect(found, "a demo floor with a holder").toBeTruthy();
  return found?.floorId ?? 0;
}

// A real PNG, made here: an RGB picture of a few coloured "rooms", so the screenshot shows a plan.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function planPng(width = 480, height = 300): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const wall = x % 160 < 4 || y % 150 < 4 || x > width - 5 || y > height - 5;
      const room = (Math.floor(x / 160) + Math.floor(y / 150)) % 2 === 0;
      const [r, g, b] = wall ? [60, 60, 60] : room ? [230, 244, 255] : [246, 255, 237];
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Nothing wider than the window: no sideways scrolling, no element sticking out on the right. */
async function expectNoOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll<HTMLElement>(".fl-page *")]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .map((el) => el.className);
    return { scroll: document.documentElement.scrollWidth - width, wide };
  });
  expect(overflow.scroll).toBeLessThanOrEqual(0);
  expect(overflow.wide).toEqual([]);
}

const cards = (page: Page) => page.locator(".fl-unit");
const planPuts = (page: Page) => {
  const puts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "PUT" && r.url().includes("/plan")) puts.push(r.url());
  });
  return puts;
};

test.describe("floor", () => {
  test("the chessboard link opens the floor: cards match the API, the drawer opens, floors step up", async ({
    page,
    shot,
  }) => {
    const token = await signInWithToken(page, ADMIN);
    const board = await demoBoard(page.request, token);
    const floorId = busyFloor(board);
    const floor = await getJson<FloorDetail>(page.request, token, `/api/floor/${floorId}`);
    expect(floor.units.length).toBeGreaterThan(0);

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/bino/${board.building.id}`);
    const link = page.locator(`.cb-floor-link[data-floor-id="${floorId}"]`);
    await expect(link).toHaveAttribute(
      "aria-label",
      `${floor.entranceNumber}-podyezd, ${floor.number}-qavat: reja va xonadonlar`,
    );
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/floor/${floorId}$`));

    const title = `Bino: ${floor.buildingName} · ${floor.entranceNumber}-podyezd · ${floor.number}-qavat`;
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByText(`Obyekt: ${floor.objectName}`)).toBeVisible();
    await expect(cards(page)).toHaveCount(floor.units.length);
    await expect(page.getByText(`${floor.units.length} ta xonadon`)).toBeVisible();
    for (const unit of floor.units) {
      const card = page.locator(`.fl-unit[data-unit-id="${unit.id}"]`);
      await expect(card).toHaveAttribute("data-status", unit.status);
      await expect(card).toContainText(`№ ${unit.number}`);
      await expect(card).toContainText(STATUS_NAMES[unit.status] ?? unit.status);
      if (unit.clientName) await expect(card).toContainText(unit.clientName);
    }
    if (!floor.hasPlan) await expect(page.getByText("Qavat rejasi yuklanmagan")).toBeVisible();
    await expectNoOverflow(page);
    await shot("floor");

    // The same drawer as the chessboard.
    const held = floor.units.find((u) => u.clientName) ?? floor.units[0];
    if (!held) throw new Error("no unit");
    await page.locator(`.fl-unit[data-unit-id="${held.id}"]`).click();
    const drawer = page.getByRole("dialog", { name: `Xonadon № ${held.number}` });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText(STATUS_NAMES[held.status] ?? "", { exact: true })).toBeVisible();
    if (held.clientName) await expect(drawer.getByText(held.clientName)).toBeVisible();
    await settle(page); // the drawer has finished sliding in
    await shot("drawer");
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(page.locator(".ant-drawer-content")).toHaveCount(0); // closed, not sliding out

    await page.setViewportSize({ width: 800, height: 900 });
    await expect(cards(page).first()).toBeVisible();
    await expectNoOverflow(page);
    await shot("floor");

    // One floor up, in the same entrance.
    const above = board.units.find((u) => u.entranceId === floor.entranceId && u.floor === floor.number + 1);
    if (!above) throw new Error("no floor above");
    await page.locator('[data-floor-nav="above"]').click();
    await expect(page).toHaveURL(new RegExp(`/floor/${above.floorId}$`));
    await expect(
      page.getByRole("heading", { name: new RegExp(`· ${floor.number + 1}-qavat$`) }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Shaxmatkaga qaytish" }).click();
    await expect(page).toHaveURL(new RegExp(`/bino/${board.building.id}$`));
  });

  test("a PNG plan uploads and shows; replacing asks first; a non-image is refused here", async ({
    page,
    shot,
  }) => {
    const token = await signInWithToken(page, ADMIN);
    // A building of its own: a retry, or a run after this one, starts from a floor with no plan.
    const top = (await ownBuilding(page.request, token)).units[0];
    if (!top) throw new Error("no units");
    const before = await getJson<FloorDetail>(page.request, token, `/api/floor/${top.floorId}`);
    expect(before.hasPlan).toBe(false);
    const puts = planPuts(page);

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/floor/${top.floorId}`);
    await expect(page.getByText("Qavat rejasi yuklanmagan")).toBeVisible();
    await expect(page.getByRole("button", { name: "Rejani yuklash" })).toBeVisible();
    await shot("no-plan");

    // Not an image: refused in the browser with an Uzbek message, nothing is sent.
    const input = page.getByTestId("plan-file");
    await input.setInputFiles({ name: "reja.txt", mimeType: "text/plain", buffer: Buffer.from("reja emas") });
    await expect(page.getByText("Faqat PNG, JPEG yoki WebP rasm yuklash mumkin")).toBeVisible();
    expect(puts).toEqual([]);

    // Too large: 5 MB + 1 byte, also refused before sending.
    await input.setInputFiles({
      name: "katta.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await expect(page.getByText("Fayl hajmi 5 MB dan oshmasligi kerak")).toBeVisible();
    expect(puts).toEqual([]);

    const png = planPng();
    const answered = page.waitForResponse((r) => r.request().method() === "PUT" && r.url().includes("/plan"));
    await input.setInputFiles({ name: "reja.png", mimeType: "image/png", buffer: png });
    expect((await answered).status()).toBe(200);
    await expect(page.getByText("Qavat rejasi yuklandi")).toBeVisible();
    const image = page.locator("img.fl-plan-image");
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute("src", /^blob:/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
    expect(puts).toHaveLength(1);
    const after = await getJson<FloorDetail>(page.request, token, `/api/floor/${top.floorId}`);
    expect(after.hasPlan).toBe(true);
    const stored = await page.request.get(`/api/floor/${top.floorId}/plan`, { headers: auth(token) });
    expect(stored.status()).toBe(200);
    expect(stored.headers()["content-type"]).toContain("image/png");
    expect((await stored.body()).equals(png)).toBe(true);
    await expectNoOverflow(page);
    await expect(page.locator(".ant-message-notice")).toHaveCount(0, { timeout: 10_000 });
    await shot("plan");

    // Click to zoom: antd's preview.
    await image.click();
    await expect(page.locator(".ant-image-preview-img")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator(".ant-image-preview-img")).toBeHidden();

    // Replacing asks first; "Bekor qilish" sends nothing.
    await expect(page.getByRole("button", { name: "Rejani almashtirish" })).toBeVisible();
    await input.setInputFiles({ name: "yangi.png", mimeType: "image/png", buffer: planPng(320, 200) });
    const confirm = page.getByRole("dialog").filter({ hasText: "Qavat rejasini almashtirasizmi?" });
    await expect(confirm).toContainText("yangi.png");
    await (await openedDialog(confirm)).getByRole("button", { name: "Bekor qilish" }).click();
    await expect(confirm).toBeHidden();
    expect(puts).toHaveLength(1);
    await input.setInputFiles({ name: "yangi.png", mimeType: "image/png", buffer: planPng(320, 200) });
    await (await openedDialog(confirm)).getByRole("button", { name: "Almashtirish" }).click();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    expect(puts).toHaveLength(2);

    await page.setViewportSize({ width: 800, height: 900 });
    await expect(image).toBeVisible();
    await expectNoOverflow(page);
    await shot("plan");
  });

  test("a refused upload and a missing plan file show Uzbek errors", async ({ page, shot }) => {
    const token = await signInWithToken(page, ADMIN);
    const board = await demoBoard(page.request, token);
    const floorId = busyFloor(board);
    // The server refuses the upload (say, its own size limit): its typed error is shown.
    await page.route(`**/api/floor/${floorId}/plan`, (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({
            status: 413,
            contentType: "application/json",
            body: JSON.stringify({ code: "PAYLOAD_TOO_LARGE", message: "Too large" }),
          })
        : route.continue(),
    );
    await page.goto(`/floor/${floorId}`);
    await page.getByTestId("plan-file").setInputFiles({
      name: "reja.png",
      mimeType: "image/png",
      buffer: planPng(16, 16),
    });
    await expect(page.getByText("Yuborilgan maʼlumot juda katta")).toBeVisible();
    await expect(page.getByText("Qavat rejasi yuklanmagan")).toBeVisible();
    const detail = await getJson<FloorDetail>(page.request, token, `/api/floor/${floorId}`);
    expect(detail.hasPlan).toBe(false);

    // The floor says it has a plan but the file is gone (404): an error with a retry button.
    await page.route(`**/api/floor/${floorId}`, async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, json: { ...(await res.json()), hasPlan: true } });
    });
    await page.reload();
    await expect(page.getByText("Rasmni yuklab boʻlmadi")).toBeVisible();
    await expect(page.getByText("Maʼlumot topilmadi")).toBeVisible();
    await expect(page.getByRole("button", { name: "Qayta urinish" })).toBeVisible();
    await expect(cards(page)).toHaveCount(detail.units.length);
    await shot("plan-error");
  });

  test("saving a unit in the drawer updates its card on the floor page", async ({ page }) => {
    const token = await signInWithToken(page, ADMIN);
    const board = await demoBoard(page.request, token);
    const floorId = busyFloor(board, true);
    const floor = await getJson<FloorDetail>(page.request, token, `/api/floor/${floorId}`);
    const unit = floor.units.find((u) => u.status === "available");
    if (!unit) throw new Error("no available unit on the floor");
    const price = unit.pricePerM2 + 500_000;
    const total = Math.round(price * unit.areaM2);
    const money = (n: number) => `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0")}\u00a0soʻm`;
    await page.goto(`/floor/${floorId}`);
    const card = page.locator(`.fl-unit[data-unit-id="${unit.id}"]`);
    try {
      await card.click();
      const drawer = page.getByRole("dialog", { name: `Xonadon № ${unit.number}` });
      await drawer.getByLabel("1 m² narxi").fill(String(price));
      await drawer.getByRole("button", { name: "Saqlash" }).click();
      await expect(page.getByText("Saqlandi")).toBeVisible();
      await expect(card).toContainText(money(price));
      await expect(card).toContainText(money(total));
    } finally {
      const restored = await page.request.patch(`/api/uy/${unit.id}`, {
        headers: auth(token),
        data: { pricePerM2: unit.pricePerM2 },
      });
      expect(restored.status()).toBe(200);
    }
  });

  test("without property_edit (the director) there is no upload button; sales has no floor page", async ({
    page,
    browser,
    shot,
  }) => {
    const token = await signInWithToken(page, DIRECTOR);
    const board = await demoBoard(page.request, token);
    const floorId = busyFloor(board);
    const floor = await getJson<FloorDetail>(page.request, token, `/api/floor/${floorId}`);
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto(`/floor/${floorId}`);
    await expect(cards(page)).toHaveCount(floor.units.length);
    await expect(page.getByText("Qavat rejasi yuklanmagan")).toBeVisible();
    await expect(page.getByRole("button", { name: /Rejani (yuklash|almashtirish)/ })).toHaveCount(0);
    await expect(page.getByTestId("plan-file")).toHaveCount(0);
    // The API agrees: the director may not upload.
    const put = await page.request.put(`/api/floor/${floorId}/plan`, {
      headers: { ...auth(token), "content-type": "image/png" },
      data: planPng(8, 8),
    });
    expect(put.status()).toBe(403);
    await shot("readonly");

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "uz-UZ" });
    const sales = await context.newPage();
    await signInWithToken(sales, SALES);
    await sales.goto(`/floor/${floorId}`);
    await expect(sales).toHaveURL(/\/noEnter$/);
    await context.close();
  });

  test("the plan image needs the token; an unknown floor shows Qavat topilmadi", async ({ page }) => {
    const token = await signInWithToken(page, ADMIN);
    const board = await demoBoard(page.request, token);
    const floorId = busyFloor(board);
    const anonymous = await page.request.get(`/api/floor/${floorId}/plan`);
    expect(anonymous.status()).toBe(401);
    const detail = await page.request.get(`/api/floor/${floorId}`);
    expect(detail.status()).toBe(401);

    await page.goto("/floor/987654");
    await expect(page.getByText("Qavat topilmadi")).toBeVisible();
    await page.getByRole("button", { name: "Obyektlarga qaytish" }).click();
    await expect(page).toHaveURL(/\/obyects$/);
  });
});
