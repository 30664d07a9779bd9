import fs from "node:fs";
import type { Page } from "@playwright/test";
import {
  adminToken,
  api,
  apiLogin,
  createUser,
  expectNoPageOverflow,
  menuTexts,
  notice,
  openAs,
  pickOption,
  settle,
  shownPhone,
  statusOf,
  tableRows,
  type User,
  uniquePhone,
  uniqueTag,
} from "./admin-helpers";
import {
  ADMIN,
  DIRECTOR,
  discardForm,
  expect,
  openedDialog,
  RECEPTION,
  signInWithToken,
  test,
} from "./fixtures";

const rows = (page: Page) => tableRows(page, "users-table");
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });
const drawer = (page: Page) => page.locator(".ant-drawer-section.user-drawer");
const pagesBlock = (page: Page) => drawer(page).getByTestId("rights-pages");
const actionsBlock = (page: Page) => drawer(page).getByTestId("rights-actions");

async function openUsers(page: Page): Promise<void> {
  await page.goto("/add_employee");
  await expect(page.getByRole("heading", { name: "Xodimlar" })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

async function search(page: Page, text: string): Promise<void> {
  const box = page.getByLabel("Qidirish");
  if ((await box.inputValue()) === text) return;
  const answered = page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === "/api/user" && (url.searchParams.get("q") ?? "") === text.trim();
  });
  await box.fill(text);
  await answered;
}

async function editUser(page: Page, name: string): Promise<void> {
  await search(page, name);
  await row(page, name).getByRole("button", { name: "Tahrirlash" }).click();
  await expect(drawer(page)).toBeVisible();
}

const UA_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const UA_FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

test.describe("users", () => {
  test("the list: search (apostrophes alike), filters, sort by column and paging", async ({ page, shot }) => {
    const token = await signInWithToken(page, ADMIN);
    const inactive = await createUser(page.request, token, {
      name: `Nofaol Sinov ${uniqueTag()}`,
      active: false,
    });
    await openUsers(page);

    await search(page, "ulug'bek");
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(DIRECTOR.name);
    await expect(rows(page).first()).toContainText("90 100-00-11");
    await expect(rows(page).first()).toContainText("Direktor");
    await expect(rows(page).first()).toContainText("Faol");

    await search(page, "1000003");
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText("Jasur Rahimov");

    await search(page, "hech-kim-yoq");
    await expect(page.getByText("Xodimlar topilmadi")).toBeVisible();

    await search(page, "");
    await pickOption(page, page.getByLabel("Holati"), "Nofaol");
    await expect(row(page, inactive.user.name)).toBeVisible();
    // Retried until the filtered list is drawn: the inactive user is in the unfiltered one too.
    await expect(
      rows(page)
        .locator(".ant-tag")
        .filter({ hasNotText: /^Nofaol$/ }),
    ).toHaveCount(0);
    await pickOption(page, page.getByLabel("Holati"), "Barchasi");

    // Sorting is the server's: the first row matches the API's first item either way.
    const byPhone = await api<{ items: User[] }>(page.request, "get", "/api/user?sort=phone&size=5", token);
    await page.locator("th").filter({ hasText: "Telefon" }).click();
    await expect(rows(page).first()).toContainText(shownPhone(byPhone.items[0]!.phone));
    const byPhoneDesc = await api<{ items: User[] }>(
      page.request,
      "get",
      "/api/user?sort=-phone&size=5",
      token,
    );
    await page.locator("th").filter({ hasText: "Telefon" }).click();
    await expect(rows(page).first()).toContainText(shownPhone(byPhoneDesc.items[0]!.phone));
    await page.locator("th").filter({ hasText: "Telefon" }).click();

    // Paging: 10 a page, then page 2 shows the API's second page.
    await pickOption(page, page.locator(".ant-pagination-options .ant-select"), "10");
    const second = await api<{ items: User[]; total: number }>(
      page.request,
      "get",
      "/api/user?page=2&size=10&sort=name",
      token,
    );
    await expect(page.getByText(`Jami: ${second.total}`)).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
    await page.locator(".ant-pagination-item-2").click();
    await expect(rows(page)).toHaveCount(second.items.length);
    await expect(rows(page).first()).toContainText(second.items[0]!.name);
    await settle(page);
    await shot("list");
  });

  test("create a user from a role preset; they see only their pages", async ({ page, browser, shot }) => {
    // The whole form filled by hand, then a second browser signed in as the new user: ~20 s on a
    // quiet machine, and it ran out of the default 30 s on a busy one with the answer on screen.
    test.slow();
    await signInWithToken(page, ADMIN);
    await openUsers(page);
    const phone = uniquePhone();
    const name = `Sevara Yangi ${uniqueTag()}`;
    const password = "e2e-password-1";

    await page.getByRole("button", { name: "Qoʻshish" }).click();
    await expect(drawer(page).getByText("Yangi xodim")).toBeVisible();
    await drawer(page).getByLabel("F.I.Sh.").fill(name);
    await drawer(page).getByLabel("Telefon raqami").pressSequentially(phone);
    await expect(drawer(page).getByLabel("Telefon raqami")).toHaveValue(
      `${phone.slice(0, 2)}-${phone.slice(2, 5)}-${phone.slice(5, 7)}-${phone.slice(7)}`,
    );
    await drawer(page).getByLabel("Parol", { exact: true }).fill(password);
    await pickOption(page, drawer(page).getByLabel("Boʻlim", { exact: true }), "Qabulxona");
    await pickOption(page, drawer(page).getByLabel("Lavozim boʻyicha andoza"), "Qabulxona xodimi");
    // The preset fills the empty role title and copies its rights.
    await expect(drawer(page).getByLabel("Lavozim", { exact: true })).toHaveValue("Qabulxona xodimi");
    await expect(pagesBlock(page).getByRole("checkbox", { name: "Qabulxona", exact: true })).toBeChecked();
    await expect(pagesBlock(page).getByRole("checkbox", { name: "Sotuv", exact: true })).not.toBeChecked();
    await expect(actionsBlock(page).getByRole("checkbox", { name: "Mijoz qoʻshish" })).toBeChecked();
    await expect(pagesBlock(page).getByText("3 / 37")).toBeVisible();
    await settle(page);
    await shot("form");

    const created = page.waitForResponse(
      (r) => r.url().endsWith("/api/user") && r.request().method() === "POST",
    );
    await drawer(page).getByRole("button", { name: "Saqlash" }).click();
    expect((await created).status()).toBe(201);
    await expect(notice(page, "Maʼlumot qoʻshildi")).toBeVisible();
    await expect(drawer(page)).toBeHidden();

    await search(page, name);
    const added = row(page, name);
    await expect(added).toContainText(shownPhone(phone));
    await expect(added).toContainText("Qabulxona xodimi");
    await expect(added).toContainText("Qabulxona");
    await expect(added).toContainText("Faol");

    const theirs = await openAs(browser, { phone, password });
    await theirs.goto("/");
    await expect(theirs.getByText(name, { exact: true })).toBeVisible();
    await expect
      .poll(() => menuTexts(theirs))
      .toEqual(["Bosh sahifa", "Qabulxona", "Qabulxona: mening mijozlarim"]);
    await theirs.goto("/add_employee");
    await expect(theirs).toHaveURL(/\/noEnter$/);
    await theirs.context().close();
  });

  test("the director adds a user; Escape on a typed form asks before throwing it away", async ({ page }) => {
    // A whole form typed key by key: a busy machine needs more than the default half minute.
    test.setTimeout(90_000);
    await signInWithToken(page, DIRECTOR);
    await openUsers(page);
    await page.getByRole("button", { name: "Qoʻshish" }).click();
    await expect(drawer(page).getByText("Yangi xodim")).toBeVisible();
    const name = `Direktor qoʻshgan ${uniqueTag()}`;
    await drawer(page).getByLabel("F.I.Sh.").fill(name);
    // Escape does not lose what was typed: it asks, and "no" goes back to the form as it was.
    await page.keyboard.press("Escape");
    const ask = page.getByRole("dialog").filter({ hasText: "Oʻzgarishlar saqlanmagan" });
    await expect(ask).toContainText("Kiritilgan maʼlumotlar saqlanmaydi");
    await ask.getByRole("button", { name: "Yoʻq, davom etish" }).click();
    await expect(ask).toBeHidden();
    await expect(drawer(page).getByLabel("F.I.Sh.")).toHaveValue(name);

    const phone = uniquePhone();
    await drawer(page).getByLabel("Telefon raqami").pressSequentially(phone);
    await drawer(page).getByLabel("Parol", { exact: true }).fill("e2e-password-2");
    await drawer(page).getByLabel("Lavozim", { exact: true }).fill("Kassir");
    await pagesBlock(page).getByRole("checkbox", { name: "Qabulxona", exact: true }).check();
    const created = page.waitForResponse(
      (r) => r.url().endsWith("/api/user") && r.request().method() === "POST",
    );
    await drawer(page).getByRole("button", { name: "Saqlash" }).click();
    expect((await created).status()).toBe(201);
    await expect(drawer(page)).toBeHidden();
    await search(page, name);
    await expect(row(page, name)).toContainText("Kassir");

    // An untouched form closes at once.
    await page.getByRole("button", { name: "Qoʻshish" }).click();
    await expect(drawer(page).getByText("Yangi xodim")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer(page)).toBeHidden();
  });

  test("the form checks input in Uzbek before sending; a taken phone gets the Uzbek error", async ({
    page,
    shot,
  }) => {
    await signInWithToken(page, ADMIN);
    await openUsers(page);
    let posts = 0;
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().endsWith("/api/user")) posts += 1;
    });

    await page.getByRole("button", { name: "Qoʻshish" }).click();
    await drawer(page).getByRole("button", { name: "Saqlash" }).click();
    for (const text of [
      "F.I.Sh.ni kiriting",
      "Telefon raqamini kiriting",
      "Lavozimni kiriting",
      "Parolni kiriting",
    ])
      await expect(drawer(page).getByText(text)).toBeVisible();

    await drawer(page).getByLabel("F.I.Sh.").fill("A");
    await drawer(page).getByLabel("Telefon raqami").pressSequentially("90123");
    await drawer(page).getByLabel("Lavozim", { exact: true }).fill("Kassir");
    await drawer(page).getByLabel("Parol", { exact: true }).fill("qisqa");
    await drawer(page).getByRole("button", { name: "Saqlash" }).click();
    await expect(drawer(page).getByText("Ism kamida 2 ta belgidan iborat boʻlishi kerak")).toBeVisible();
    await expect(drawer(page).getByText("Telefon raqami 9 ta raqamdan iborat boʻlishi kerak")).toBeVisible();
    await expect(drawer(page).getByText("Parol kamida 8 ta belgidan iborat boʻlishi kerak")).toBeVisible();
    expect(posts).toBe(0);

    await drawer(page).getByLabel("F.I.Sh.").fill("Takror Raqam");
    await drawer(page).getByLabel("Telefon raqami").fill("");
    await drawer(page).getByLabel("Telefon raqami").pressSequentially(RECEPTION.phone);
    await drawer(page).getByLabel("Parol", { exact: true }).fill("long-enough-password");
    const answer = page.waitForResponse(
      (r) => r.url().endsWith("/api/user") && r.request().method() === "POST",
    );
    await drawer(page).getByRole("button", { name: "Saqlash" }).click();
    expect((await answer).status()).toBe(409);
    await expect(
      drawer(page).getByRole("alert").filter({ hasText: "Bu telefon raqami allaqachon roʻyxatdan oʻtgan" }),
    ).toBeVisible();
    // The only error left is the phone's; the password's, fixed above, may still be fading out
    // (antd keeps a leaving message in the page until its animation ends, on a busy machine for
    // seconds).
    await expect(
      drawer(page).locator(".ant-form-item-explain-error:not(.ant-form-show-help-item-leave)"),
    ).toHaveText("Bu telefon raqami allaqachon roʻyxatdan oʻtgan");
    await settle(page);
    await shot("duplicate-phone");
  });

  test("a removed page: the user lands on /noEnter at their next move, the API answers 403, and they stay signed in", async ({
    page,
    browser,
  }) => {
    // A second browser signed in as the user beside the manager's: twice a screen's work.
    test.slow();
    const token = await signInWithToken(page, ADMIN);
    const { user, account } = await createUser(page.request, token, {
      name: `Huquq Olinadi ${uniqueTag()}`,
      pages: ["home", "add_employee"],
    });
    const theirs = await openAs(browser, account);
    await theirs.goto("/");
    await expect.poll(() => menuTexts(theirs)).toContain("Xodimlar");
    const theirToken = await theirs.evaluate(() => localStorage.getItem("token")!);

    await openUsers(page);
    await editUser(page, user.name);
    await pagesBlock(page).getByRole("checkbox", { name: "Xodimlar", exact: true }).uncheck();
    await drawer(page).getByRole("button", { name: "Saqlash" }).click();
    await expect(notice(page, "Saqlandi")).toBeVisible();

    expect(await statusOf(page.request, "get", "/api/user?size=5", theirToken)).toBe(403);
    expect(await statusOf(page.request, "get", "/api/user/decodeToken", theirToken)).toBe(200);

    await theirs.locator(".side-menu").getByRole("link", { name: "Xodimlar" }).click();
    await expect(theirs).toHaveURL(/\/noEnter$/);
    expect(await theirs.evaluate(() => localStorage.getItem("token"))).toBe(theirToken);
    await theirs.goto("/");
    await expect(theirs.getByText(`Xush kelibsiz, ${user.name}!`)).toBeVisible();
    await expect.poll(() => menuTexts(theirs)).not.toContain("Xodimlar");
    await theirs.context().close();
  });

  test("deactivating asks first, then signs the user out: their token gets 401", async ({
    page,
    browser,
  }) => {
    // A second browser signed in as the user beside the manager's: twice a screen's work.
    test.slow();
    const token = await signInWithToken(page, ADMIN);
    const { user, account } = await createUser(page.request, token, {
      name: `Ketadigan ${uniqueTag()}`,
    });
    const theirs = await openAs(browser, account);
    await theirs.goto("/");
    await expect(theirs.getByText(`Xush kelibsiz, ${user.name}!`)).toBeVisible();
    const theirToken = await theirs.evaluate(() => localStorage.getItem("token")!);

    await openUsers(page);
    await editUser(page, user.name);
    await drawer(page).getByRole("switch").click();
    const confirm = page.locator(".ant-modal-confirm");
    await expect(confirm.locator(".ant-modal-confirm-title")).toHaveText("Xodim tizimdan chiqariladi");
    await (await openedDialog(confirm)).getByRole("button", { name: "Nofaol qilish" }).click();
    await expect(drawer(page).getByRole("switch")).not.toBeChecked();
    await drawer(page).getByRole("button", { name: "Saqlash" }).click();
    await expect(notice(page, "Saqlandi")).toBeVisible();
    await expect(row(page, user.name)).toContainText("Nofaol");

    expect(await statusOf(page.request, "get", "/api/user/decodeToken", theirToken)).toBe(401);
    await theirs.reload();
    await expect(theirs).toHaveURL(/\/login(\?next=[^&]+)?$/);
    // The app reloads itself once more after forgetting the session; let it settle before closing.
    await expect(theirs.getByLabel("Telefon raqami")).toBeVisible();
    await theirs.waitForLoadState("networkidle");
    await theirs.context().close();
  });

  test("sessions: the list, ending one, ending all; a new password ends them too", async ({ page, shot }) => {
    const token = await signInWithToken(page, ADMIN);
    const { user, account } = await createUser(page.request, token, {
      name: `Seansli ${uniqueTag()}`,
    });
    const chrome = await apiLogin(page.request, account, UA_CHROME);
    const firefox = await apiLogin(page.request, account, UA_FIREFOX);

    await openUsers(page);
    await search(page, user.name);
    await row(page, user.name).getByRole("button", { name: "Seanslar" }).click();
    const modal = page.locator(".ant-modal").filter({ hasText: `${user.name}: seanslar` });
    const sessionRows = tableRows(modal, "sessions-table");
    await expect(sessionRows).toHaveCount(2);
    await expect(sessionRows.filter({ hasText: "Chrome 140 · Windows" })).toBeVisible();
    await expect(sessionRows.filter({ hasText: "Firefox 128 · Linux" })).toBeVisible();
    await settle(page);
    await shot("sessions");

    await sessionRows.filter({ hasText: "Chrome 140" }).getByRole("button", { name: "Yakunlash" }).click();
    await page.locator(".ant-popconfirm").getByRole("button", { name: "Ha" }).click();
    await expect(notice(page, "Seans yakunlandi")).toBeVisible();
    await expect(sessionRows).toHaveCount(1);
    expect(await statusOf(page.request, "get", "/api/user/decodeToken", chrome)).toBe(401);
    expect(await statusOf(page.request, "get", "/api/user/decodeToken", firefox)).toBe(200);
    await modal.locator(".ant-modal-footer").getByRole("button", { name: "Yopish" }).click();

    // A new password ends every session.
    await editUser(page, user.name);
    await expect(
      drawer(page).getByText("Yangi parol saqlanganda xodimning barcha seanslari yakunlanadi"),
    ).toBeVisible();
    await drawer(page).getByLabel("Yangi parol").fill("brand-new-password");
    await drawer(page).getByRole("button", { name: "Saqlash" }).click();
    await expect(notice(page, "Saqlandi")).toBeVisible();
    expect(await statusOf(page.request, "get", "/api/user/decodeToken", firefox)).toBe(401);

    // "Barchasini yakunlash" ends the sessions opened with the new password.
    const again = await apiLogin(page.request, { phone: account.phone, password: "brand-new-password" });
    await row(page, user.name).getByRole("button", { name: "Seanslar" }).click();
    await expect(sessionRows).toHaveCount(1);
    await modal.getByRole("button", { name: "Barchasini yakunlash" }).click();
    await page.locator(".ant-popconfirm").getByRole("button", { name: "Ha" }).click();
    await expect(notice(page, "Seanslar yakunlandi")).toBeVisible();
    await expect(modal.getByText("Faol seanslar yoʻq")).toBeVisible();
    expect(await statusOf(page.request, "get", "/api/user/decodeToken", again)).toBe(401);
  });

  test("nobody can take the right to manage users from themselves", async ({ page }) => {
    const token = await signInWithToken(page, ADMIN);
    await openUsers(page);
    await editUser(page, "Administrator");

    const ownPage = pagesBlock(page).getByRole("checkbox", { name: "Xodimlar", exact: true });
    const ownAction = actionsBlock(page).getByRole("checkbox", { name: "Xodimlarni boshqarish" });
    await expect(ownPage).toBeChecked();
    await expect(ownPage).toBeDisabled();
    await expect(ownAction).toBeChecked();
    await expect(ownAction).toBeDisabled();
    await expect(drawer(page).getByRole("switch")).toBeDisabled();
    await drawer(page).locator(".rights-key-locked").first().hover();
    await expect(
      page.getByRole("tooltip", { name: "Oʻzingizdan bu huquqni olib tashlay olmaysiz" }),
    ).toBeVisible();

    // "Hammasini tanlash" of the area clears the rest but keeps the locked key.
    const adminArea = pagesBlock(page).locator("fieldset").filter({ hasText: "Boshqaruv" });
    await adminArea.getByRole("checkbox", { name: "Hammasini tanlash" }).uncheck();
    await expect(ownPage).toBeChecked();
    await expect(
      pagesBlock(page).getByRole("checkbox", { name: "Boʻlimlar", exact: true }),
    ).not.toBeChecked();
    await discardForm(page, drawer(page));

    // The server is the real guard.
    const me = await api<{ decodeToken: { id: number } }>(
      page.request,
      "get",
      "/api/user/decodeToken",
      token,
    );
    const id = me.decodeToken.id;
    for (const body of [{ dostup: [] }, { pagesDostup: ["home"] }, { active: false }]) {
      const res = await page.request.patch(`/api/user/${id}`, {
        headers: { authorization: `Bearer ${token}` },
        data: body,
      });
      expect(res.status()).toBe(409);
      expect(((await res.json()) as { code: string }).code).toBe("SELF_RIGHTS_LOCKED");
    }
  });

  test("without user_manage the list is read-only", async ({ page, shot }) => {
    const viewer = await createUser(page.request, await adminToken(page.request), {
      name: `Koʻruvchi ${uniqueTag()}`,
      pages: ["home", "add_employee"],
      actions: ["export_excel"],
    });
    const token = await signInWithToken(page, viewer.account);
    await openUsers(page);
    await expect(page.getByText("Siz xodimlarni faqat koʻra olasiz")).toBeVisible();
    await expect(page.getByRole("button", { name: "Qoʻshish" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Excelga eksport" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Tahrirlash" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Seanslar" })).toHaveCount(0);

    await search(page, RECEPTION.name);
    await row(page, RECEPTION.name).getByRole("button", { name: "Koʻrish" }).click();
    await expect(drawer(page).getByText(`Xodim maʼlumotlari: ${RECEPTION.name}`)).toBeVisible();
    await expect(drawer(page).getByLabel("F.I.Sh.")).toBeDisabled();
    await expect(pagesBlock(page).getByRole("checkbox", { name: "Qabulxona", exact: true })).toBeDisabled();
    await expect(drawer(page).getByRole("button", { name: "Saqlash" })).toHaveCount(0);
    await settle(page);
    await shot("read-only");
    await drawer(page).locator(".user-form-footer").getByRole("button", { name: "Yopish" }).click();

    expect(
      await statusOf(page.request, "post", "/api/user", token, {
        name: "Ruxsatsiz",
        phone: uniquePhone(),
        password: "password-123",
        role: "X",
      }),
    ).toBe(403);
  });

  test("Tarix shows who changed what, newest first", async ({ page, shot }) => {
    const token = await signInWithToken(page, ADMIN);
    const { user } = await createUser(page.request, token, {
      name: `Tarixli ${uniqueTag()}`,
      role: "Eski lavozim",
      pages: ["home"],
    });
    await api(page.request, "patch", `/api/user/${user.id}`, token, {
      role: "Yangi lavozim",
      pagesDostup: ["home", "sotuv"],
    });

    await openUsers(page);
    await search(page, user.name);
    await row(page, user.name).getByRole("button", { name: "Tarix" }).click();
    const history = page.locator(".ant-drawer-section.history-drawer");
    await expect(history.getByText(`${user.name}: tarix`)).toBeVisible();
    const entries = history.getByTestId("history-entry");
    await expect(entries).toHaveCount(2);
    await expect(entries.first()).toContainText("Tahrirlandi");
    await expect(entries.first()).toContainText("Administrator");
    await expect(entries.first()).toContainText("Lavozim: Eski lavozim → Yangi lavozim");
    await expect(entries.first()).toContainText("Sahifalarga ruxsat: Bosh sahifa → Bosh sahifa, Sotuv");
    await expect(entries.first()).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    await expect(entries.last()).toContainText("Xodim qoʻshildi");
    await expect(history).toBeInViewport({ ratio: 1 });
    await settle(page);
    await shot("history");
  });

  test("Excelga eksport downloads the filtered list as .xlsx", async ({ page }) => {
    await signInWithToken(page, ADMIN);
    await openUsers(page);
    await search(page, "Rahimov");
    const exported = page.waitForRequest((r) => r.url().includes("/api/user/export"));
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Excelga eksport" }).click();
    expect((await exported).url()).toContain("q=Rahimov");
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const path = await file.path();
    expect(fs.statSync(path).size).toBeGreaterThan(0);
    // An .xlsx is a zip: it starts with "PK".
    expect(fs.readFileSync(path).subarray(0, 2).toString()).toBe("PK");
  });
});

test.describe("the rule of rights on the screen", () => {
  test("a manager holding less grants only what they hold and can only look at the administrator", async ({
    page,
    shot,
  }) => {
    const token = await signInWithToken(page, ADMIN);
    const { account } = await createUser(page.request, token, {
      name: `Kichik Menejer ${uniqueTag()}`,
      pages: ["home", "add_employee", "reciption"],
      actions: ["user_manage", "client_create"],
      clientScope: "own",
      contractScope: "own",
    });
    await signInWithToken(page, account);
    await openUsers(page);

    // The administrator holds more: view only, and no sessions button.
    await search(page, "Administrator");
    const adminRow = row(page, "Administrator");
    await expect(adminRow.getByRole("button", { name: "Koʻrish" })).toBeVisible();
    await expect(adminRow.getByRole("button", { name: "Tahrirlash" })).toHaveCount(0);
    await expect(adminRow.getByRole("button", { name: "Seanslar" })).toHaveCount(0);
    await adminRow.getByRole("button", { name: "Koʻrish" }).click();
    const why = drawer(page).getByTestId("outranks-notice");
    await expect(why).toContainText("Bu xodimni oʻzgartira olmaysiz");
    await expect(why).toContainText("Sotuv");
    await expect(drawer(page).getByRole("button", { name: "Saqlash" })).toHaveCount(0);
    await settle(page);
    await shot("outranked");
    await drawer(page).locator(".user-form-footer").getByRole("button", { name: "Yopish" }).click();

    // A new user: keys the manager lacks are offered disabled, scopes no wider than theirs.
    await page.getByRole("button", { name: "Qoʻshish" }).click();
    await expect(pagesBlock(page).getByRole("checkbox", { name: "Qabulxona", exact: true })).toBeEnabled();
    await expect(pagesBlock(page).getByRole("checkbox", { name: "Sotuv", exact: true })).toBeDisabled();
    await expect(actionsBlock(page).getByRole("checkbox", { name: "Mijoz qoʻshish" })).toBeEnabled();
    await pickOption(page, drawer(page).getByLabel("Lavozim boʻyicha andoza"), "Sotuv menejeri");
    await expect(drawer(page).getByText("Andozadagi sizda yoʻq huquqlar qoʻshilmadi")).toBeVisible();
    await expect(pagesBlock(page).getByRole("checkbox", { name: "Qabulxona", exact: true })).toBeChecked();
    await expect(pagesBlock(page).getByRole("checkbox", { name: "Sotuv", exact: true })).not.toBeChecked();
    await drawer(page).getByTestId("scope-clients").click();
    const wider = page.locator(".ant-select-item-option").filter({ hasText: "Hammasi" });
    await expect(wider).toHaveClass(/ant-select-item-option-disabled/);
    await expect(wider).toContainText("sizda bu doira yoʻq");
    await page.keyboard.press("Escape");
    await settle(page);
    await shot("grantable");
  });

  test("wrong passwords block a user; the manager sees it and lets them in again", async ({
    page,
    playwright,
    shot,
  }) => {
    const token = await signInWithToken(page, ADMIN);
    const { user, account } = await createUser(page.request, token, {
      name: `Bloklangan Xodim ${uniqueTag()}`,
    });
    // Someone else's computer: no device cookie of the user's.
    const stranger = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
    for (let i = 0; i < 5; i++) {
      const res = await stranger.post("/api/user/login", {
        data: { phone: account.phone, password: `xato-${i}` },
      });
      expect(res.status()).toBe(401);
    }
    const refused = await stranger.post("/api/user/login", { data: account });
    expect(refused.status()).toBe(429);

    await openUsers(page);
    await search(page, user.name);
    await expect(row(page, user.name).getByText("Kirish bloklangan")).toBeVisible();
    await editUser(page, user.name);
    const blocked = drawer(page).getByTestId("blocked-notice");
    await expect(blocked).toContainText("Xodim tizimga kira olmayapti");
    await settle(page);
    await shot("blocked");
    await blocked.getByRole("button", { name: "Blokdan chiqarish" }).click();
    const unlocked = page.waitForResponse((r) => r.url().endsWith(`/api/user/${user.id}/unlock`));
    await page.locator(".ant-popconfirm").getByRole("button", { name: "Blokdan chiqarish" }).click();
    expect((await unlocked).status()).toBe(200);
    await expect(notice(page, "Xodim blokdan chiqarildi")).toBeVisible();
    await expect(blocked).toHaveCount(0);
    expect((await stranger.post("/api/user/login", { data: account })).status()).toBe(200);
    await stranger.dispose();
  });
});

test.describe("users at 800 px", () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test("the table scrolls sideways inside its panel; the form and sessions fit the screen", async ({
    page,
    shot,
  }) => {
    const token = await signInWithToken(page, ADMIN);
    const { user, account } = await createUser(page.request, token, {
      name: `Tor Ekran ${uniqueTag()}`,
    });
    await apiLogin(page.request, account, UA_CHROME);
    await openUsers(page);
    await expectNoPageOverflow(page);
    const scroller = page.locator(".users-table .ant-table-content, .users-table .ant-table-body").first();
    expect(await scroller.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    // The actions stay in view at the right edge.
    await expect(rows(page).first().getByRole("button", { name: "Tarix" })).toBeInViewport();
    await settle(page);
    await shot("list");

    await search(page, user.name);
    await row(page, user.name).getByRole("button", { name: "Tahrirlash" }).click();
    // Measure once the drawer has finished sliding in; sub-pixel widths round to the screen.
    await settle(page);
    const box = await drawer(page).boundingBox();
    expect(Math.round(box!.width)).toBeLessThanOrEqual(800);
    await expectNoPageOverflow(page);
    await settle(page);
    await shot("form");
    await drawer(page).getByRole("button", { name: "Bekor qilish" }).click();

    await row(page, user.name).getByRole("button", { name: "Seanslar" }).click();
    const modal = page.locator(".ant-modal").filter({ hasText: "seanslar" });
    await expect(modal).toBeVisible();
    await settle(page);
    const modalBox = await modal.boundingBox();
    expect(Math.round(modalBox!.x)).toBeGreaterThanOrEqual(0);
    expect(Math.round(modalBox!.x + modalBox!.width)).toBeLessThanOrEqual(800);
    await shot("sessions");
  });
});
