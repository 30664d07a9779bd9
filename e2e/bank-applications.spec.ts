import type { APIRequestContext, Page } from "@playwright/test";
import {
  api,
  apiLogin,
  expectNoPageOverflow,
  expectPaperTab,
  pickOption,
  settle,
  tableRows,
  uniquePhone,
} from "./admin-helpers";
import {
  BANK_LOWER,
  BANK_LOWER_BOSS,
  BANK_UPPER,
  BANK_UPPER_BOSS,
  expect,
  SALES,
  signInWithToken,
  test,
} from "./fixtures";

interface Contract {
  id: number;
  number: string;
  status: string;
  total: number;
  downPayment: number;
  paid: number;
}
interface Row {
  id: number;
  level: "lower" | "upper";
  status: string;
  contractNumber: string;
  assigneeId: number | null;
  amountRequested: number;
}
interface Detail extends Row {
  paymentId: number | null;
  fundedAmount: number | null;
}
interface Bank {
  id: number;
  name: string;
  parentId: number | null;
}

const REQUIRED = ["passport", "income", "preliminary_contract"] as const;
const PDF = Buffer.from("%PDF-1.4\n% bank hujjati\n%%EOF\n");

/** "1 250 000 soʻm" with the no-break spaces formatMoney puts in. */
const money = (n: number, unit = true) =>
  `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0")}${unit ? "\u00a0soʻm" : ""}`;

const dialog = (page: Page, name: string) => page.getByRole("dialog", { name });
const statusTag = (page: Page) => page.locator(".ba-title .ba-status-tag");
const bell = (page: Page) => page.locator(".nt-bell");

/**
 * The sales manager's mortgage deal at a branch (API only): a new client on a free unit, the down
 * payment in, sent to the lower bank stage. Answers the contract and the branch's name.
 */
async function makeBankDeal(request: APIRequestContext): Promise<{ contract: Contract; branch: Bank }> {
  const token = await apiLogin(request, SALES);
  const client = await api<{ id: number }>(request, "post", "/api/client", token, {
    fullName: "Ipoteka Mijozov",
    phone: uniquePhone(),
    source: "reception",
  });
  const free = await api<{ items: { id: number; totalPrice: number }[] }>(
    request,
    "get",
    "/api/uy?status=available&size=100",
    token,
  );
  const unit = free.items[Math.floor(Math.random() * free.items.length)]!;
  const orgs = await api<{ id: number; kind: string }[]>(request, "get", "/api/tashkilot/all", token);
  const contract = await api<Contract>(request, "post", "/api/shartnoma", token, {
    clientId: client.id,
    unitId: unit.id,
    paymentType: "mortgage",
    downPayment: Math.round(unit.totalPrice * 0.3),
    months: 0,
    sellerOrganisationId: orgs.find((o) => o.kind === "own")!.id,
  });
  const paid = await request.post(`/api/shartnoma/${contract.id}/payments`, {
    headers: { authorization: `Bearer ${token}`, "idempotency-key": `e2e-bank-${contract.id}` },
    data: { amount: contract.downPayment, method: "bank_transfer", paidAt: "2026-01-10" },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const banks = await api<Bank[]>(request, "get", "/api/bank/all", token);
  const branch = banks.find((b) => b.parentId !== null)!;
  await api(request, "post", `/api/shartnoma/${contract.id}/bank`, token, {
    bankId: branch.id,
    note: "Ipoteka arizasi",
  });
  return { contract, branch };
}

/** The contract's application at a level, as its head sees it. */
async function applicationOf(
  request: APIRequestContext,
  token: string,
  level: "lower" | "upper",
  number: string,
): Promise<Row> {
  const page = await api<{ items: Row[] }>(
    request,
    "get",
    `/api/ariza?level=${level}&view=all&q=${encodeURIComponent(number)}`,
    token,
  );
  const row = page.items.find((r) => r.contractNumber === number);
  expect(row, `no ${level} application for ${number}`).toBeDefined();
  return row!;
}

/**
 * Gives the application to the employee unless it is theirs already (a second assignment to the
 * same person is refused: ALREADY_ASSIGNED), uploads the required papers and moves it to
 * under_review (API only).
 */
async function prepareForDecision(
  request: APIRequestContext,
  id: number,
  bossToken: string,
  workerToken: string,
  workerId: number,
) {
  const current = (await api<Detail>(request, "get", `/api/ariza/${id}`, bossToken)).assigneeId;
  if (current !== workerId)
    await api(request, "post", `/api/ariza/${id}/assign`, bossToken, { assigneeId: workerId });
  for (const kind of REQUIRED) {
    const res = await request.put(`/api/ariza/${id}/documents/${kind}`, {
      headers: { authorization: `Bearer ${workerToken}`, "content-type": "application/pdf" },
      data: PDF,
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  await api(request, "post", `/api/ariza/${id}/status`, workerToken, { status: "documents_submitted" });
  await api(request, "post", `/api/ariza/${id}/status`, workerToken, { status: "under_review" });
}

/** A demo user's id, by their name in the staff names list. */
async function idOf(request: APIRequestContext, token: string, name: string): Promise<number> {
  const names = await api<{ id: number; name: string }[]>(request, "get", "/api/user/names", token);
  const found = names.find((n) => n.name === name);
  expect(found, name).toBeDefined();
  return found!.id;
}

/** Screenshots at 1440 and 800 px, each checked for sideways overflow first. */
async function shotBoth(page: Page, shot: (name: string) => Promise<void>, name: string): Promise<void> {
  // The "done" banners fade by themselves; a person reads the screen under them.
  await expect(page.locator(".ant-message-notice")).toHaveCount(0, { timeout: 10_000 });
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

test.describe("bank applications", () => {
  test("lower bank: the head assigns, the employee uploads and submits, the head approves; the bell tells", async ({
    page,
    shot,
  }) => {
    test.setTimeout(150_000);
    const { contract } = await makeBankDeal(page.request);
    const bossToken = await apiLogin(page.request, BANK_LOWER_BOSS);
    const app = await applicationOf(page.request, bossToken, "lower", contract.number);
    expect(app.status).toBe("new");
    expect(app.assigneeId).toBeNull();

    // The head's desk: the new application waits in the unassigned queue.
    await signInWithToken(page, BANK_LOWER_BOSS);
    await page.goto("/quyi_bank_boss");
    await expect(page.getByRole("heading", { name: "Quyi bank rahbari" })).toBeVisible();
    await expect(page.getByTestId("ba-counter-unassigned")).toContainText("Tayinlanmagan");
    // Each counter opens the list filtered to what it counts.
    await expect(page.getByTestId("ba-counter-waiting")).toHaveAttribute(
      "href",
      "/quyi_bank?view=open&status=under_review",
    );
    await expect(page.getByTestId("ba-counter-stale")).toHaveAttribute(
      "href",
      /^\/quyi_bank\?view=open&minDays=\d+&sort=statusChanged$/,
    );
    const queue = page.locator("section", {
      has: page.getByRole("heading", { name: "Tayinlanmagan arizalar" }),
    });
    const row = tableRows(queue, "ba-table").filter({ hasText: contract.number });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Hujjatlarni yigʻish");
    await expect(row).toContainText(money(app.amountRequested, false));
    await shotBoth(page, shot, "desk");
    await row.locator(".ant-checkbox-input").check();
    await expect(queue.getByText("Tanlangan: 1 ta")).toBeVisible();
    await pickOption(page, queue.getByRole("combobox", { name: "Xodim" }), BANK_LOWER.name);
    await queue.getByRole("button", { name: "Tanlanganlarni xodimga biriktirish" }).click();
    await expect(page.getByText("1 ta ariza xodimga biriktirildi")).toBeVisible();
    await expect(row).toHaveCount(0);

    // The employee's bell says so; its link opens the application.
    await signInWithToken(page, BANK_LOWER);
    const worker = page;
    await worker.goto("/quyi_bank");
    await expect(worker.getByRole("heading", { name: "Quyi bank" })).toBeVisible();
    await expect(bell(worker)).toHaveAccessibleName(/oʻqilmagan/);
    const mine = tableRows(worker, "ba-table").filter({ hasText: contract.number });
    await expect(mine).toHaveCount(1);
    await expect(worker.getByRole("tab", { name: "Meniki", selected: true })).toBeVisible();
    await shotBoth(worker, shot, "list");
    await bell(worker).click();
    const note = worker.getByTestId("notification").filter({
      hasText: `Sizga ariza biriktirildi: shartnoma № ${contract.number}`,
    });
    await expect(note).toBeVisible();
    await settle(worker);
    await shot("bell");
    await note.click();
    await expect(worker).toHaveURL(new RegExp(`/quyi_bank_in/${app.id}$`));
    await expect(statusTag(worker)).toHaveText("Yangi");

    // Without the three required papers the documents cannot be marked submitted.
    const submit = worker.getByRole("button", { name: "Hujjatlar topshirildi" });
    await expect(submit).toBeDisabled();
    await expect(worker.getByTestId("ba-missing-hint")).toContainText("Pasport nusxasi");
    await shotBoth(worker, shot, "application-new");
    for (const kind of REQUIRED) {
      await worker.getByTestId(`ba-doc-file-${kind}`).setInputFiles({
        name: `${kind}.pdf`,
        mimeType: "application/pdf",
        buffer: PDF,
      });
      await expect(worker.locator(`.ba-doc[data-kind="${kind}"]`)).toHaveAttribute("data-present", "true");
    }
    await expect(worker.getByTestId("ba-missing-hint")).toHaveCount(0);
    // A stored paper opens in a new tab, fetched with the token.
    const answer = worker.waitForResponse((r) => r.url().endsWith(`/api/ariza/${app.id}/documents/passport`));
    const popup = worker.context().waitForEvent("page");
    await worker.getByRole("button", { name: "Koʻrish: Pasport nusxasi" }).click();
    expect((await answer).status()).toBe(200);
    const tab = await popup;
    await expectPaperTab(tab, new RegExp(`^Pasport nusxasi - Ipoteka Mijozov \\(ariza ${app.id}\\)\\.pdf$`));
    await tab.close();
    await worker.bringToFront(); // a background tab draws no frames (see collections.spec.ts)
    // A wrong file is refused here, before any upload.
    await worker.getByTestId("ba-doc-file-other").setInputFiles({
      name: "eslatma.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("matn"),
    });
    await expect(worker.getByText("Faqat PDF, JPEG yoki PNG fayl yuklash mumkin")).toBeVisible();
    await submit.click();
    await worker.getByRole("button", { name: "Ha, oʻtkazish" }).click();
    await expect(statusTag(worker)).toHaveText("Hujjatlar topshirildi");
    await worker.getByRole("button", { name: "Koʻrib chiqishga yuborish" }).click();
    await worker.getByRole("button", { name: "Ha, oʻtkazish" }).click();
    await expect(statusTag(worker)).toHaveText("Koʻrib chiqilmoqda");
    // The employee cannot decide.
    await expect(worker.getByRole("button", { name: "Tasdiqlash" })).toHaveCount(0);
    await worker.getByPlaceholder("Izoh yozing…").fill("Bank filiali hujjatlarni qabul qildi");
    await worker.getByRole("button", { name: "Qoʻshish" }).click();
    await expect(
      worker.getByTestId("ba-comment").filter({ hasText: "hujjatlarni qabul qildi" }),
    ).toBeVisible();

    // The head approves less than asked: the rest is the client's to find.
    await signInWithToken(page, BANK_LOWER_BOSS);
    await page.goto(`/quyi_bank_in/${app.id}`);
    await expect(statusTag(page)).toHaveText("Koʻrib chiqilmoqda");
    await page.getByRole("button", { name: "Tasdiqlash" }).click();
    const approve = dialog(page, "Arizani tasdiqlash");
    const amount = approve.getByLabel("Tasdiqlangan summa, soʻm");
    await amount.fill(String(app.amountRequested + 1_000_000));
    await approve.getByRole("button", { name: "Tasdiqlash" }).click();
    await expect(approve.getByText("Summa soʻralgan summadan")).toBeVisible();
    const approved = app.amountRequested - 10_000_000;
    await amount.fill(String(approved));
    await settle(page);
    await shot("approve-dialog");
    await approve.getByRole("button", { name: "Tasdiqlash" }).click();
    await expect(approve).toBeHidden();
    await expect(statusTag(page)).toHaveText("Tasdiqlangan");
    await expect(page.getByTestId("ba-approved")).toHaveText(money(approved));
    await expect(page.getByTestId("ba-shortfall")).toHaveText(money(10_000_000));
    await shotBoth(page, shot, "application-approved");

    // The history tells what happened, in Uzbek.
    await page.getByRole("button", { name: "Tarix" }).click();
    const history = page.locator(".history-drawer");
    await expect(history.getByTestId("history-entry").first()).toBeVisible();
    await settle(page);
    await shot("history");
    const text = (await history.textContent()) ?? "";
    for (const raw of ["under_review", "approved", "documents_submitted", "bank_application", "undefined"])
      expect(text).not.toContain(raw);
  });

  test("upper bank: assigned, approved and funded; the contract is concluded with the bank's payment", async ({
    page,
    shot,
  }) => {
    test.setTimeout(150_000);
    const { contract } = await makeBankDeal(page.request);
    const lowerBoss = await apiLogin(page.request, BANK_LOWER_BOSS);
    const lowerWorker = await apiLogin(page.request, BANK_LOWER);
    const lower = await applicationOf(page.request, lowerBoss, "lower", contract.number);
    await prepareForDecision(
      page.request,
      lower.id,
      lowerBoss,
      lowerWorker,
      await idOf(page.request, lowerBoss, BANK_LOWER.name),
    );
    await api(page.request, "post", `/api/ariza/${lower.id}/status`, lowerBoss, {
      status: "approved",
      amountApproved: lower.amountRequested,
    });

    // Head office's head gives the new application to an employee on its own screen.
    const upperBoss = await apiLogin(page.request, BANK_UPPER_BOSS);
    const upper = await applicationOf(page.request, upperBoss, "upper", contract.number);
    expect(upper.status).toBe("new");
    await signInWithToken(page, BANK_UPPER_BOSS);
    await page.goto(`/yuqori_bank_in/${upper.id}`);
    await expect(statusTag(page)).toHaveText("Yangi");
    await expect(page.locator(".ba-related")).toContainText("Quyi bank");
    await page.getByRole("button", { name: "Tayinlash" }).click();
    const assign = dialog(page, "Masʼul xodimni tayinlash");
    await pickOption(page, assign.getByRole("combobox", { name: "Xodim" }), BANK_UPPER.name);
    // Meanwhile the same employee is given it from another screen: this one is told, not congratulated.
    const upperWorkerId = await idOf(page.request, upperBoss, BANK_UPPER.name);
    await api(page.request, "post", `/api/ariza/${upper.id}/assign`, upperBoss, {
      assigneeId: upperWorkerId,
    });
    await assign.getByRole("button", { name: "Tayinlash" }).click();
    await expect(page.locator(".ant-message-notice")).toHaveText(
      "Bu xodimga allaqachon biriktirilgan: hech narsa oʻzgarmadi",
    );
    await expect(assign).toBeHidden();
    await expect(page.getByTestId("ba-assignee")).toHaveText(BANK_UPPER.name);

    // The employee's part (uploads and moves were shown at the branch) through the API.
    const upperWorker = await apiLogin(page.request, BANK_UPPER);
    await prepareForDecision(page.request, upper.id, upperBoss, upperWorker, upperWorkerId);

    await page.reload();
    await expect(statusTag(page)).toHaveText("Koʻrib chiqilmoqda");
    await page.getByRole("button", { name: "Tasdiqlash" }).click();
    const approve = dialog(page, "Arizani tasdiqlash");
    await approve.getByRole("button", { name: "Tasdiqlash" }).click();
    await expect(approve).toBeHidden();
    await expect(statusTag(page)).toHaveText("Tasdiqlangan");
    await expect(page.locator(".ba-facts")).toContainText("Pul kutilmoqda");

    await page.getByRole("button", { name: "Mablagʻ tushdi" }).click();
    const funded = dialog(page, "Bank mablagʻi tushdi");
    await funded.getByRole("button", { name: "Mablagʻ tushdi" }).click();
    await expect(funded.getByText("Kredit shartnomasi raqamini kiriting")).toBeVisible();
    await funded.getByLabel("Kredit shartnomasi raqami").fill(`KR-${contract.number}`);
    await settle(page);
    await shot("funded-dialog");
    await funded.getByRole("button", { name: "Mablagʻ tushdi" }).click();
    await expect(funded).toBeHidden();
    await expect(statusTag(page)).toHaveText("Mablagʻ oʻtkazildi");
    await expect(page.getByTestId("ba-funded")).toContainText(money(upper.amountRequested));
    await expect(page.getByRole("button", { name: "Mablagʻ tushdi" })).toHaveCount(0);
    await shotBoth(page, shot, "application-funded");

    const detail = await api<Detail>(page.request, "get", `/api/ariza/${upper.id}`, upperBoss);
    expect(detail.status).toBe("funded");
    expect(detail.paymentId).not.toBeNull();
    const salesToken = await apiLogin(page.request, SALES);
    const after = await api<Contract>(page.request, "get", `/api/shartnoma/${contract.id}`, salesToken);
    expect(after.status).toBe("concluded");
    expect(after.paid).toBe(contract.downPayment + upper.amountRequested);

    // The contract number links to the contract's page.
    await page.locator(".ba-facts").getByRole("link", { name: contract.number }).click();
    await expect(page).toHaveURL(new RegExp(`/shartnoma_jarayon/${contract.id}$`));
  });

  test("a rejection reaches the sales manager with its reason", async ({ page, shot }) => {
    test.setTimeout(90_000);
    const { contract } = await makeBankDeal(page.request);
    const bossToken = await apiLogin(page.request, BANK_LOWER_BOSS);
    const app = await applicationOf(page.request, bossToken, "lower", contract.number);

    await signInWithToken(page, BANK_LOWER_BOSS);
    await page.goto(`/quyi_bank_in/${app.id}`);
    await expect(statusTag(page)).toHaveText("Yangi");
    await page.getByRole("button", { name: "Rad etish" }).click();
    const reject = dialog(page, "Arizani rad etish");
    await reject.getByRole("button", { name: "Rad etish" }).click();
    await expect(reject.getByText("Sababni yozing (kamida 3 ta belgi)")).toBeVisible();
    const reason = "Mijozning daromadi yetarli emas";
    await reject.getByLabel("Rad etish sababi").fill(reason);
    await settle(page);
    await shot("reject-dialog");
    await reject.getByRole("button", { name: "Rad etish" }).click();
    await expect(reject).toBeHidden();
    await expect(statusTag(page)).toHaveText("Rad etilgan");
    await expect(page.locator(".ba-reason")).toContainText(reason);
    await expect(page.locator(".ba-moves")).toHaveCount(0);
    await shotBoth(page, shot, "application-rejected");

    // A second decision on a decided application is refused in Uzbek and the screen refreshes.
    const res = await page.request.post(`/api/ariza/${app.id}/status`, {
      headers: { authorization: `Bearer ${bossToken}` },
      data: { status: "approved", amountApproved: 1 },
    });
    expect(res.status()).toBe(409);

    // The contract goes back to the sales manager's desk.
    const salesToken = await apiLogin(page.request, SALES);
    expect(
      (await api<Contract>(page.request, "get", `/api/shartnoma/${contract.id}`, salesToken)).status,
    ).toBe("in_process");
    await signInWithToken(page, SALES);
    await page.goto("/contract");
    await bell(page).click();
    const note = page.getByTestId("notification").filter({ hasText: `shartnoma № ${contract.number}` });
    await expect(note).toHaveText(
      new RegExp(`Quyi bank arizani rad etdi: shartnoma № ${contract.number}\\. Sabab: ${reason}`),
    );
    await shot("bell-rejected");
    await page.getByRole("button", { name: "Hammasini oʻqilgan deb belgilash" }).click();
    await expect(bell(page)).toHaveAccessibleName("Bildirishnomalar");

    // The manager changes the payment type: the client pays by installments instead.
    await page.goto(`/shartnoma_jarayon/${contract.id}`);
    await page.getByRole("button", { name: "Toʻlov turini oʻzgartirish" }).click();
    const change = page.getByRole("dialog", { name: "Toʻlov turini oʻzgartirish" });
    await expect(change.getByLabel("Muddat, oy")).toHaveValue("12");
    await change.getByLabel("Oʻzgartirish sababi").fill("Bank rad etdi, mijoz boʻlib toʻlaydi");
    await shot("payment-type-dialog");
    await change.getByRole("button", { name: "Saqlash" }).click();
    await expect(page.getByText("Toʻlov turi oʻzgartirildi")).toBeVisible();
    await expect(change).toBeHidden();
    const after = await api<Contract & { paymentType: string; months: number }>(
      page.request,
      "get",
      `/api/shartnoma/${contract.id}`,
      salesToken,
    );
    expect([after.paymentType, after.months, after.status]).toEqual(["installment", 12, "in_process"]);
    // No bank stage for an installment deal: its button is gone.
    await expect(page.getByRole("button", { name: "Bank bosqichiga yuborish" })).toHaveCount(0);
  });

  test("the list filters, searches and keeps them in the address; a stale move is refused in Uzbek", async ({
    page,
    shot,
  }) => {
    test.setTimeout(90_000);
    const { contract } = await makeBankDeal(page.request);
    const bossToken = await apiLogin(page.request, BANK_LOWER_BOSS);
    const app = await applicationOf(page.request, bossToken, "lower", contract.number);

    await signInWithToken(page, BANK_LOWER_BOSS);
    await page.goto("/quyi_bank");
    await page.getByRole("tab", { name: "Hammasi" }).click();
    await expect(page).toHaveURL(/view=all/);
    await page.getByLabel("Qidirish").fill(contract.number);
    await expect(page).toHaveURL(new RegExp(`q=${contract.number}`));
    const rows = tableRows(page, "ba-table");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(contract.number);
    await expect(rows.first()).toContainText("Ipoteka Mijozov");
    await page.getByLabel("Holatda kamida, kun").fill("30");
    await expect(page).toHaveURL(/minDays=30/);
    await expect(page.getByText("Bu shartlarga mos ariza topilmadi")).toBeVisible();
    await shotBoth(page, shot, "list-empty");
    await page.reload();
    await expect(page.getByLabel("Holatda kamida, kun")).toHaveValue("30");
    await page.getByRole("button", { name: "Tozalash" }).click();
    await expect(page).not.toHaveURL(/minDays/);
    // The head may export what the list shows.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Excelga eksport" }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    await page.getByRole("tab", { name: "Tayinlanmagan" }).click();
    await expect(tableRows(page, "ba-table").filter({ hasText: contract.number })).toHaveCount(1);
    await tableRows(page, "ba-table").filter({ hasText: contract.number }).click();
    await expect(page).toHaveURL(new RegExp(`/quyi_bank_in/${app.id}$`));

    // Someone else rejects it while this screen still offers the moves.
    await expect(page.getByRole("button", { name: "Rad etish" })).toBeVisible();
    await api(page.request, "post", `/api/ariza/${app.id}/status`, bossToken, {
      status: "rejected",
      reason: "Boshqa oynada rad etildi",
    });
    await page.getByRole("button", { name: "Rad etish" }).click();
    const reject = dialog(page, "Arizani rad etish");
    await reject.getByLabel("Rad etish sababi").fill("Ikkinchi marta");
    await reject.getByRole("button", { name: "Rad etish" }).click();
    await expect(page.locator(".ant-message-notice")).toHaveText(
      /Ariza boʻyicha qaror allaqachon qabul qilingan|Bu holatdan bunday oʻtish mumkin emas/,
    );
    await expect(reject).toBeHidden();
    await expect(statusTag(page)).toHaveText("Rad etilgan");
    await expect(page.locator(".ba-reason")).toContainText("Boshqa oynada rad etildi");
  });
});
