import type { Page } from "@playwright/test";
import { ADMIN, DIRECTOR, discardForm, expect, test } from "./fixtures";
import {
  allBanks,
  archiveOrganisation,
  choose,
  createBank,
  createOrganisation,
  openSession,
  randomDigits,
  randomMfo,
  settle,
  uniqueTag,
} from "./org-helpers";

const rows = (page: Page) => page.locator(".ant-table-tbody tr.ant-table-row");
const rowOf = (page: Page, text: string) => rows(page).filter({ hasText: text });
const notice = (page: Page, text: string) => page.locator(".ant-message").getByText(text);
const dialog = (page: Page) => page.getByRole("dialog");

async function search(page: Page, text: string) {
  const box = page.getByPlaceholder("Nomi, STIR yoki rahbar boʻyicha qidirish");
  await box.fill(text);
  await box.press("Enter");
}

async function confirmPopup(page: Page, button: string) {
  await page.locator(".ant-popconfirm:visible").getByRole("button", { name: button }).click();
}

test.describe("organisations", () => {
  test("list: search, kind and archive filters, paging", async ({ page, shot }) => {
    test.slow(); // many steps, each waiting for the server and antd's animations
    const session = await openSession(page, ADMIN);
    const tag = `Sahifa ${uniqueTag()}`;
    const created = [];
    for (let i = 0; i < 12; i += 1) {
      created.push(
        await createOrganisation(session, {
          name: `${tag} ${String(i).padStart(2, "0")}`,
          kind: i < 3 ? "buyer" : "partner",
          director: "Sinov Direktor",
          phone: "901112233",
        }),
      );
    }
    await archiveOrganisation(session, created[11]!.id);

    await page.goto("/tashkilotlar");
    await expect(page.getByRole("heading", { name: "Tashkilotlar", level: 3 })).toBeVisible();
    await expect(rowOf(page, "Makon Qurilish MChJ")).toBeVisible();
    await settle(page);
    await shot("list");

    await search(page, tag);
    await expect(rows(page)).toHaveCount(11);
    await expect(page.getByText("Jami: 11 ta")).toBeVisible();
    await expect(rowOf(page, `${tag} 00`)).toContainText("90 111-22-33");
    await expect(rowOf(page, `${tag} 00`)).toContainText("Xaridor tashkilot");
    await expect(rowOf(page, `${tag} 03`)).toContainText("Hamkor");

    // Ten a page: the eleventh is on page 2.
    const sizeChanger = page.locator(".ant-pagination-options .ant-select");
    await choose(page, sizeChanger, "10 / sah.");
    await expect(rows(page)).toHaveCount(10);
    await page.locator(".ant-pagination-item-2").click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rowOf(page, `${tag} 10`)).toBeVisible();

    // Sorting by name, descending, brings the last one first.
    await page.locator(".ant-table-thead th", { hasText: "Nomi" }).click();
    await expect(rows(page).first()).toContainText(`${tag} 10`);

    await choose(page, page.getByRole("combobox", { name: "Turi" }), "Xaridor tashkilot");
    await expect(rows(page)).toHaveCount(3);
    await choose(page, page.getByRole("combobox", { name: "Turi" }), "Barcha turlar");
    await expect(page.getByText("Jami: 11 ta")).toBeVisible();

    await page.locator(".ant-segmented-item", { hasText: "Arxivdagilar" }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(`${tag} 11`);
    await expect(rows(page).first()).toContainText("Arxivda");
    await page.locator(".ant-segmented-item", { hasText: "Hammasi" }).click();
    await expect(page.getByText("Jami: 12 ta")).toBeVisible();

    await search(page, `nothing-${uniqueTag()}`);
    await expect(page.getByText("Tashkilotlar topilmadi")).toBeVisible();

    await page.setViewportSize({ width: 800, height: 900 });
    await search(page, tag);
    await expect(rows(page).first()).toBeVisible();
    await settle(page);
    await shot("list");
  });

  test("create: STIR must be 9 digits, a taken STIR is refused, then edit", async ({ page, shot }) => {
    test.slow(); // many steps, each waiting for the server and antd's animations
    await openSession(page, ADMIN);
    const name = `Yangi tashkilot ${uniqueTag()}`;
    const stir = randomDigits(9);
    await page.goto("/tashkilotlar");
    await page.getByRole("button", { name: "Qoʻshish" }).click();
    const form = dialog(page);
    await expect(form.getByText("Yangi tashkilot", { exact: true })).toBeVisible();

    // Empty form: each required field says what it wants.
    await form.getByRole("button", { name: "Saqlash" }).click();
    await expect(form.getByText("Tashkilot nomini kiriting")).toBeVisible();
    await expect(form.getByText("Tashkilot turini tanlang")).toBeVisible();
    await expect(form.getByText("STIR kiriting")).toBeVisible();

    await form.getByLabel("Nomi").fill(name);
    await choose(page, form.getByLabel("Turi"), "Xaridor tashkilot");
    await form.getByLabel("STIR").fill("12345");
    await form.getByLabel("Rahbar").fill("Toshmatov Eshmat");
    await form.getByLabel("Telefon").pressSequentially("9012");
    await form.getByRole("button", { name: "Saqlash" }).click();
    await expect(form.getByText("STIR 9 ta raqamdan iborat boʻlishi kerak")).toBeVisible();
    await expect(form.getByText("Telefon raqami 9 ta raqamdan iborat boʻlishi kerak")).toBeVisible();
    await settle(page);
    await shot("create-invalid");

    await form.getByLabel("STIR").fill(stir);
    await form.getByLabel("Telefon").click();
    await form.getByLabel("Telefon").press("End");
    await form.getByLabel("Telefon").pressSequentially("34567");
    await expect(form.getByLabel("Telefon")).toHaveValue("90-123-45-67");
    await form.getByRole("button", { name: "Saqlash" }).click();
    await expect(notice(page, "Maʼlumot qoʻshildi")).toBeVisible();
    await expect(form).toBeHidden();
    await search(page, name);
    const row = rowOf(page, name);
    await expect(row).toContainText(stir);
    await expect(row).toContainText("Xaridor tashkilot");
    await expect(row).toContainText("90 123-45-67");

    // The same STIR again: the API's conflict, in Uzbek, under the STIR field.
    await page.getByRole("button", { name: "Qoʻshish" }).click();
    await form.getByLabel("Nomi").fill(`${name} nusxa`);
    await choose(page, form.getByLabel("Turi"), "Hamkor");
    await form.getByLabel("STIR").fill(stir);
    await form.getByRole("button", { name: "Saqlash" }).click();
    await expect(form.getByText("Bu STIR bilan tashkilot allaqachon mavjud")).toBeVisible();
    await page.setViewportSize({ width: 800, height: 900 });
    await settle(page);
    await shot("create-duplicate");
    await discardForm(page, form);
    await page.setViewportSize({ width: 1440, height: 900 });

    // Edit: kind, director and phone.
    await row.getByRole("button", { name: "Tahrirlash" }).click();
    await expect(form.getByText("Tashkilotni tahrirlash")).toBeVisible();
    await expect(form.getByLabel("Nomi")).toHaveValue(name);
    await expect(form.getByLabel("Telefon")).toHaveValue("90-123-45-67");
    await choose(page, form.getByLabel("Turi"), "Hamkor");
    await form.getByLabel("Rahbar").fill("Yangi Rahbar");
    await form.getByLabel("Telefon").fill("");
    await form.getByLabel("Telefon").pressSequentially("931112233");
    await settle(page);
    await shot("edit");
    await form.getByRole("button", { name: "Saqlash" }).click();
    await expect(notice(page, "Saqlandi")).toBeVisible();
    await expect(row).toContainText("Hamkor");
    await expect(row).toContainText("Yangi Rahbar");
    await expect(row).toContainText("93 111-22-33");
  });

  test("our own company's paper rules: offered only for it, saved, and in its history", async ({ page }) => {
    const session = await openSession(page, ADMIN);
    const org = await createOrganisation(session, { name: `Qoidali ${uniqueTag()}`, kind: "own" });
    await page.goto("/tashkilotlar");
    await search(page, org.name);
    await rowOf(page, org.name).getByRole("button", { name: "Tahrirlash" }).click();
    const form = dialog(page);
    const passport = form.getByRole("checkbox", { name: /pasport maʼlumotlarisiz/ });
    await expect(passport).not.toBeChecked();
    // A click while the dialog still grows can land beside the box (seen once on a busy machine).
    await settle(page);
    await passport.check();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/tashkilot/${org.id}`) && r.request().method() === "PATCH",
    );
    await form.getByRole("button", { name: "Saqlash" }).click();
    expect(await (await saved).json()).toMatchObject({ requirePassport: true, requireSignedScan: false });
    await expect(form).toBeHidden();

    // A partner sells nothing: the rules are not offered for it.
    await rowOf(page, org.name).getByRole("button", { name: "Tahrirlash" }).click();
    await expect(passport).toBeChecked();
    await choose(page, form.getByLabel("Turi"), "Hamkor");
    await expect(form.getByRole("checkbox", { name: /Imzolangan nusxa/ })).toHaveCount(0);
    await discardForm(page, form);

    await rowOf(page, org.name).getByRole("button", { name: "Tarix" }).click();
    await expect(page.locator(".history-drawer")).toContainText("Pasportsiz chop etilmasin: Yoʻq → Ha");
  });

  test("archive and restore with their notices; Tarix shows every change", async ({ page, shot }) => {
    test.slow(); // many steps, each waiting for the server and antd's animations
    const session = await openSession(page, ADMIN);
    const org = await createOrganisation(session, {
      name: `Arxiv sinovi ${uniqueTag()}`,
      director: "Birinchi",
    });
    await page.goto("/tashkilotlar");
    await search(page, org.name);
    const row = rowOf(page, org.name);

    await row.getByRole("button", { name: "Tahrirlash" }).click();
    await dialog(page).getByLabel("Rahbar").fill("Ikkinchi");
    await dialog(page).getByRole("button", { name: "Saqlash" }).click();
    await expect(row).toContainText("Ikkinchi");

    await row.getByRole("button", { name: "Arxivlash" }).click();
    await expect(page.getByText("Tashkilot arxivga olinsinmi?")).toBeVisible();
    await confirmPopup(page, "Ha");
    await expect(notice(page, "Arxivlandi")).toBeVisible();
    await expect(rows(page)).toHaveCount(0);

    await page.locator(".ant-segmented-item", { hasText: "Arxivdagilar" }).click();
    await expect(row).toContainText("Arxivda");
    await row.getByRole("button", { name: "Tiklash" }).click();
    await confirmPopup(page, "Ha");
    await expect(notice(page, "Tiklandi")).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
    await page.locator(".ant-segmented-item", { hasText: "Faol" }).click();
    await expect(row).toBeVisible();
    await expect(row).not.toContainText("Arxivda");

    await row.getByRole("button", { name: "Tarix" }).click();
    const drawer = page.getByRole("dialog", { name: `${org.name}: tarix` });
    const entries = drawer.getByTestId("history-entry");
    await expect(entries).toHaveCount(4);
    await expect(entries.nth(0)).toContainText("Tiklandi");
    await expect(entries.nth(1)).toContainText("Arxivlandi");
    await expect(entries.nth(2)).toContainText("Tahrirlandi");
    await expect(entries.nth(2)).toContainText("Rahbar: Birinchi → Ikkinchi");
    await expect(entries.nth(3)).toContainText("Yaratildi");
    await expect(entries.first()).toContainText("Administrator");
    await settle(page);
    await shot("history");
    await page.setViewportSize({ width: 800, height: 900 });
    await settle(page);
    await shot("history");
  });

  test("accounts: bad number message, add, primary switching, delete", async ({ page, shot }) => {
    test.slow(); // many steps, each waiting for the server and antd's animations
    const session = await openSession(page, ADMIN);
    const org = await createOrganisation(session, {
      name: `Hisoblar sinovi ${uniqueTag()}`,
      kind: "own",
      address: "Toshkent sh., Olmazor t.",
      director: "Hisobchi Rahbar",
      phone: "712223344",
    });
    const first = `2020 8000 ${randomDigits(4)} ${randomDigits(4)} ${randomDigits(4)}`;
    const second = `2020 8000 ${randomDigits(4)} ${randomDigits(4)} ${randomDigits(4)}`;

    await page.goto("/tashkilotlar");
    await search(page, org.name);
    await rowOf(page, org.name).getByRole("button", { name: "Hisob raqamlari" }).click();
    await expect(page).toHaveURL(`/tashkilot_bank/${org.id}`);
    await expect(page.getByRole("heading", { name: org.name })).toBeVisible();
    const card = page.locator(".org-card");
    await expect(card).toContainText(org.stir);
    await expect(card).toContainText("Oʻz kompaniyamiz");
    await expect(card).toContainText("Toshkent sh., Olmazor t.");
    await expect(card).toContainText("71 222-33-44");
    await expect(card).toContainText("Faol");
    await expect(page.getByText("Hisob raqamlari hali yoʻq")).toBeVisible();

    // First account: choosing the bank fills its MFO; 19 digits are refused.
    await page.getByRole("button", { name: "Hisob raqami qoʻshish" }).click();
    const form = dialog(page);
    await expect(form.getByLabel("Asosiy hisob raqami")).toBeChecked();
    await choose(page, form.getByLabel("Bank"), "Xalq banki Yunusobod filiali");
    await expect(form.getByLabel("MFO")).toHaveValue("00873");
    await form
      .getByRole("textbox", { name: "Hisob raqami" })
      .pressSequentially(first.replace(/\s/g, "").slice(0, 19));
    await form.getByRole("button", { name: "Saqlash" }).click();
    await expect(form.getByText("Hisob raqami 20 ta raqamdan iborat boʻlishi kerak")).toBeVisible();
    await settle(page);
    await shot("account-invalid");
    await form.getByRole("textbox", { name: "Hisob raqami" }).fill(first.replace(/\s/g, ""));
    await expect(form.getByRole("textbox", { name: "Hisob raqami" })).toHaveValue(first);
    await form.getByRole("button", { name: "Saqlash" }).click();
    await expect(notice(page, "Maʼlumot qoʻshildi")).toBeVisible();
    await expect(rowOf(page, first)).toContainText("Asosiy");
    await expect(rowOf(page, first)).toContainText("00873");

    // Second account at another bank, MFO typed over the suggested one; not primary.
    await page.getByRole("button", { name: "Hisob raqami qoʻshish" }).click();
    await expect(form.getByLabel("Asosiy hisob raqami")).not.toBeChecked();
    await choose(page, form.getByLabel("Bank"), "Ipoteka-bank Mirzo Ulugʻbek filiali");
    await expect(form.getByLabel("MFO")).toHaveValue("01017");
    await form.getByRole("textbox", { name: "Hisob raqami" }).fill(second);
    await form.getByRole("button", { name: "Saqlash" }).click();
    await expect(rowOf(page, second)).toBeVisible();
    await expect(rowOf(page, second)).not.toContainText("Asosiy");

    // The same number again is refused by the API.
    await page.getByRole("button", { name: "Hisob raqami qoʻshish" }).click();
    await choose(page, form.getByLabel("Bank"), "Xalq banki Chilonzor filiali");
    await form.getByRole("textbox", { name: "Hisob raqami" }).fill(second);
    await form.getByRole("button", { name: "Saqlash" }).click();
    await expect(form.getByText("Bu hisob raqami allaqachon roʻyxatda bor")).toBeVisible();
    await discardForm(page, form);

    // Make the second primary: the first loses the flag.
    await rowOf(page, second).getByRole("button", { name: "Asosiy qilish" }).click();
    await expect(notice(page, "Asosiy hisob raqami oʻzgartirildi")).toBeVisible();
    await expect(rowOf(page, second)).toContainText("Asosiy");
    await expect(rowOf(page, first)).not.toContainText("Asosiy");
    await expect(rowOf(page, second).getByRole("button", { name: "Asosiy qilish" })).toHaveCount(0);
    await settle(page);
    await shot("accounts");

    // Edit the first: another MFO.
    await rowOf(page, first).getByRole("button", { name: "Tahrirlash" }).click();
    await form.getByLabel("MFO").fill("00874");
    await form.getByRole("button", { name: "Saqlash" }).click();
    await expect(rowOf(page, first)).toContainText("00874");

    // Delete the first.
    await rowOf(page, first).getByRole("button", { name: "Oʻchirish" }).click();
    await expect(page.getByText("Hisob raqami oʻchirilsinmi?")).toBeVisible();
    await confirmPopup(page, "Ha");
    await expect(notice(page, "Oʻchirildi")).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    await expect(rowOf(page, second)).toContainText("Asosiy");

    // The organisation's Tarix holds the account changes too.
    await page.getByRole("button", { name: "Tarix" }).click();
    const entries = page.getByRole("dialog", { name: `${org.name}: tarix` }).getByTestId("history-entry");
    await expect(entries.first()).toContainText("Oʻchirildi");
    await expect(entries.nth(4)).toBeVisible();
    await expect(entries.last()).toContainText("Yaratildi");
    await page.keyboard.press("Escape");

    await page.setViewportSize({ width: 800, height: 900 });
    await settle(page);
    await shot("accounts");
    await page.getByRole("button", { name: "Hisob raqami qoʻshish" }).click();
    await expect(form).toBeVisible();
    await settle(page);
    const box = await form.locator(".ant-modal-container, .ant-modal-content").first().boundingBox();
    expect(Math.round(box!.x)).toBeGreaterThanOrEqual(0);
    expect(Math.round(box!.x + box!.width)).toBeLessThanOrEqual(800);
    await shot("account-form");
    await form.getByRole("button", { name: "Bekor qilish" }).click();

    await page.getByRole("button", { name: "Orqaga" }).click();
    await expect(page).toHaveURL("/tashkilotlar");
  });

  test("the list counts each organisation's bank accounts", async ({ page }) => {
    const session = await openSession(page, ADMIN);
    const org = await createOrganisation(session, { name: `Hisob soni ${uniqueTag()}` });
    const [bank] = await allBanks(session);
    for (let i = 0; i < 2; i += 1) {
      const res = await page.request.post(`/api/tashkilot/${org.id}/accounts`, {
        headers: { authorization: `Bearer ${session.token}` },
        data: { bankId: bank!.id, accountNumber: randomDigits(20), mfo: bank!.mfo },
      });
      expect(res.status()).toBe(201);
    }
    await page.goto("/tashkilotlar");
    await search(page, org.name);
    await expect(rowOf(page, org.name).locator("td").nth(5)).toHaveText("2");
  });

  test("an unknown organisation: Tashkilot topilmadi with a way back", async ({ page, shot }) => {
    await openSession(page, ADMIN);
    await page.goto("/tashkilot_bank/987654321");
    await expect(page.getByText("Tashkilot topilmadi")).toBeVisible();
    await settle(page);
    await shot("not-found");
    await page.getByRole("button", { name: "Orqaga" }).click();
    await expect(page).toHaveURL("/tashkilotlar");
    await page.goto("/tashkilot_bank/abc");
    await expect(page.getByText("Tashkilot topilmadi")).toBeVisible();
  });

  test("banks: head office, branch, taken MFO, delete refused while in use, delete", async ({
    page,
    shot,
  }) => {
    test.slow(); // many steps, each waiting for the server and antd's animations
    await openSession(page, ADMIN);
    const tag = uniqueTag();
    const head = `Sinov banki ${tag}`;
    const branch = `Sinov banki ${tag} Olmazor filiali`;
    const headMfo = randomMfo();
    let branchMfo = randomMfo();
    while (branchMfo === headMfo) branchMfo = randomMfo();

    await page.goto("/tashkilotlar?tab=banks");
    await expect(page.getByRole("tab", { name: "Banklar" })).toHaveAttribute("aria-selected", "true");
    await expect(rowOf(page, "Xalq banki Yunusobod filiali")).toContainText("00873");
    await settle(page);
    await shot("banks");

    const form = dialog(page);
    await page.getByRole("button", { name: "Qoʻshish" }).click();
    await form.getByLabel("Nomi").fill(head);
    await form.getByLabel("MFO").fill("123");
    await form.getByRole("button", { name: "Saqlash" }).click();
    await expect(form.getByText("MFO 5 ta raqamdan iborat boʻlishi kerak")).toBeVisible();
    await form.getByLabel("MFO").fill(headMfo);
    await form.getByRole("button", { name: "Saqlash" }).click();
    await expect(notice(page, "Maʼlumot qoʻshildi")).toBeVisible();

    const searchBox = page.getByPlaceholder("Nomi yoki MFO boʻyicha qidirish");
    await searchBox.fill(`Sinov banki ${tag}`);
    await searchBox.press("Enter");
    await expect(rowOf(page, head)).toContainText("Bosh ofis");

    // A branch of the new head office.
    await page.getByRole("button", { name: "Qoʻshish" }).click();
    await form.getByLabel("Nomi").fill(branch);
    await form.getByLabel("MFO").fill(branchMfo);
    await choose(page, form.getByLabel("Bosh ofis"), head);
    await expect(page.locator(".ant-select-dropdown:visible")).toHaveCount(0);
    await settle(page);
    await shot("bank-form");
    await form.getByRole("button", { name: "Saqlash" }).click();
    await expect(rowOf(page, branch)).toContainText(head);
    await expect(rows(page).filter({ hasText: headMfo })).toContainText("1");

    // The MFO is taken.
    await page.getByRole("button", { name: "Qoʻshish" }).click();
    await form.getByLabel("Nomi").fill(`Nusxa ${tag}`);
    await form.getByLabel("MFO").fill(headMfo);
    await form.getByRole("button", { name: "Saqlash" }).click();
    await expect(form.getByText("Bu MFO kodli bank allaqachon mavjud")).toBeVisible();
    await discardForm(page, form);

    // Head offices only.
    await page.getByText("Faqat bosh ofislar").click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(head);
    await page.getByText("Faqat bosh ofislar").click();
    await expect(rows(page)).toHaveCount(2);

    // A head office with a branch cannot go.
    await rows(page).filter({ hasText: headMfo }).getByRole("button", { name: "Oʻchirish" }).click();
    await confirmPopup(page, "Oʻchirish");
    await expect(
      page
        .locator(".ant-message")
        .getByText("Bu maʼlumot boshqa yozuvlarda ishlatilgan, uni oʻchirib boʻlmaydi"),
    ).toBeVisible();
    await expect(rows(page)).toHaveCount(2);

    // Edit the branch's name, then delete it.
    await rowOf(page, branch).getByRole("button", { name: "Tahrirlash" }).click();
    await form.getByLabel("Nomi").fill(`${branch} (yangi)`);
    await form.getByRole("button", { name: "Saqlash" }).click();
    await expect(rowOf(page, `${branch} (yangi)`)).toBeVisible();
    await rowOf(page, `${branch} (yangi)`).getByRole("button", { name: "Tarix" }).click();
    const entries = page
      .getByRole("dialog", { name: `${branch} (yangi): tarix` })
      .getByTestId("history-entry");
    await expect(entries).toHaveCount(2);
    await expect(entries.first()).toContainText(`${branch} → ${branch} (yangi)`);
    await page.keyboard.press("Escape");
    await rowOf(page, `${branch} (yangi)`).getByRole("button", { name: "Oʻchirish" }).click();
    await confirmPopup(page, "Oʻchirish");
    await expect(notice(page, "Oʻchirildi")).toBeVisible();
    await expect(rows(page)).toHaveCount(1);

    await page.setViewportSize({ width: 800, height: 900 });
    await searchBox.fill("");
    await expect(rowOf(page, "Xalq banki Yunusobod filiali")).toBeVisible();
    await settle(page);
    await shot("banks");
  });

  test("a bank in use by an account cannot be deleted", async ({ page }) => {
    const session = await openSession(page, ADMIN);
    const tag = uniqueTag();
    const bank = await createBank(session, { name: `Hisobli bank ${tag}`, mfo: randomMfo() });
    const org = await createOrganisation(session, { name: `Hisobli tashkilot ${tag}` });
    const res = await page.request.post(`/api/tashkilot/${org.id}/accounts`, {
      headers: { authorization: `Bearer ${session.token}` },
      data: { bankId: bank.id, accountNumber: randomDigits(20), mfo: bank.mfo },
    });
    expect(res.status()).toBe(201);
    expect((await allBanks(session)).some((b) => b.id === bank.id)).toBe(true);

    await page.goto("/tashkilotlar?tab=banks");
    const searchBox = page.getByPlaceholder("Nomi yoki MFO boʻyicha qidirish");
    await searchBox.fill(bank.name);
    await searchBox.press("Enter");
    await expect(rowOf(page, bank.name)).toContainText("1");
    await rowOf(page, bank.name).getByRole("button", { name: "Oʻchirish" }).click();
    await confirmPopup(page, "Oʻchirish");
    await expect(
      page
        .locator(".ant-message")
        .getByText("Bu maʼlumot boshqa yozuvlarda ishlatilgan, uni oʻchirib boʻlmaydi"),
    ).toBeVisible();
    await expect(rowOf(page, bank.name)).toBeVisible();
  });

  test("Excel export downloads an .xlsx of the filtered list", async ({ page }) => {
    await openSession(page, ADMIN);
    await page.goto("/tashkilotlar");
    await choose(page, page.getByRole("combobox", { name: "Turi" }), "Oʻz kompaniyamiz");
    await expect(rows(page).first()).toBeVisible();
    const request = page.waitForRequest((r) => r.url().includes("/api/tashkilot/export"));
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Excelga eksport" }).click();
    expect((await request).url()).toContain("kind=own");
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const path = await file.path();
    const fs = await import("node:fs");
    // An .xlsx is a zip: it starts with "PK".
    expect(fs.readFileSync(path).subarray(0, 2).toString()).toBe("PK");
  });

  test("a director without organisation_edit and bank_edit sees no write buttons", async ({ page, shot }) => {
    const session = await openSession(page, DIRECTOR);
    await page.goto("/tashkilotlar");
    const row = rowOf(page, "Makon Qurilish MChJ");
    await expect(row).toBeVisible();
    await expect(page.getByRole("button", { name: "Excelga eksport" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Qoʻshish" })).toHaveCount(0);
    for (const name of ["Tahrirlash", "Arxivlash", "Tiklash"]) {
      await expect(page.getByRole("button", { name })).toHaveCount(0);
    }
    await expect(row.getByRole("button", { name: "Hisob raqamlari" })).toBeVisible();
    await expect(row.getByRole("button", { name: "Tarix" })).toBeVisible();
    await settle(page);
    await shot("read-only");

    await row.getByRole("button", { name: "Hisob raqamlari" }).click();
    await expect(page.locator(".org-card")).toContainText("Makon Qurilish MChJ");
    await expect(rows(page).first()).toBeVisible();
    for (const name of ["Hisob raqami qoʻshish", "Tahrirlash", "Asosiy qilish", "Oʻchirish"]) {
      await expect(page.getByRole("button", { name })).toHaveCount(0);
    }

    await page.goto("/tashkilotlar?tab=banks");
    await expect(rowOf(page, "Xalq banki Yunusobod filiali")).toBeVisible();
    for (const name of ["Qoʻshish", "Tahrirlash", "Oʻchirish"]) {
      await expect(page.getByRole("button", { name })).toHaveCount(0);
    }
    await expect(rows(page).first().getByRole("button", { name: "Tarix" })).toBeVisible();

    // The server refuses the write anyway.
    const res = await page.request.post("/api/tashkilot", {
      headers: { authorization: `Bearer ${session.token}` },
      data: { name: "Ruxsatsiz", kind: "partner", stir: randomDigits(9) },
    });
    expect(res.status()).toBe(403);
  });
});
