import type { Page } from "@playwright/test";
import {
  adminToken,
  api,
  apiLogin,
  createUser,
  expectNoPageOverflow,
  notice,
  pickOption,
  settle,
  shownPhone,
  statusOf,
  tableRows,
  uniquePhone,
  uniqueTag,
} from "./admin-helpers";
import {
  CALL_CENTER,
  CALL_CENTER_2,
  DIRECTOR,
  expect,
  RECEPTION,
  SALES,
  signInWithToken,
  test,
} from "./fixtures";

/** The intake screens: reception (/reciption) and the call centre (/call_center). */

interface ClientRow {
  id: number;
  fullName: string;
  phone: string;
  source: string;
  blacklisted: boolean;
  blacklistReason: string | null;
  inBasket: boolean;
  nextCallAt: string | null;
  lastCallResult: string | null;
}
interface ClientCard extends ClientRow {
  visits: { id: number; managerName: string | null; note: string | null }[];
  calls: { id: number; result: string; direction: string; nextCallAt: string | null }[];
}
interface ClientPage {
  items: ClientRow[];
  total: number;
}

// Staff work in Tashkent: "today" and "tomorrow" of the API are Tashkent days, so the browser's too.
test.use({ timezoneId: "Asia/Tashkent" });

const visitRows = (page: Page) => tableRows(page, "intake-visits-table");
const queueRows = (page: Page) => tableRows(page, "intake-queue-table");
const phoneInput = (page: Page) => page.getByLabel("Telefon raqami", { exact: true });
const knownPanel = (page: Page) => page.getByTestId("known-client");

const lookupAnswered = (page: Page, phone: string) =>
  page.waitForResponse((r) => r.url().includes(`/api/client/lookup?phone=${phone}`) && r.status() === 200);

/** Types the phone digit by digit (the mask adds the dashes) and waits for the lookup. */
async function typePhone(page: Page, phone: string): Promise<void> {
  const answered = lookupAnswered(page, phone);
  await phoneInput(page).click();
  await phoneInput(page).pressSequentially(phone);
  await answered;
}

const lookup = async (page: Page, token: string, phone: string) =>
  (await api<{ client: ClientRow | null }>(page.request, "get", `/api/client/lookup?phone=${phone}`, token))
    .client;

/** "DD.MM.YYYY 10:00" of tomorrow in Tashkent, as the date picker takes it. */
function tomorrowAtTen(): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Asia/Tashkent",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).formatToParts(new Date(Date.now() + 24 * 3_600_000));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")}.${part("month")}.${part("year")} 10:00`;
}

async function openReception(page: Page): Promise<void> {
  await page.goto("/reciption");
  await expect(page.getByRole("heading", { name: "Qabulxona", exact: true })).toBeVisible();
}

async function openCallCenter(page: Page): Promise<void> {
  await page.goto("/call_center");
  await expect(page.getByRole("heading", { name: "Qoʻngʻiroqlar markazi", exact: true })).toBeVisible();
}

test.describe("reception", () => {
  test("five walk-in visitors are registered from the keyboard and listed; a returning one gets a visit", async ({
    page,
    shot,
  }) => {
    test.setTimeout(90_000);
    const token = await signInWithToken(page, RECEPTION);
    await openReception(page);
    await expect(phoneInput(page)).toBeFocused();

    // Uzbek messages before anything is sent.
    await page.keyboard.press("Enter");
    await expect(page.getByText("Telefon raqamini kiriting")).toBeVisible();

    const tag = uniqueTag();
    const visitors = Array.from({ length: 5 }, (_, i) => ({
      phone: uniquePhone(),
      name: `Mehmon ${tag} ${i + 1}`,
    }));
    for (const [i, visitor] of visitors.entries()) {
      await typePhone(page, visitor.phone);
      await expect(knownPanel(page)).toHaveCount(0);
      if (i === 0) {
        // A new phone with no name: the name is asked for.
        await phoneInput(page).press("Enter");
        await expect(page.getByText("Mijozning ismini kiriting")).toBeVisible();
        await pickOption(page, page.getByLabel("Sotuv menejeri"), SALES.name);
        await pickOption(page, page.getByLabel("Xonalar soni"), "2 xonali");
        await page.getByLabel("Byudjet, soʻm").fill("650000000");
        await page.getByLabel("Izoh").fill("Ikki xonali soʻradi");
      }
      await page.getByLabel("F.I.Sh.").fill(visitor.name);
      const created = page.waitForResponse(
        (r) => r.url().endsWith("/api/client") && r.request().method() === "POST",
      );
      await page.getByLabel("F.I.Sh.").press("Enter");
      expect((await created).status()).toBe(201);
      await expect(notice(page, "Maʼlumot qoʻshildi")).toBeVisible();
      // The form is ready for the next visitor.
      await expect(phoneInput(page)).toHaveValue("");
      await expect(phoneInput(page)).toBeFocused();
      await expect(page.getByLabel("F.I.Sh.")).toHaveValue("");
    }

    for (const visitor of visitors) {
      const row = visitRows(page).filter({ hasText: visitor.name });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(shownPhone(visitor.phone));
      await expect(row).toContainText("Birinchi");
    }
    const first = await lookup(page, token, visitors[0]!.phone);
    expect(first?.source).toBe("reception");
    const firstCard = await api<ClientCard>(page.request, "get", `/api/client/${first!.id}`, token);
    expect(firstCard.visits).toHaveLength(1);
    expect(firstCard.visits[0]!.managerName).toBe(SALES.name);
    await expect(visitRows(page).filter({ hasText: visitors[0]!.name })).toContainText(SALES.name);

    // The first visitor comes back: the phone finds them, and a visit is recorded instead of a second client.
    await typePhone(page, visitors[0]!.phone);
    await expect(knownPanel(page)).toContainText("Bu mijoz allaqachon roʻyxatda");
    await expect(knownPanel(page)).toContainText(visitors[0]!.name);
    await expect(knownPanel(page)).toContainText(SALES.name);
    await expect(page.getByRole("button", { name: "Saqlash" })).toHaveCount(0);
    await expectNoPageOverflow(page);
    await settle(page);
    await shot("reception-known");

    const visited = page.waitForResponse((r) => r.url().endsWith(`/api/client/${first!.id}/visits`));
    await page.getByRole("button", { name: "Tashrifni qayd etish" }).click();
    expect((await visited).status()).toBe(201);
    await expect(notice(page, "Maʼlumot qoʻshildi")).toBeVisible();
    const rows = visitRows(page).filter({ hasText: visitors[0]!.name });
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText("Qayta");
    const card = await api<ClientCard>(page.request, "get", `/api/client/${first!.id}`, token);
    expect(card.visits).toHaveLength(2);
    const page1 = await api<ClientPage>(page.request, "get", `/api/client?q=${visitors[0]!.phone}`, token);
    expect(page1.total).toBe(1);

    await expectNoPageOverflow(page);
    await settle(page);
    await shot("reception");

    // A row opens the client's card.
    await rows.first().click();
    await expect(page.locator(".ant-drawer").filter({ hasText: visitors[0]!.name })).toBeVisible();
  });

  test("'hand over to' offers the sales managers only, never the administrator", async ({ page }) => {
    test.setTimeout(60_000);
    const token = await signInWithToken(page, RECEPTION);
    const managers = await api<{ id: number; name: string }[]>(
      page.request,
      "get",
      "/api/client/managers",
      token,
    );
    expect(managers.map((m) => m.name)).toContain(SALES.name);
    expect(managers.map((m) => m.name)).not.toContain("Administrator");
    await openReception(page);
    await typePhone(page, uniquePhone());
    await phoneInput(page).press("Enter");
    await page.getByLabel("Sotuv menejeri").click();
    const open = page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)").last();
    await expect(open).toBeVisible();
    await expect(open.locator(".ant-select-item-option")).toHaveText(managers.map((m) => m.name));
  });

  test("a blacklisted client typed by phone raises the red alert with the reason", async ({ page, shot }) => {
    const token = await signInWithToken(page, RECEPTION);
    const listed = await api<ClientPage>(page.request, "get", "/api/client?blacklisted=true&size=5", token);
    const black = listed.items.find((c) => c.blacklisted && c.blacklistReason && !c.inBasket);
    expect(black, "demo data has a blacklisted client with a reason").toBeDefined();
    await openReception(page);
    await typePhone(page, black!.phone);
    const alert = knownPanel(page).getByRole("alert");
    await expect(alert).toContainText("Qora roʻyxatda!");
    await expect(alert).toContainText(black!.blacklistReason!);
    await expect(knownPanel(page)).toHaveClass(/intake-known-blacklisted/);
    await expect(knownPanel(page).locator(".ant-tag-red")).toBeVisible();
    await settle(page);
    await shot("reception-blacklisted");
  });

  test("a phone registered by another desk meanwhile (409) opens that client instead", async ({ page }) => {
    const token = await signInWithToken(page, RECEPTION);
    const phone = uniquePhone();
    const other = await api<ClientRow>(page.request, "post", "/api/client", token, {
      fullName: `Boshqa stol ${uniqueTag()}`,
      phone,
      source: "reception",
    });
    await openReception(page);
    // The lookup ran before the other desk saved: it still says "new".
    await page.route(`**/api/client/lookup?phone=${phone}`, (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ client: null }) }),
    );
    await typePhone(page, phone);
    await page.getByLabel("F.I.Sh.").fill("Takroriy Mehmon");
    const created = page.waitForResponse(
      (r) => r.url().endsWith("/api/client") && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Saqlash" }).click();
    expect((await created).status()).toBe(409);
    await expect(
      page.locator(".ant-message-notice").filter({ hasText: "mijoz allaqachon mavjud" }),
    ).toBeVisible();
    await expect(page.locator(".ant-drawer").filter({ hasText: other.fullName })).toBeVisible();
    const found = await api<ClientPage>(page.request, "get", `/api/client?q=${phone}`, token);
    expect(found.total).toBe(1);
  });

  test("another receptionist's client shows in brief; the visit is recorded with the phone, the card stays theirs", async ({
    page,
    shot,
  }) => {
    // Three people sign in and the card is read twice over the API: more than one screen's time.
    test.slow();
    // A second receptionist (own clients only) registers a visitor.
    const admin = await adminToken(page.request);
    const colleague = await createUser(page.request, admin, {
      name: `Ikkinchi Qabulxona ${uniqueTag()}`,
      pages: ["home", "reciption", "my_reciption_clients"],
      actions: ["client_create", "client_edit"],
      clientScope: "own",
      contractScope: "own",
    });
    const theirToken = await apiLogin(page.request, colleague.account);
    const phone = uniquePhone();
    const name = `Begona Mehmon ${uniqueTag()}`;
    const theirs = await api<ClientRow>(page.request, "post", "/api/client", theirToken, {
      fullName: name,
      phone,
      source: "reception",
    });

    const token = await signInWithToken(page, RECEPTION);
    expect(await lookup(page, token, phone)).toBeNull();
    await openReception(page);
    await typePhone(page, phone);
    await expect(knownPanel(page)).toContainText(name);
    await expect(knownPanel(page).getByTestId("known-foreign")).toContainText("boshqa xodimning mijozi");
    await expect(knownPanel(page).getByRole("button", { name: "Kartani ochish" })).toHaveCount(0);
    await settle(page);
    await shot("reception-foreign");

    const visited = page.waitForResponse((r) => r.url().endsWith(`/api/client/${theirs.id}/visits`));
    await page.getByRole("button", { name: "Tashrifni qayd etish" }).click();
    const answer = await visited;
    expect(answer.status()).toBe(201);
    // Decision 39: the answer is the brief, nothing of the card.
    expect(Object.keys(await answer.json())).toEqual(["brief"]);
    await expect(notice(page, "Maʼlumot qoʻshildi")).toBeVisible();
    await expect(notice(page, "Tashrif qayd etildi. Mijoz boshqa xodimniki")).toBeVisible();
    await shot("reception-foreign-recorded");
    // Recorded on their card, but the client stays the colleague's: not in this desk's visits,
    // found by phone as the brief only, the card closed.
    const card = await api<ClientCard>(page.request, "get", `/api/client/${theirs.id}`, theirToken);
    expect(card.visits).toHaveLength(2);
    await expect(visitRows(page).filter({ hasText: name })).toHaveCount(0);
    expect(await lookup(page, token, phone)).toBeNull();
    expect(await statusOf(page.request, "get", `/api/client/${theirs.id}`, token)).toBe(403);
  });

  test("the director may look but not register; the call centre is not the sales manager's", async ({
    page,
  }) => {
    // The director has every page but not client_create.
    await signInWithToken(page, DIRECTOR);
    await openReception(page);
    await expect(page.getByText("Sizda mijoz qoʻshish huquqi yoʻq")).toBeVisible();
    await expect(page.getByRole("button", { name: "Saqlash" })).toHaveCount(0);
    await typePhone(page, uniquePhone());
    await expect(page.getByLabel("F.I.Sh.")).toBeDisabled();
    await expect(page.getByRole("button", { name: "Saqlash" })).toHaveCount(0);
    await signInWithToken(page, SALES);
    await page.goto("/call_center");
    await expect(page).toHaveURL(/\/noEnter$/);
  });
});

test.describe("call centre", () => {
  test("the queue is the API's; a callback for tomorrow takes the first overdue client off it", async ({
    page,
    shot,
  }) => {
    const token = await signInWithToken(page, CALL_CENTER);
    const queue = await api<ClientPage>(
      page.request,
      "get",
      "/api/client/calls/queue?scope=mine&size=100",
      token,
    );
    expect(queue.items.length, "demo data has callbacks due").toBeGreaterThan(0);
    await openCallCenter(page);
    await expect(phoneInput(page)).toBeFocused();
    await expect(queueRows(page)).toHaveCount(queue.items.length);
    const shown = await queueRows(page).evaluateAll((rows) =>
      rows.map((r) => r.getAttribute("data-row-key")),
    );
    expect(shown).toEqual(queue.items.map((c) => String(c.id)));

    const now = Date.now();
    const overdueIndex = queue.items.findIndex((c) => c.nextCallAt && new Date(c.nextCallAt).getTime() < now);
    expect(overdueIndex, "demo data has an overdue callback").toBeGreaterThanOrEqual(0);
    const overdue = queue.items[overdueIndex]!;
    const row = page.locator(`.intake-queue-table tr[data-row-key="${overdue.id}"]`);
    await expect(row).toHaveClass(/intake-queue-overdue/);
    await expect(row).toContainText("Muddati oʻtgan");
    await expect(row).toContainText(shownPhone(overdue.phone));
    await expectNoPageOverflow(page);
    await settle(page);
    await shot("call-center");

    // Work the queue: pick, call, log.
    const looked = lookupAnswered(page, overdue.phone);
    await row.click();
    await looked;
    await expect(phoneInput(page)).toHaveValue(
      overdue.phone.replace(/^(\d{2})(\d{3})(\d{2})(\d{2})$/, "$1-$2-$3-$4"),
    );
    await expect(knownPanel(page)).toContainText(overdue.fullName);
    await expect(row).toHaveClass(/intake-queue-selected/);
    await page.locator(".intake-results").getByText("Qayta qoʻngʻiroq", { exact: true }).click();
    await page.getByRole("button", { name: "Qoʻngʻiroqni saqlash" }).click();
    await expect(page.getByText("Qayta qoʻngʻiroq uchun keyingi qoʻngʻiroq vaqtini belgilang")).toBeVisible();

    await page.getByLabel("Izoh", { exact: true }).fill("Ertaga qayta qoʻngʻiroq");
    const picker = page.getByLabel("Keyingi qoʻngʻiroq", { exact: true });
    await picker.click();
    await picker.fill(tomorrowAtTen());
    await settle(page);
    await shot("call-center-log");
    // Keyboard-first: Enter in the picker takes the typed time and saves the call.
    const logged = page.waitForResponse((r) => r.url().endsWith(`/api/client/${overdue.id}/calls`));
    await picker.press("Enter");
    expect((await logged).status()).toBe(201);
    await expect(notice(page, "Maʼlumot qoʻshildi")).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(phoneInput(page)).toHaveValue("");
    // The emptied box waits for the next number: it is not red, even once the person leaves it.
    await phoneInput(page).focus();
    await phoneInput(page).blur();
    await expect(page.locator(".intake-call-phone .ant-form-item-explain-error")).toHaveCount(0);

    // Nobody answered: the next call, or why there is none — never dropped from the queue silently.
    await typePhone(page, overdue.phone);
    await expect(knownPanel(page)).toContainText(overdue.fullName);
    await page.locator(".intake-results").getByText("Javob bermadi", { exact: true }).click();
    await expect(
      page.getByText("belgilanmasa, nega qayta qoʻngʻiroq qilinmasligini izohda yozing"),
    ).toBeVisible();
    await page.getByRole("button", { name: "Qoʻngʻiroqni saqlash" }).click();
    await expect(
      page.getByText("Javob bermadi: keyingi qoʻngʻiroq vaqtini belgilang yoki izohda"),
    ).toBeVisible();
    await page.locator(".intake-form-footer").getByRole("button", { name: "Tozalash" }).click();

    const card = await api<ClientCard>(page.request, "get", `/api/client/${overdue.id}`, token);
    expect(card.lastCallResult).toBe("callback");
    expect(card.calls.some((c) => c.result === "callback" && c.direction === "outgoing")).toBe(true);
    expect(new Date(card.nextCallAt!).getTime()).toBeGreaterThan(now);
    const tashkentDay = (iso: string) =>
      new Date(iso).toLocaleDateString("en-GB", { timeZone: "Asia/Tashkent" });
    expect(tashkentDay(card.nextCallAt!)).toBe(tomorrowAtTen().slice(0, 10).replace(/\./g, "/"));
    // The picked 10:00 is 10:00 in Tashkent, whatever the zone of the browser (UTC here).
    const tashkentClock = new Date(card.nextCallAt!).toLocaleTimeString("en-GB", {
      timeZone: "Asia/Tashkent",
      hour: "2-digit",
      minute: "2-digit",
    });
    expect(tashkentClock).toBe("10:00");
    const after = await api<ClientPage>(
      page.request,
      "get",
      "/api/client/calls/queue?scope=mine&size=100",
      token,
    );
    expect(after.items.map((c) => c.id)).not.toContain(overdue.id);
    await expect(queueRows(page)).toHaveCount(after.items.length);

    // "Hammasi" asks for everyone's queue.
    const all = page.waitForResponse((r) => r.url().includes("/api/client/calls/queue?scope=all"));
    await page.getByText("Hammasi", { exact: true }).click();
    expect((await all).status()).toBe(200);
  });

  test("a call from a new phone registers the client (call centre) with the call in the card", async ({
    page,
  }) => {
    const token = await signInWithToken(page, CALL_CENTER);
    await openCallCenter(page);
    const phone = uniquePhone();
    const name = `Qoʻngʻiroqchi ${uniqueTag()}`;
    await typePhone(page, phone);
    await expect(page.getByText("Bu raqam bazada yoʻq")).toBeVisible();
    await page.getByLabel("F.I.Sh.").fill(name);
    await page.locator(".intake-results").getByText("Qiziqdi", { exact: true }).click();
    await page.getByLabel("Izoh", { exact: true }).fill("Narxlarni soʻradi");
    const created = page.waitForResponse(
      (r) => r.url().endsWith("/api/client") && r.request().method() === "POST",
    );
    const logged = page.waitForResponse((r) => /\/api\/client\/\d+\/calls$/.test(r.url()));
    await page.getByRole("button", { name: "Qoʻngʻiroqni saqlash" }).click();
    expect((await created).status()).toBe(201);
    expect((await logged).status()).toBe(201);
    await expect(notice(page, "Maʼlumot qoʻshildi")).toBeVisible();

    const client = await lookup(page, token, phone);
    expect(client?.fullName).toBe(name);
    expect(client?.source).toBe("call_center");
    const card = await api<ClientCard>(page.request, "get", `/api/client/${client!.id}`, token);
    expect(card.calls).toHaveLength(1);
    expect(card.calls[0]!.result).toBe("interested");
    expect(card.calls[0]!.direction).toBe("incoming");

    // The same phone again is a known client now.
    await typePhone(page, phone);
    await expect(knownPanel(page)).toContainText(name);
    await expect(knownPanel(page)).toContainText("Qiziqdi");
  });

  test("a sales manager's client found by phone: the call is logged, the card stays closed", async ({
    page,
    shot,
  }) => {
    // Two people sign in and the card is read over the API: more than one screen's time.
    test.slow();
    // A client of the sales manager (own scope), outside the call centre's section.
    const seller = await apiLogin(page.request, SALES);
    const phone = uniquePhone();
    const name = `Sotuvchi mijozi ${uniqueTag()}`;
    const theirs = await api<ClientRow>(page.request, "post", "/api/client", seller, {
      fullName: name,
      phone,
      source: "reception",
    });

    const token = await signInWithToken(page, CALL_CENTER);
    await openCallCenter(page);
    await typePhone(page, phone);
    await expect(knownPanel(page)).toContainText(name);
    await expect(knownPanel(page).getByTestId("known-foreign")).toContainText("kartasi esa sizga ochilmaydi");
    await expect(knownPanel(page).getByRole("button", { name: "Kartani ochish" })).toHaveCount(0);
    await page.locator(".intake-results").getByText("Qiziqdi", { exact: true }).click();
    const logged = page.waitForResponse((r) => r.url().endsWith(`/api/client/${theirs.id}/calls`));
    await page.getByRole("button", { name: "Qoʻngʻiroqni saqlash" }).click();
    const answer = await logged;
    expect(answer.status()).toBe(201);
    expect(Object.keys(await answer.json())).toEqual(["brief"]);
    await expect(notice(page, "Qoʻngʻiroq qayd etildi. Mijoz boshqa xodimniki")).toBeVisible();
    await shot("call-center-foreign-logged");

    const card = await api<ClientCard>(page.request, "get", `/api/client/${theirs.id}`, seller);
    expect(card.calls.map((c) => c.result)).toEqual(["interested"]);
    expect(await statusOf(page.request, "get", `/api/client/${theirs.id}`, token)).toBe(403);
  });

  test("Meniki holds one's own callbacks, Hammasi the section's: a colleague's callback shows only there", async ({
    page,
    shot,
  }) => {
    // The colleague takes a call and promises a callback within the hour (still today in Tashkent).
    const colleague = await apiLogin(page.request, CALL_CENTER_2);
    const phone = uniquePhone();
    const name = `Hamkasb mijozi ${uniqueTag()}`;
    const client = await api<ClientRow>(page.request, "post", "/api/client", colleague, {
      fullName: name,
      phone,
      source: "call_center",
    });
    const endOfDay = new Date(`${new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10)}T19:00:00Z`);
    const at = new Date(Math.min(Date.now() + 30 * 60_000, endOfDay.getTime() - 60_000));
    await api(page.request, "post", `/api/client/${client.id}/calls`, colleague, {
      direction: "outgoing",
      result: "callback",
      nextCallAt: at.toISOString(),
    });

    await signInWithToken(page, CALL_CENTER);
    const mine = page.waitForResponse((r) => r.url().includes("/api/client/calls/queue?scope=mine"));
    await openCallCenter(page);
    expect((await mine).status()).toBe(200);
    await expect(page.getByRole("radio", { name: "Meniki" })).toBeChecked();
    const row = page.locator(`.intake-queue-table tr[data-row-key="${client.id}"]`);
    await expect(row).toHaveCount(0);

    const all = page.waitForResponse((r) => r.url().includes("/api/client/calls/queue?scope=all"));
    await page.getByText("Hammasi", { exact: true }).click();
    expect((await all).status()).toBe(200);
    await expect(row).toContainText(name);
    await settle(page);
    await shot("call-center-all");

    await page.getByText("Meniki", { exact: true }).click();
    await expect(row).toHaveCount(0);
  });

  test("an empty queue and a failed list say so", async ({ page }) => {
    await signInWithToken(page, CALL_CENTER);
    await page.route("**/api/client/calls/queue?*", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: '{"items":[],"total":0,"page":1,"size":100}',
      }),
    );
    await openCallCenter(page);
    await expect(page.getByText("Navbat boʻsh: bugun qoʻngʻiroq qilinadigan mijoz yoʻq")).toBeVisible();

    await signInWithToken(page, RECEPTION);
    await page.route("**/api/client/visits/today?*", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"code":"INTERNAL_ERROR","message":"x"}',
      }),
    );
    await openReception(page);
    const failed = page.locator(".intake-panel .ant-alert-error");
    await expect(failed).toContainText("Maʼlumotni yuklab boʻlmadi", { timeout: 15_000 });
    await expect(failed.getByRole("button", { name: "Qayta urinish" })).toBeVisible();
  });

  test("reception has no call centre page", async ({ page }) => {
    await signInWithToken(page, RECEPTION);
    await page.goto("/call_center");
    await expect(page).toHaveURL(/\/noEnter$/);
  });
});

test.describe("intake at 800 px", () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test("both screens fit the window", async ({ page, shot }) => {
    const token = await signInWithToken(page, RECEPTION);
    // At least one visitor today whatever the hour (the demo's visits may fall on yesterday).
    const name = `Tor ekran ${uniqueTag()}`;
    await api(page.request, "post", "/api/client", token, {
      fullName: name,
      phone: uniquePhone(),
      source: "reception",
    });
    await openReception(page);
    await expect(visitRows(page).filter({ hasText: name })).toBeVisible();
    await expectNoPageOverflow(page);
    await settle(page);
    await shot("reception");

    await signInWithToken(page, CALL_CENTER);
    await openCallCenter(page);
    await expect(queueRows(page).first()).toBeVisible();
    await typePhone(page, uniquePhone());
    await expect(page.getByText("Bu raqam bazada yoʻq")).toBeVisible();
    await expectNoPageOverflow(page);
    await settle(page);
    await shot("call-center");
  });
});
