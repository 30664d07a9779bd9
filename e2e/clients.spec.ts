import type { APIRequestContext, Locator, Page } from "@playwright/test";
import {
  api,
  apiLogin,
  expectNoPageOverflow,
  notice,
  pickOption,
  settle,
  shownPhone,
  statusOf,
  tableRows,
  uniquePhone,
} from "./admin-helpers";
import {
  ADMIN,
  CALL_CENTER,
  DIRECTOR,
  expect,
  openedDialog,
  RECEPTION,
  signInWithToken,
  test,
} from "./fixtures";

interface ClientRow {
  id: number;
  fullName: string;
  phone: string;
  step: string;
  blacklisted: boolean;
  inBasket: boolean;
}
interface ClientCard extends ClientRow {
  passport: string | null;
  pinfl: string | null;
  personalMasked: boolean;
  hasContract: boolean;
}
interface ClientPage {
  items: ClientRow[];
  total: number;
}

const RECEPTION_TITLE = "Qabulxona: mening mijozlarim";
const rows = (page: Page) => tableRows(page, "cl-table");
const totalText = (page: Page) => page.locator(".cl-table .ant-pagination-total-text").first();
const searchBox = (page: Page) => page.locator(".cl-search input");
const rowOf = (page: Page, id: number) => page.locator(`.cl-table tr[data-row-key="${id}"]`);
const cardDrawer = (page: Page, name: string) => page.getByRole("dialog", { name: new RegExp(name) });

/** A new client registered at reception, with a phone no other client has. */
async function newClient(request: APIRequestContext, token: string, fullName: string): Promise<ClientCard> {
  return api<ClientCard>(request, "post", "/api/client", token, {
    fullName,
    phone: uniquePhone(),
    source: "reception",
  });
}

/** Waits for the list request whose query satisfies `match`. */
const listAnswered = (page: Page, match: (q: URLSearchParams) => boolean) =>
  page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === "/api/client" && r.request().method() === "GET" && match(url.searchParams);
  });

async function openList(page: Page, path = "/my_reciption_clients", title = RECEPTION_TITLE) {
  await page.goto(path);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
}

async function search(page: Page, text: string): Promise<void> {
  const answered = listAnswered(page, (q) => q.get("q") === text.trim());
  await searchBox(page).fill(text);
  await answered;
}

/** Confirms antd's modal.confirm with this title. */
async function confirm(page: Page, title: string): Promise<void> {
  const dialog = page.locator(".ant-modal-confirm").filter({ hasText: title });
  await (await openedDialog(dialog)).getByRole("button", { name: "Ha" }).click();
  await expect(dialog).toHaveCount(0);
}

async function closeDrawer(drawer: Locator): Promise<void> {
  await drawer.getByRole("button", { name: "Close" }).or(drawer.locator(".ant-drawer-close")).first().click();
  await expect(drawer).toBeHidden();
}

test.describe("clients", () => {
  // The walkthroughs make a dozen round trips each: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test("reception: list, Cyrillic and phone search, note, step, blacklist, basket and restore", async ({
    page,
    shot,
  }) => {
    const token = await signInWithToken(page, RECEPTION);
    const client = await newClient(page.request, token, "Alisher Qodirov");
    const mine = await api<ClientPage>(page.request, "get", "/api/client?scope=intake&size=1", token);
    expect(mine.total).toBeGreaterThan(1);

    await openList(page);
    await expect(totalText(page)).toHaveText(`Jami: ${mine.total} ta mijoz`);
    await expect(rows(page).first()).toBeVisible();
    // No export button without export_excel.
    await expect(page.getByRole("button", { name: "Excelga yuklash" })).toHaveCount(0);
    await settle(page);
    await expectNoPageOverflow(page);
    await shot("list");

    // A Cyrillic spelling finds the Latin name.
    await search(page, "Алишер");
    await expect(rowOf(page, client.id)).toBeVisible();
    await expect(rowOf(page, client.id)).toContainText("Alisher Qodirov");
    await expect(page).toHaveURL(/q=%D0%90/);

    // A phone typed the way staff read it.
    await search(page, shownPhone(client.phone));
    await expect(rows(page)).toHaveCount(1);
    await expect(rowOf(page, client.id)).toContainText(shownPhone(client.phone));

    // The card opens from the row and survives a reload through ?client=.
    await rowOf(page, client.id).click();
    const drawer = cardDrawer(page, "Alisher Qodirov");
    await expect(drawer).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`client=${client.id}`));
    await page.reload();
    await expect(drawer).toBeVisible();
    await expect(drawer.locator(".cl-details")).toContainText(shownPhone(client.phone));
    await expect(drawer.locator(".cl-details")).toContainText("Qabulxona");
    await expect(drawer.locator(".cl-drawer-title")).toContainText("Yangi");

    // A note.
    await drawer.getByRole("tab", { name: "Izohlar (0)" }).click();
    await drawer.getByLabel("Yangi izoh").fill("Ikki xonali xonadon soʻradi");
    await drawer.getByRole("button", { name: "Izoh qoʻshish" }).click();
    await expect(notice(page, "Izoh qoʻshildi")).toBeVisible();
    await expect(drawer.getByRole("tab", { name: "Izohlar (1)" })).toBeVisible();
    await expect(drawer.locator(".cl-notes .cl-list")).toContainText("Ikki xonali xonadon soʻradi");

    // Details: the receptionist edits the address; passport fields are not offered without the right.
    await drawer.getByRole("button", { name: "Tahrirlash" }).click();
    const editModal = page.getByRole("dialog", { name: "Mijoz maʼlumotlarini tahrirlash" });
    await expect(editModal.getByLabel("Pasport")).toHaveCount(0);
    await editModal.getByLabel("Manzil").fill("Toshkent sh., Chilonzor tumani");
    await editModal.getByRole("button", { name: "Saqlash" }).click();
    await expect(editModal).toBeHidden();
    await drawer.getByRole("tab", { name: "Maʼlumotlar" }).click();
    await expect(drawer.locator(".cl-details")).toContainText("Toshkent sh., Chilonzor tumani");

    // The step by hand, with its note in the timeline.
    await drawer.getByRole("button", { name: "Bosqichni oʻzgartirish" }).click();
    const stepModal = page.getByRole("dialog", { name: "Bosqichni qoʻlda oʻzgartirish" });
    await pickOption(page, stepModal.getByLabel("Yangi bosqich"), "Maslahatda");
    await stepModal.getByLabel("Izoh (nima uchun)").fill("Menejer bilan uchrashdi");
    await stepModal.getByRole("button", { name: "Oʻzgartirish" }).click();
    await expect(stepModal).toBeHidden();
    await expect(drawer.locator(".cl-drawer-title")).toContainText("Maslahatda");
    await drawer.getByRole("tab", { name: "Bosqichlar" }).click();
    await expect(drawer.locator(".cl-timeline .cl-entry").first()).toContainText("Menejer bilan uchrashdi");
    expect((await api<ClientCard>(page.request, "get", `/api/client/${client.id}`, token)).step).toBe(
      "consulting",
    );

    // The history names the change in Uzbek.
    await drawer.getByRole("button", { name: "Tarix" }).click();
    const history = page.getByRole("dialog", { name: "Alisher Qodirov: oʻzgarishlar tarixi" });
    await expect(history.getByTestId("history-entry").first()).toBeVisible();
    await expect(history).toContainText("Bosqich");
    await history.locator(".ant-drawer-close").click();
    await expect(history).toBeHidden();

    // Blacklist: the reason is required; then the notice, the alert and the red tag in the list.
    await drawer.getByRole("button", { name: "Qora roʻyxatga" }).click();
    const blModal = page.getByRole("dialog", { name: /qora roʻyxatga qoʻshish/ });
    await blModal.getByRole("button", { name: "Qora roʻyxatga qoʻshish" }).click();
    await expect(blModal).toContainText("Sababni yozing");
    await blModal.getByLabel("Sabab").fill("Boshqa odamning pasporti bilan keldi");
    await blModal.getByRole("button", { name: "Qora roʻyxatga qoʻshish" }).click();
    await expect(notice(page, "Qora roʻyxatga qoʻshildi")).toBeVisible();
    await expect(drawer.locator(".cl-alert-blacklist")).toContainText("Boshqa odamning pasporti bilan keldi");
    await closeDrawer(drawer);
    const tag = rowOf(page, client.id).locator(".cl-blacklist-tag");
    await expect(tag).toBeVisible();
    await expect(tag).toHaveAttribute("title", /Boshqa odamning pasporti bilan keldi/);

    // To the basket: gone from the list, shown with the basket switch, restored from there.
    await rowOf(page, client.id).click();
    await drawer.getByRole("button", { name: "Savatga" }).click();
    await confirm(page, "Mijozni savatga yuborasizmi?");
    await expect(notice(page, "Savatga yuborildi")).toBeVisible();
    await expect(drawer.locator(".cl-alert-basket")).toBeVisible();
    await closeDrawer(drawer);
    await expect(rows(page)).toHaveCount(0);
    await expect(page.locator(".cl-table")).toContainText("Shartlarga mos mijoz topilmadi");

    let answered = listAnswered(page, (q) => q.get("basket") === "true");
    await page.getByLabel("Savat", { exact: true }).click();
    await answered;
    await expect(rowOf(page, client.id)).toBeVisible();
    await rowOf(page, client.id).click();
    await drawer.getByRole("button", { name: "Tiklash" }).click();
    await confirm(page, "Mijozni savatdan tiklaysizmi?");
    await expect(notice(page, "Mijoz tiklandi")).toBeVisible();
    await expect(drawer.locator(".cl-alert-basket")).toHaveCount(0);
    await closeDrawer(drawer);
    await expect(rows(page)).toHaveCount(0);
    answered = listAnswered(page, (q) => q.get("basket") === null);
    await page.getByLabel("Savat", { exact: true }).click();
    await answered;
    await expect(rowOf(page, client.id)).toBeVisible();

    // Off the blacklist again, after a confirmation: the red tag goes.
    await rowOf(page, client.id).click();
    await drawer.getByRole("button", { name: "Qora roʻyxatdan chiqarish" }).click();
    await confirm(page, "Mijozni qora roʻyxatdan chiqarasizmi?");
    await expect(notice(page, "Mijoz qora roʻyxatdan chiqarildi")).toBeVisible();
    await expect(drawer.locator(".cl-alert-blacklist")).toHaveCount(0);
    await closeDrawer(drawer);
    await expect(rowOf(page, client.id).locator(".cl-blacklist-tag")).toHaveCount(0);
  });

  test("director: the full passport, export, delete for good from the basket; never with a contract", async ({
    page,
  }) => {
    const token = await signInWithToken(page, DIRECTOR);
    const reception = await apiLogin(page.request, RECEPTION);
    // The demo's concluded clients, oldest first: other specs conclude deals of clients of their own.
    const concluded = await api<ClientPage>(
      page.request,
      "get",
      "/api/client?step=concluded&size=5&sort=created",
      token,
    );
    expect(concluded.items.length).toBeGreaterThan(0);
    const withContract = await api<ClientCard>(
      page.request,
      "get",
      `/api/client/${concluded.items[0]!.id}`,
      token,
    );
    expect(withContract.personalMasked).toBe(false);
    expect(withContract.passport).toMatch(/^[A-Z]{2}\d{7}$/);
    expect(withContract.hasContract).toBe(true);

    await openList(page, `/my_reciption_clients?client=${withContract.id}`);
    const drawer = cardDrawer(page, withContract.fullName);
    await expect(drawer.locator(".cl-details")).toContainText(withContract.passport!);
    await expect(drawer.locator(".cl-details")).not.toContainText("yashirilgan");
    // The director moves no steps (no client_edit): the button says why it is disabled.
    await expect(drawer.getByRole("button", { name: "Bosqichni oʻzgartirish" })).toBeDisabled();
    await closeDrawer(drawer);

    // Excel export with the list's filters.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Excelga yuklash" }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

    // Delete for good: a client without a contract, from the basket, after typing the name.
    const doomed = await newClient(page.request, reception, "Sardor Oʻchiriladigan");
    await api(page.request, "post", `/api/client/${doomed.id}/basket`, reception);
    await openList(page, `/my_reciption_clients?basket=true&client=${doomed.id}`);
    const doomedDrawer = cardDrawer(page, doomed.fullName);
    await expect(doomedDrawer.locator(".cl-alert-basket")).toBeVisible();
    await doomedDrawer.getByRole("button", { name: "Butunlay oʻchirish" }).click();
    const delModal = page.getByRole("dialog", { name: "Mijozni butunlay oʻchirish" });
    const ok = delModal.getByRole("button", { name: "Butunlay oʻchirish" });
    await expect(ok).toBeDisabled();
    await delModal.getByRole("textbox").fill(doomed.fullName);
    await ok.click();
    await expect(notice(page, "Oʻchirildi")).toBeVisible();
    await expect(doomedDrawer).toBeHidden();
    expect(await statusOf(page.request, "get", `/api/client/${doomed.id}`, token)).toBe(404);

    // A client with a contract: the card refuses, in Uzbek, before anything is sent.
    const basketed = await page.request.post(`/api/client/${withContract.id}/basket`, {
      headers: { authorization: `Bearer ${reception}` },
    });
    expect(basketed.ok(), await basketed.text()).toBe(true);
    await openList(page, `/my_reciption_clients?basket=true&client=${withContract.id}`);
    const kept = cardDrawer(page, withContract.fullName);
    await expect(kept.getByRole("button", { name: "Butunlay oʻchirish" })).toBeDisabled();
    await expect(kept).toContainText("Shartnomasi bor mijozni butunlay oʻchirib boʻlmaydi");
    await api(page.request, "delete", `/api/client/${withContract.id}/basket`, reception);
  });

  test("administrator: passport and JShShIR validated in Uzbek, saved and shown in full; manager changed", async ({
    page,
  }) => {
    const token = await signInWithToken(page, ADMIN);
    const client = await newClient(page.request, token, "Nodira Pasportova");
    const managers = await api<{ id: number; name: string }[]>(
      page.request,
      "get",
      "/api/client/managers",
      token,
    );
    expect(managers.length).toBeGreaterThan(0);
    await openList(page, `/my_reciption_clients?client=${client.id}`);
    const drawer = cardDrawer(page, client.fullName);
    await drawer.getByRole("button", { name: "Tahrirlash" }).click();
    const modal = page.getByRole("dialog", { name: "Mijoz maʼlumotlarini tahrirlash" });
    await modal.getByLabel("Pasport").fill("A12");
    await modal.getByLabel("JShShIR").fill("123");
    await modal.getByRole("button", { name: "Saqlash" }).click();
    await expect(modal).toContainText("Pasport seriyasi va raqami AA1234567 koʻrinishida boʻlishi kerak");
    await expect(modal).toContainText("JShShIR 14 ta raqamdan iborat boʻlishi kerak");
    await modal.getByLabel("Pasport").fill("ab1234567");
    await modal.getByLabel("JShShIR").fill("31234567890123");
    await modal.getByRole("button", { name: "Saqlash" }).click();
    await expect(modal).toBeHidden();
    await expect(drawer.locator(".cl-details")).toContainText("AB1234567");
    await expect(drawer.locator(".cl-details")).toContainText("31234567890123");
    const saved = await api<ClientCard>(page.request, "get", `/api/client/${client.id}`, token);
    expect(saved.passport).toBe("AB1234567");

    await drawer.getByRole("button", { name: "Menejerni oʻzgartirish" }).click();
    const mgr = page.getByRole("dialog", { name: "Menejerni oʻzgartirish" });
    await pickOption(page, mgr.getByLabel("Menejer"), managers[0]!.name);
    await mgr.getByRole("button", { name: "Saqlash" }).click();
    await expect(mgr).toBeHidden();
    await expect(drawer.locator(".cl-details")).toContainText(managers[0]!.name);
    expect(
      (await api<ClientRow & { managerId: number }>(page.request, "get", `/api/client/${client.id}`, token))
        .managerId,
    ).toBe(managers[0]!.id);
  });

  test("the API refuses to delete a client with a contract: 409 CLIENT_HAS_CONTRACT, kept", async ({
    page,
  }) => {
    const director = await apiLogin(page.request, DIRECTOR);
    const reception = await apiLogin(page.request, RECEPTION);
    const concluded = await api<ClientPage>(
      page.request,
      "get",
      "/api/client?step=concluded&size=1&sort=created",
      director,
    );
    const id = concluded.items[0]!.id;
    await api(page.request, "post", `/api/client/${id}/basket`, reception);
    const refused = await page.request.delete(`/api/client/${id}`, {
      headers: { authorization: `Bearer ${director}` },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe("CLIENT_HAS_CONTRACT");
    expect((await api<ClientCard>(page.request, "get", `/api/client/${id}`, director)).inBasket).toBe(true);
    await api(page.request, "delete", `/api/client/${id}/basket`, reception);
  });

  test("reception sees the passport masked, in the card and in the API's answer", async ({ page }) => {
    const director = await apiLogin(page.request, DIRECTOR);
    // A client of reception's own (they registered them) whose passport the director sees.
    const reception = await apiLogin(page.request, RECEPTION);
    const concluded = await api<ClientPage>(
      page.request,
      "get",
      "/api/client?step=concluded&size=1&sort=created",
      reception,
    );
    expect(concluded.items.length, "demo data has a concluded client registered at reception").toBe(1);
    const full = await api<ClientCard>(
      page.request,
      "get",
      `/api/client/${concluded.items[0]!.id}`,
      director,
    );
    expect(full.passport).toMatch(/^[A-Z]{2}\d{7}$/);

    const token = await signInWithToken(page, RECEPTION);
    const res = await page.request.get(`/api/client/${full.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status()).toBe(200);
    const body = await res.text();
    expect(body).not.toContain(full.passport!);
    if (full.pinfl) expect(body).not.toContain(full.pinfl);
    const masked = JSON.parse(body) as ClientCard;
    expect(masked.personalMasked).toBe(true);
    expect(masked.passport).toMatch(/\*/);

    await openList(page, `/my_reciption_clients?client=${full.id}`);
    const drawer = cardDrawer(page, full.fullName);
    const details = drawer.locator(".cl-details");
    await expect(details).toContainText(masked.passport!);
    await expect(details).toContainText("(yashirilgan)");
    await expect(details).not.toContainText(full.passport!);
    // Reception hands its clients to managers (client_assign in its preset).
    await expect(drawer.getByRole("button", { name: "Menejerni oʻzgartirish" })).toBeEnabled();
  });

  test("call centre: last and next calls, overdue marked; reception has no entry", async ({ page }) => {
    const token = await signInWithToken(page, CALL_CENTER);
    const client = await api<ClientCard>(page.request, "post", "/api/client", token, {
      fullName: "Gʻulom Qoʻngʻiroqov",
      phone: uniquePhone(),
      source: "call_center",
    });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    await api(page.request, "post", `/api/client/${client.id}/calls`, token, {
      direction: "outgoing",
      result: "callback",
      nextCallAt: yesterday,
    });
    const mine = await api<ClientPage>(page.request, "get", "/api/client?scope=calls&size=1", token);
    await openList(page, "/my_call_clients", "Qoʻngʻiroqlar markazi: mening mijozlarim");
    await expect(totalText(page)).toHaveText(`Jami: ${mine.total} ta mijoz`);
    await expect(page.locator(".cl-table th").filter({ hasText: "Keyingi qoʻngʻiroq" })).toBeVisible();
    const row = rowOf(page, client.id);
    await expect(row).toContainText("Qayta qoʻngʻiroq");
    await expect(row.locator(".cl-overdue")).toContainText("Muddati oʻtgan");

    const reception = await signInWithToken(page, RECEPTION);
    expect(reception).toBeTruthy();
    await page.goto("/my_call_clients");
    await expect(page).toHaveURL(/\/noEnter$/);
  });

  test("reception: step, source and date filters and sorting go to the API and stay in the address", async ({
    page,
  }) => {
    const token = await signInWithToken(page, RECEPTION);
    const consulting = await api<ClientPage>(
      page.request,
      "get",
      "/api/client?scope=intake&step=consulting&size=1",
      token,
    );
    expect(consulting.total).toBeGreaterThan(0);
    await openList(page);
    await expect(rows(page).first()).toBeVisible();

    let answered = listAnswered(page, (q) => q.get("step") === "consulting");
    await pickOption(page, page.getByLabel("Bosqich"), "Maslahatda");
    await answered;
    await expect(totalText(page)).toHaveText(`Jami: ${consulting.total} ta mijoz`);
    await expect(page).toHaveURL(/step=consulting/);
    for (const tag of await rows(page).locator(".ant-tag").filter({ hasNotText: "Qora" }).allInnerTexts())
      expect(tag).toBe("Maslahatda");

    const fromWebsite = await api<ClientPage>(
      page.request,
      "get",
      "/api/client?scope=intake&step=consulting&source=website&size=1",
      token,
    );
    answered = listAnswered(page, (q) => q.get("source") === "website");
    await pickOption(page, page.getByLabel("Manba"), "Veb-sayt");
    await answered;
    await expect(totalText(page)).toHaveText(`Jami: ${fromWebsite.total} ta mijoz`);

    // Sorting by name (A→Z) asks the API for it; a reload keeps filters and order.
    answered = listAnswered(page, (q) => q.get("sort") === "name");
    await page
      .getByLabel("Tozalash")
      .or(page.getByRole("button", { name: "Tozalash" }))
      .first()
      .click();
    await page.locator(".cl-table th").filter({ hasText: "F.I.Sh." }).click();
    await answered;
    await expect(page).toHaveURL(/sort=name/);
    const byName = await api<ClientPage>(
      page.request,
      "get",
      "/api/client?scope=intake&sort=name&size=20",
      token,
    );
    await expect(rows(page).first()).toContainText(byName.items[0]!.fullName);

    // Registration days: today only (Tashkent days, YYYY-MM-DD in the address).
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Tashkent" });
    const todays = await api<ClientPage>(
      page.request,
      "get",
      `/api/client?scope=intake&from=${today}&to=${today}&size=1`,
      token,
    );
    await page.goto(`/my_reciption_clients?from=${today}&to=${today}`);
    await expect(totalText(page).or(page.locator(".cl-table .ant-empty"))).toBeVisible();
    if (todays.total > 0) await expect(totalText(page)).toHaveText(`Jami: ${todays.total} ta mijoz`);
    else await expect(page.locator(".cl-table")).toContainText("Shartlarga mos mijoz topilmadi");
    await expect(page.getByLabel("Roʻyxatga olingan kunlar").first()).not.toHaveValue("");
  });

  test("filters cleared and a sort clicked in the same moment: the filters stay cleared", async ({
    page,
  }) => {
    await signInWithToken(page, RECEPTION);
    await openList(page, "/my_reciption_clients?step=consulting&source=website");
    await expect(rows(page).first().or(page.locator(".cl-table .ant-empty"))).toBeVisible();
    // Both clicks in one task, before the cleared address is rendered: the sort must be laid over
    // the cleared filters, not over the ones its table last showed.
    const answered = listAnswered(
      page,
      (q) => q.get("sort") === "name" && !q.has("step") && !q.has("source"),
    );
    await page.evaluate(() => {
      const clear = [...document.querySelectorAll<HTMLButtonElement>(".cl-toolbar button")].find(
        (b) => b.textContent?.trim() === "Tozalash",
      );
      const nameHeader = [...document.querySelectorAll<HTMLElement>(".cl-table th")].find((th) =>
        th.textContent?.includes("F.I.Sh."),
      );
      if (!clear || !nameHeader) throw new Error("clear button or name header not found");
      clear.click();
      nameHeader.click();
    });
    await answered;
    await expect(page).toHaveURL(/sort=name/);
    expect(new URL(page.url()).searchParams.has("step")).toBe(false);
    expect(new URL(page.url()).searchParams.has("source")).toBe(false);
    await expect(page.getByLabel("Bosqich")).not.toContainText("Maslahatda");
  });

  test("a failed list says so in Uzbek and loads again on request", async ({ page }) => {
    await signInWithToken(page, RECEPTION);
    let fail = true;
    await page.route(
      (url) => url.pathname === "/api/client",
      (route) =>
        fail
          ? route.fulfill({
              status: 500,
              contentType: "application/json",
              body: '{"code":"INTERNAL_ERROR","message":"x"}',
            })
          : route.continue(),
    );
    await openList(page);
    const alert = page.locator(".cl-panel .ant-alert-error");
    await expect(alert).toContainText("Mijozlar roʻyxatini yuklab boʻlmadi");
    fail = false;
    await alert.getByRole("button", { name: "Qayta urinish" }).click();
    await expect(rows(page).first()).toBeVisible();
  });

  for (const width of [1440, 800]) {
    test(`fits ${width} px: list and card without sideways overflow`, async ({ page, shot }) => {
      await page.setViewportSize({ width, height: 900 });
      const token = await signInWithToken(page, RECEPTION);
      const mine = await api<ClientPage>(page.request, "get", "/api/client?scope=intake&size=1", token);
      await openList(page);
      await expect(rows(page).first()).toBeVisible();
      await settle(page);
      await expectNoPageOverflow(page);
      if (width !== 1440) await shot("list");
      await rowOf(page, mine.items[0]!.id).click();
      const drawer = cardDrawer(page, mine.items[0]!.fullName);
      await expect(drawer.locator(".cl-details")).toBeVisible();
      await settle(page);
      await expectNoPageOverflow(page);
      const inside = await drawer.locator(".ant-drawer-body").evaluate((e) => e.scrollWidth - e.clientWidth);
      expect(inside).toBeLessThanOrEqual(0);
      await shot("card");
    });
  }
});
