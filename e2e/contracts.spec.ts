import { readFile } from "node:fs/promises";
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
import { ADMIN, CONTRACTS, DIRECTOR, expect, RECEPTION, SALES, signInWithToken, test } from "./fixtures";

interface Contract {
  id: number;
  number: string;
  status: string;
  total: number;
  downPayment: number;
  paid: number;
  unitId: number;
  schedule: { amount: number; paid: number; dueDate: string }[];
}
interface Payment {
  id: number;
  amount: number;
  cancelledAt: string | null;
  cancelReason: string | null;
}
interface ContractPage {
  items: { id: number; number: string; overdue: boolean; owedBack: number; refusalReason: string | null }[];
  total: number;
}

const IN_PROGRESS = "draft,in_process,bank_lower,bank_upper";
const CONCLUDED = "concluded,handed_over";

/** "1 250 000 soʻm" with the no-break spaces formatMoney puts in. */
const money = (n: number, unit = true) =>
  `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0")}${unit ? "\u00a0soʻm" : ""}`;

const rows = (page: Page) => tableRows(page, "ct-table");
const totalText = (page: Page) => page.locator(".ct-table .ant-pagination-total-text").first();
const statusTag = (page: Page) => page.locator(".ct-title .ct-status-tag");
const dialog = (page: Page, name: string) => page.getByRole("dialog", { name });

/** The sales manager draws up an installment contract for a new client on a free unit (API only). */
async function makeContract(
  request: APIRequestContext,
  salesToken: string,
  paymentType: "installment" | "mortgage" = "installment",
): Promise<Contract> {
  const client = await api<{ id: number }>(request, "post", "/api/client", salesToken, {
    fullName: "Sinov Shartnomachi",
    phone: uniquePhone(),
    source: "reception",
  });
  const free = await api<{ items: { id: number; totalPrice: number }[] }>(
    request,
    "get",
    "/api/uy?status=available&size=100",
    salesToken,
  );
  expect(free.items.length).toBeGreaterThan(0);
  const unit = free.items[Math.floor(Math.random() * free.items.length)]!;
  const orgs = await api<{ id: number; kind: string }[]>(request, "get", "/api/tashkilot/all", salesToken);
  const seller = orgs.find((o) => o.kind === "own");
  expect(seller).toBeDefined();
  return api<Contract>(request, "post", "/api/shartnoma", salesToken, {
    clientId: client.id,
    unitId: unit.id,
    paymentType,
    downPayment: Math.round(unit.totalPrice * 0.3),
    months: paymentType === "installment" ? 12 : 0,
    sellerOrganisationId: seller!.id,
  });
}

const contractOf = (request: APIRequestContext, token: string, id: number) =>
  api<Contract>(request, "get", `/api/shartnoma/${id}`, token);
const paymentsOf = (request: APIRequestContext, token: string, id: number) =>
  api<Payment[]>(request, "get", `/api/shartnoma/${id}/payments`, token);
const unitStatus = async (request: APIRequestContext, token: string, id: number) =>
  (await api<{ status: string }>(request, "get", `/api/uy/${id}`, token)).status;
const listTotal = async (request: APIRequestContext, token: string, query: string) =>
  (await api<ContractPage>(request, "get", `/api/shartnoma?size=1&${query}`, token)).total;

async function openProcess(page: Page, id: number): Promise<void> {
  await page.goto(`/shartnoma_jarayon/${id}`);
  await expect(statusTag(page)).toBeVisible();
}

/** At 1440 px every column fits beside the menu: the table does not scroll sideways. */
async function expectTableFits(page: Page): Promise<void> {
  const scroller = page.locator(".ct-table .ant-table-content, .ct-table .ant-table-body").first();
  expect(await scroller.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
}

async function shotBoth(page: Page, shot: (name: string) => Promise<void>, name: string): Promise<void> {
  for (const width of [1440, 800]) {
    await page.setViewportSize({ width, height: 900 });
    // The layout follows the new width on the next frames (media queries in React).
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await settle(page);
    await expectNoPageOverflow(page);
    await shot(name);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe("contracts", () => {
  test("down payment (a retried save is booked once), overpayment, cancel, conclude, PDF, history", async ({
    page,
    shot,
  }) => {
    test.setTimeout(120_000);
    const salesToken = await apiLogin(page.request, SALES);
    const contract = await makeContract(page.request, salesToken);
    const token = await signInWithToken(page, ADMIN);
    await openProcess(page, contract.id);
    await expect(
      page.getByRole("heading", { name: new RegExp(`Shartnoma № ${contract.number}`) }),
    ).toBeVisible();
    await expect(statusTag(page)).toHaveText("Rasmiylashtirilmoqda");
    await expect(page.locator(".ct-steps")).toContainText("Rasmiylashtirilmoqda");
    // 1 down payment row + 12 monthly rows, nothing paid yet.
    await expect(page.locator(".ct-schedule tr.ant-table-row")).toHaveCount(13);
    await expect(page.locator(".ct-schedule tr.ant-table-row").first()).toContainText("Toʻlanmagan");
    const concludeButton = page.getByRole("button", { name: "Shartnomani tuzish" });
    await expect(concludeButton).toBeDisabled();
    await expect(page.getByText("Avval boshlangʻich toʻlov toʻliq kiritilishi kerak")).toBeVisible();
    await shotBoth(page, shot, "process-new");

    // The first save's answer is lost on the way back; the retry sends the same key.
    const keys: string[] = [];
    let dropFirst = true;
    await page.route(`**/api/shartnoma/${contract.id}/payments`, async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      if (dropFirst) {
        dropFirst = false;
        await route.fetch();
        return route.abort("failed");
      }
      return route.continue();
    });
    await page.getByRole("button", { name: "Toʻlov kiritish" }).click();
    const payDialog = dialog(page, "Toʻlov kiritish");
    await expect(payDialog).toBeVisible();
    await expect(payDialog.getByLabel("Summa, soʻm")).toHaveValue(money(contract.downPayment, false));
    await payDialog.getByLabel("Kvitansiya raqami").fill("KV-1");
    await payDialog.getByRole("button", { name: "Saqlash" }).click();
    await expect(payDialog.getByRole("alert")).toBeVisible();
    await payDialog.getByRole("button", { name: "Saqlash" }).click();
    await expect(payDialog).toBeHidden();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    await page.unroute(`**/api/shartnoma/${contract.id}/payments`);
    const once = await paymentsOf(page.request, token, contract.id);
    expect(once).toHaveLength(1);
    expect(once[0]!.amount).toBe(contract.downPayment);
    await expect(page.getByTestId("ct-paid")).toHaveText(money(contract.downPayment));
    await expect(page.getByTestId("ct-balance")).toHaveText(money(contract.total - contract.downPayment));
    await expect(page.locator(".ct-schedule tr.ant-table-row").first()).toContainText("Toʻlangan");
    await expect(page.locator(".ct-payments tr.ant-table-row")).toHaveCount(1);
    await expect(page.locator(".ct-payments")).toContainText("KV-1");
    await expect(concludeButton).toBeEnabled();

    // More than is owed: the Uzbek message and what is still owed.
    const owed = contract.total - contract.downPayment;
    await page.getByRole("button", { name: "Toʻlov kiritish" }).click();
    await expect(payDialog).toBeVisible();
    // The next unpaid amount is the first monthly row.
    await expect(payDialog.getByLabel("Summa, soʻm")).toHaveValue(money(contract.schedule[0]!.amount, false));
    // Refused in the form with what is still owed, kept as typed (never cut down), nothing sent;
    // the API refuses it too (OVERPAYMENT) when another desk's payment made the form's figure old.
    await payDialog.getByLabel("Summa, soʻm").fill(String(owed + 1));
    await payDialog.getByRole("button", { name: "Saqlash" }).click();
    await expect(payDialog.locator(".ant-form-item-explain-error")).toHaveText(
      `Summa qolgan qarzdan koʻp: koʻpi bilan ${money(owed)}`,
    );
    await expect(payDialog.getByLabel("Summa, soʻm")).toHaveValue(money(owed + 1, false));
    const refused = await page.request.post(`/api/shartnoma/${contract.id}/payments`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { amount: owed + 1, method: "cash", paidAt: "2026-11-23" },
    });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "OVERPAYMENT", details: { owed } });
    await settle(page);
    await shot("payment-overpaid");
    // A smaller sum with the same form goes through: the failed try left no key behind.
    await payDialog.getByLabel("Summa, soʻm").fill("150000");
    await payDialog.getByRole("button", { name: "Saqlash" }).click();
    await expect(payDialog).toBeHidden();
    await expect(page.locator(".ct-payments tr.ant-table-row")).toHaveCount(2);
    await expect(page.getByTestId("ct-paid")).toHaveText(money(contract.downPayment + 150_000));

    // Cancel the extra payment with a reason: it stays, struck through, and paid goes back.
    const extra = page.locator(".ct-payments tr.ant-table-row").filter({ hasText: money(150_000, false) });
    await extra.getByRole("button", { name: "Bekor qilish" }).click();
    const cancelDialog = dialog(page, "Toʻlovni bekor qilish");
    const ok = cancelDialog.getByRole("button", { name: "Toʻlovni bekor qilish" });
    await expect(ok).toBeDisabled();
    await cancelDialog.getByLabel("Sabab").fill("Kassada xato kiritilgan");
    await ok.click();
    await expect(cancelDialog).toBeHidden();
    await expect(page.locator(".ct-payment-cancelled")).toContainText(
      "Bekor qilingan: Kassada xato kiritilgan",
    );
    await expect(page.getByTestId("ct-paid")).toHaveText(money(contract.downPayment));
    const afterCancel = await paymentsOf(page.request, token, contract.id);
    expect(afterCancel.filter((p) => p.cancelledAt !== null).map((p) => p.cancelReason)).toEqual([
      "Kassada xato kiritilgan",
    ]);

    // The PDF opens in a new tab from the token-fetched file; without the buyer's passport the
    // manager is asked first (the paper would have empty lines).
    const pdfAnswer = page.waitForResponse((r) => r.url().endsWith(`/api/shartnoma/${contract.id}/pdf`));
    const popup = page.context().waitForEvent("page");
    await page.getByRole("button", { name: "PDF" }).click();
    const askPrint = page.getByRole("dialog").filter({ hasText: "pasport maʼlumotlari kiritilmagan" });
    await askPrint.getByRole("button", { name: "Ha, chop etish" }).click();
    const pdf = await pdfAnswer;
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    const tab = await popup;
    await expectPaperTab(tab, new RegExp(`^Shartnoma ${contract.number} - Sinov Shartnomachi\\.pdf$`));
    await tab.close();
    await page.bringToFront(); // a background tab draws no frames (see collections.spec.ts)

    // Conclude: what is missing is said before; then the contract is concluded and the unit sold.
    await concludeButton.click();
    const askConclude = page.getByRole("dialog").filter({ hasText: "Diqqat:" });
    await expect(askConclude).toContainText("mijozning pasport maʼlumotlari, imzolangan nusxa yoʻq");
    await askConclude.getByRole("button", { name: "Ha, baribir tuzish" }).click();
    await expect(statusTag(page)).toHaveText("Tuzilgan");
    expect((await contractOf(page.request, token, contract.id)).status).toBe("concluded");
    expect(await unitStatus(page.request, token, contract.unitId)).toBe("sold");
    await expect(page.getByRole("button", { name: "Shartnomani tuzish" })).toHaveCount(0);

    // The history drawer lists the changes.
    await page.getByRole("button", { name: "Tarix" }).click();
    const history = page.getByRole("dialog", { name: `Shartnoma № ${contract.number} tarixi` });
    await expect(history.getByTestId("history-entry").first()).toBeVisible();
    expect(await history.getByTestId("history-entry").count()).toBeGreaterThanOrEqual(3);
    // Payments are in the contract's history, in Uzbek: the cancellation with its reason.
    await expect(history).toContainText("Bekor qilish sababi");
    await expect(history).toContainText("Kassada xato kiritilgan");
    await expect(history).toContainText("Holati");
    await expect(history).toContainText("Tuzilgan");
    await settle(page);
    await shot("process-history");
    await page.keyboard.press("Escape");
    await expect(history).toBeHidden();
    await shotBoth(page, shot, "process-concluded");
  });

  test("refusing frees the unit; the contract is in /otkaz_shartnoma with its reason and money owed back", async ({
    page,
    shot,
  }) => {
    test.setTimeout(60_000);
    const salesToken = await apiLogin(page.request, SALES);
    const contract = await makeContract(page.request, salesToken);
    const adminToken = await apiLogin(page.request, ADMIN);
    const paid = 2_000_000;
    const res = await page.request.post(`/api/shartnoma/${contract.id}/payments`, {
      headers: { authorization: `Bearer ${adminToken}`, "idempotency-key": `e2e-${contract.id}-refuse` },
      data: { amount: paid, method: "cash", paidAt: new Date().toISOString().slice(0, 10) },
    });
    expect(res.status()).toBe(201);

    await signInWithToken(page, CONTRACTS);
    await openProcess(page, contract.id);
    await page.getByRole("button", { name: "Rad etish" }).click();
    const refuse = dialog(page, "Shartnomani rad etish");
    await expect(refuse).toContainText("xonadon darhol yana boʻsh boʻladi");
    const ok = refuse.getByRole("button", { name: "Rad etish" });
    await expect(ok).toBeDisabled();
    await refuse.getByLabel("Rad etish sababi").fill("Mijoz boshqa shaharga koʻchdi");
    await ok.click();
    await expect(refuse).toBeHidden();
    await expect(statusTag(page)).toHaveText("Rad etilgan");
    await expect(page.locator(".ct-summary")).toContainText("Mijoz boshqa shaharga koʻchdi");
    await expect(page.getByRole("button", { name: "Toʻlov kiritish" })).toHaveCount(0);
    expect(await unitStatus(page.request, adminToken, contract.unitId)).toBe("available");
    await expect(page.getByTestId("ct-owed-back")).toHaveText(money(paid));

    // Part of the money goes back: the form offers what is owed back and refuses more.
    await page.getByRole("button", { name: "Pulni qaytarish" }).click();
    const refund = dialog(page, "Pulni qaytarish");
    await expect(refund.getByTestId("refund-owed")).toContainText(money(paid));
    await expect(refund.getByLabel("Summa, soʻm")).toHaveValue(money(paid, false));
    // More than is owed back is refused with the reason, and stays as typed (never cut down).
    await refund.getByLabel("Summa, soʻm").fill(String(paid + 1));
    await refund.getByRole("button", { name: "Qaytarish" }).click();
    await expect(refund.locator(".ant-form-item-explain-error")).toContainText(
      "qaytarilishi kerak boʻlgan summadan koʻp",
    );
    await expect(refund.getByLabel("Summa, soʻm")).toHaveValue(money(paid + 1, false));
    await refund.getByLabel("Summa, soʻm").fill("1500000");
    await refund.getByLabel("Kvitansiya raqami").fill("QK-7");
    await refund.getByRole("button", { name: "Qaytarish" }).click();
    await expect(refund).toBeHidden();
    await expect(page.getByTestId("ct-owed-back")).toHaveText(money(paid - 1_500_000));
    await expect(page.locator(".ct-payments")).toContainText("QK-7");
    const refunds = await paymentsOf(page.request, adminToken, contract.id);
    expect(refunds.map((p) => p.amount).sort((a, b) => a - b)).toEqual([1_500_000, paid]);
    expect((await contractOf(page.request, adminToken, contract.id)).paid).toBe(paid - 1_500_000);
    await page.getByRole("button", { name: "Tarix" }).click();
    const history = page.getByRole("dialog", { name: `Shartnoma № ${contract.number} tarixi` });
    await expect(history.locator(".history-entry-action").filter({ hasText: "Pul qaytarildi" })).toHaveCount(
      1,
    );
    await expect(history.locator(".history-entry-action").filter({ hasText: "Rad etildi" })).toHaveCount(1);
    await expect(
      history.locator(".history-entry-action").filter({ hasText: "Toʻlov qabul qilindi" }),
    ).toHaveCount(1);
    // Every field and value in words and screen formats: no raw keys, ids or ISO dates.
    await expect(history).toContainText("Toʻlov sanasi");
    await expect(history).toContainText(money(1_500_000));
    await expect(history).toContainText(`№ ${contract.number}`);
    for (const raw of ["paidAt", "contractId", "userId", "amount", "bank_transfer", "in_process", "refused"])
      await expect(history).not.toContainText(raw);
    await expect(history).not.toContainText(/\d{4}-\d{2}-\d{2}/);
    await page.keyboard.press("Escape");
    await expect(history).toBeHidden();

    await page.goto(`/otkaz_shartnoma?q=${contract.number}`);
    await expect(page.getByRole("heading", { name: "Rad etilgan shartnomalar" })).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(contract.number);
    await expect(rows(page).first()).toContainText("Mijoz boshqa shaharga koʻchdi");
    await expect(rows(page).first().locator(".ct-owed")).toHaveText(money(paid - 1_500_000, false));
    await expect(rows(page).first().locator(".ct-refunded")).toHaveText(money(1_500_000, false));
    await page.goto("/otkaz_shartnoma");
    const refused = await listTotal(page.request, adminToken, "status=refused");
    await expect(totalText(page)).toHaveText(`Jami: ${refused} ta shartnoma`);
    await expectTableFits(page);
    await shotBoth(page, shot, "refused");

    // A refused contract whose schedule had rows past due (demo data) shows none of them as late.
    const today = new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);
    const demoRefused = await api<ContractPage>(
      page.request,
      "get",
      "/api/shartnoma?status=refused&size=50",
      adminToken,
    );
    let lateOnPaper: number | undefined;
    for (const item of demoRefused.items) {
      const detail = await contractOf(page.request, adminToken, item.id);
      if (detail.schedule.some((r) => r.paid < r.amount && r.dueDate.slice(0, 10) < today)) {
        lateOnPaper = item.id;
        break;
      }
    }
    expect(lateOnPaper).toBeDefined();
    await openProcess(page, lateOnPaper!);
    await expect(page.locator(".ct-schedule tr.ct-schedule-row").first()).toBeVisible();
    await expect(page.locator(".ct-schedule tr.ct-row-overdue")).toHaveCount(0);

    // Another member of staff, the sales manager, finds the unit free and can book it again.
    await signInWithToken(page, SALES);
    await page.goto(`/sotuv_xonadon/${contract.unitId}`);
    await expect(page.locator(".sl-details .sl-status")).toHaveText("Boʻsh");
    // Visible to be used once a client is chosen (the card asks for one first).
    await expect(page.getByRole("button", { name: "Bron qilish", exact: true })).toBeVisible();
  });

  test("a new schedule after signing: preview from the shared planner, saved as version 2, in the history", async ({
    page,
    shot,
  }) => {
    test.setTimeout(60_000);
    const salesToken = await apiLogin(page.request, SALES);
    const contract = await makeContract(page.request, salesToken);
    const token = await signInWithToken(page, CONTRACTS);
    await openProcess(page, contract.id);
    await expect(page.getByRole("heading", { name: "Toʻlov jadvali", exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Jadvalni oʻzgartirish" }).click();
    const form = dialog(page, "Toʻlov jadvalini oʻzgartirish");
    await expect(form).toContainText("1-versiya");
    await form.getByLabel("Muddat, oy").fill("24");
    const first = form.getByLabel("Birinchi toʻlov sanasi");
    await first.click();
    await first.fill("15.01.2027");
    await first.press("Enter");
    const rest = contract.total - contract.downPayment;
    const monthly = Math.floor(rest / 24);
    const lastRow = rest - monthly * 23;
    await expect(form.getByTestId("reschedule-preview")).toHaveText(
      `24 ta toʻlov, har oy ${money(monthly)} (oxirgisi ${money(lastRow)}), oxirgi muddat 15.12.2028`,
    );
    const save = form.getByRole("button", { name: "Yangi jadvalni saqlash" });
    await save.click();
    await expect(form.getByText("Kamida 3 ta belgi")).toBeVisible();
    await form.getByLabel("Oʻzgartirish sababi").fill("Mijoz muddatni uzaytirishni soʻradi");
    await settle(page);
    await shot("reschedule");
    await save.click();
    await expect(form).toBeHidden();
    await expect(page.getByRole("heading", { name: "Toʻlov jadvali (2-versiya)" })).toBeVisible();

    const after = (await contractOf(page.request, token, contract.id)) as Contract & {
      scheduleVersion: number;
      months: number;
      schedule: { amount: number; dueDate: string }[];
    };
    expect(after.scheduleVersion).toBe(2);
    expect(after.schedule).toHaveLength(24);
    expect(after.schedule[0]?.dueDate.slice(0, 10)).toBe("2027-01-15");
    expect(after.schedule.reduce((a, r) => a + r.amount, 0)).toBe(rest);
    await expect(page.locator(".ct-schedule tr.ct-schedule-row")).toHaveCount(25);

    await page.getByRole("button", { name: "Tarix" }).click();
    const history = page.getByRole("dialog", { name: `Shartnoma № ${contract.number} tarixi` });
    const entry = history.getByTestId("history-entry").filter({ hasText: "Toʻlov jadvali yangilandi" });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText("Sabab");
    await expect(entry).toContainText("Mijoz muddatni uzaytirishni soʻradi");
    await expect(entry).toContainText("Muddat (oy)");
  });

  test("each step keeps who reached it and when: a later scan does not take over step 1", async ({
    page,
    shot,
  }) => {
    // Two screens of many tiles or a whole contract: room for a busy machine.
    test.setTimeout(60_000);
    const salesToken = await apiLogin(page.request, SALES);
    const contract = await makeContract(page.request, salesToken);
    const token = await signInWithToken(page, CONTRACTS);
    // Another person uploads the signed scan at the same status: a note on the timeline.
    const put = await page.request.put(`/api/shartnoma/${contract.id}/scan`, {
      headers: { authorization: `Bearer ${token}`, "content-type": "application/pdf" },
      data: Buffer.from("%PDF-1.4\n% imzolangan\n%%EOF\n"),
    });
    expect(put.status()).toBe(200);
    await openProcess(page, contract.id);
    const first = page.locator(".ct-steps .ant-steps-item").first();
    await expect(first).toContainText("Rasmiylashtirilmoqda");
    await expect(first).toContainText(SALES.name);
    await expect(first).not.toContainText(CONTRACTS.name);
    await shot("contract-steps");
  });

  test("the signed scan: wrong files refused here, upload, open, replace after a confirmation", async ({
    page,
    shot,
  }) => {
    test.setTimeout(60_000);
    const salesToken = await apiLogin(page.request, SALES);
    const contract = await makeContract(page.request, salesToken);
    const token = await signInWithToken(page, CONTRACTS);
    await openProcess(page, contract.id);
    await expect(page.getByTestId("ct-scan-state")).toHaveText("Yuklanmagan");
    await expect(page.getByRole("button", { name: /Imzolangan nusxa$/ })).toHaveCount(0);

    const input = page.getByTestId("scan-file");
    await input.setInputFiles({
      name: "nusxa.docx",
      mimeType: "application/msword",
      buffer: Buffer.from("x"),
    });
    await expect(page.getByText("Faqat PDF, JPEG yoki PNG fayl yuklash mumkin")).toBeVisible();
    expect((await contractOf(page.request, token, contract.id)) as unknown).toMatchObject({ hasScan: false });

    const pdf = Buffer.from("%PDF-1.4\n% imzolangan shartnoma\n%%EOF\n");
    await input.setInputFiles({ name: "shartnoma.pdf", mimeType: "application/pdf", buffer: pdf });
    await expect(page.getByText("Imzolangan nusxa yuklandi").first()).toBeVisible();
    await expect(page.getByTestId("ct-scan-state")).toHaveText(
      /^Yuklangan, imzolangan: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/,
    );
    expect((await contractOf(page.request, token, contract.id)) as unknown).toMatchObject({ hasScan: true });

    // The stored scan opens in a new tab, fetched with the token.
    const answer = page.waitForResponse((r) => r.url().endsWith(`/api/shartnoma/${contract.id}/scan`));
    const popup = page.context().waitForEvent("page");
    await page.getByRole("button", { name: /Imzolangan nusxa$/ }).click();
    expect((await answer).status()).toBe(200);
    const tab = await popup;
    await expectPaperTab(
      tab,
      new RegExp(`^Imzolangan shartnoma ${contract.number} - Sinov Shartnomachi\\.pdf$`),
    );
    await tab.close();
    await page.bringToFront(); // a background tab draws no frames (see collections.spec.ts)

    // Replacing asks first and names the new file; cancelling keeps the old one.
    const png = Buffer.from(
      "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4c50000000049454e44ae426082",
      "hex",
    );
    await input.setInputFiles({ name: "skan-2.png", mimeType: "image/png", buffer: png });
    const confirm = page.getByRole("dialog", { name: "Imzolangan nusxa almashtirilsinmi?" });
    await expect(confirm).toContainText("«skan-2.png»");
    await confirm.getByRole("button", { name: "Bekor" }).click();
    await expect(confirm).toBeHidden();
    await input.setInputFiles({ name: "skan-2.png", mimeType: "image/png", buffer: png });
    await confirm.getByRole("button", { name: "Almashtirish" }).click();
    await expect(confirm).toBeHidden();
    await expect
      .poll(
        async () =>
          (
            await page.request.get(`/api/shartnoma/${contract.id}/scan`, {
              headers: { authorization: `Bearer ${token}` },
            })
          ).headers()["content-type"],
      )
      .toBe("image/png");
    await shotBoth(page, shot, "process-scan");

    await page.getByRole("button", { name: "Tarix" }).click();
    const history = page.getByRole("dialog", { name: `Shartnoma № ${contract.number} tarixi` });
    await expect(
      history.locator(".history-entry-action").filter({ hasText: "Imzolangan nusxa yuklandi" }),
    ).toHaveCount(2);
  });

  test("a mortgage deal goes to the lower bank stage once its down payment is in", async ({ page, shot }) => {
    test.setTimeout(60_000);
    const salesToken = await apiLogin(page.request, SALES);
    const contract = await makeContract(page.request, salesToken, "mortgage");
    const token = await signInWithToken(page, ADMIN);
    await openProcess(page, contract.id);
    const send = page.getByRole("button", { name: "Bank bosqichiga yuborish" });
    await expect(send).toBeDisabled();
    await expect(page.getByRole("button", { name: "Shartnomani tuzish" })).toHaveCount(0);
    // One schedule row: the bank's part.
    await expect(page.locator(".ct-schedule tr.ant-table-row")).toHaveCount(2);

    const res = await page.request.post(`/api/shartnoma/${contract.id}/payments`, {
      headers: { authorization: `Bearer ${token}`, "idempotency-key": `e2e-${contract.id}-bank` },
      data: { amount: contract.downPayment, method: "bank_transfer", paidAt: "2026-01-10" },
    });
    expect(res.status()).toBe(201);
    await page.reload();
    await expect(send).toBeEnabled();
    await send.click();
    const bank = dialog(page, "Bank bosqichiga yuborish");
    await expect(bank).toContainText(money(contract.total - contract.downPayment));
    await pickOption(page, bank.getByLabel("Bank filiali"), "Xalq banki Yunusobod filiali");
    await bank.getByLabel("Izoh").fill("Ipoteka arizasi");
    await settle(page);
    await shot("bank-modal");
    await bank.getByRole("button", { name: "Yuborish" }).click();
    await expect(bank).toBeHidden();
    await expect(statusTag(page)).toHaveText("Quyi bankda");
    await expect(page.locator(".ct-steps")).toContainText("Quyi bankda");
    expect((await contractOf(page.request, token, contract.id)).status).toBe("bank_lower");
  });

  test("the lists show the API's totals; search by number, overdue filter, export", async ({
    page,
    shot,
  }) => {
    test.setTimeout(90_000);
    const salesToken = await apiLogin(page.request, SALES);
    const contract = await makeContract(page.request, salesToken);
    const token = await signInWithToken(page, CONTRACTS);

    await page.goto("/contract");
    await expect(page.getByRole("heading", { name: "Shartnomalar" })).toBeVisible();
    const inProgress = await listTotal(page.request, token, `status=${IN_PROGRESS}`);
    expect(inProgress).toBeGreaterThan(0);
    await expect(totalText(page)).toHaveText(`Jami: ${inProgress} ta shartnoma`);
    await expectTableFits(page);
    await shotBoth(page, shot, "in-progress");

    await page.getByLabel("Qidirish").fill(contract.number);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(contract.number)}`));
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(contract.number);
    await expect(totalText(page)).toHaveText("Jami: 1 ta shartnoma");
    await rows(page).first().click();
    await expect(page).toHaveURL(`/shartnoma_jarayon/${contract.id}`);
    await expect(statusTag(page)).toHaveText("Rasmiylashtirilmoqda");

    await page.goto("/concluded_contracts");
    const concluded = await listTotal(page.request, token, `status=${CONCLUDED}`);
    await expect(totalText(page)).toHaveText(`Jami: ${concluded} ta shartnoma`);
    const overdue = await listTotal(page.request, token, `status=${CONCLUDED}&overdue=true`);
    expect(overdue).toBeGreaterThan(0);
    expect(overdue).toBeLessThan(concluded);
    await page.getByRole("switch", { name: "Muddati oʻtganlar" }).click();
    await expect(page).toHaveURL(/overdue=true/);
    await expect(totalText(page)).toHaveText(`Jami: ${overdue} ta shartnoma`);
    const shown = await rows(page).count();
    expect(shown).toBeGreaterThan(0);
    await expect(rows(page).locator(".ct-overdue .ant-tag")).toHaveCount(shown);
    await expect(rows(page).first()).toHaveClass(/ct-row-overdue/);
    await expectTableFits(page);
    await shotBoth(page, shot, "concluded-overdue");

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Excelga eksport" }).click();
    expect((await download).suggestedFilename()).toBe("shartnomalar.xlsx");

    // The payments of a period: this month in Tashkent by default.
    await page.getByRole("button", { name: "Toʻlovlar (Excel)" }).click();
    const paymentsDialog = dialog(page, "Toʻlovlarni Excelga eksport qilish");
    await expect(paymentsDialog.getByRole("checkbox")).toBeChecked();
    await settle(page);
    await shot("payments-export");
    const paymentsFile = page.waitForEvent("download");
    const asked = page.waitForRequest((r) => r.url().includes("/api/shartnoma/payments/export?"));
    await paymentsDialog.getByRole("button", { name: "Yuklab olish" }).click();
    const today = new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);
    const query = new URL((await asked).url()).searchParams;
    expect(query.get("from")).toBe(`${today.slice(0, 8)}01`);
    expect(query.get("to")).toBe(today);
    const file = await paymentsFile;
    expect(file.suggestedFilename()).toBe(`tolovlar-${today.slice(0, 8)}01-${today}.xlsx`);
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 2).toString()).toBe("PK");
    await expect(paymentsDialog).toBeHidden();

    // A debtor's contract: its late schedule rows are red.
    await rows(page).first().click();
    await expect(page).toHaveURL(/\/shartnoma_jarayon\/\d+$/);
    await expect(statusTag(page)).toHaveText(/Tuzilgan|Topshirilgan/);
    await expect(page.locator(".ct-schedule tr.ct-row-overdue").first()).toBeVisible();
    await expect(page.locator(".ct-schedule tr.ct-row-overdue").first()).toContainText("Muddati oʻtgan");
  });

  test("the payments journal: this month's payments, search, sort by amount, method filter, export", async ({
    page,
    shot,
  }) => {
    const salesToken = await apiLogin(page.request, SALES);
    const contract = await makeContract(page.request, salesToken);
    const today = new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);
    const receipt = `KV-${uniquePhone().slice(-6)}`;
    await api(page.request, "post", `/api/shartnoma/${contract.id}/payments`, salesToken, {
      amount: contract.downPayment,
      method: "cash",
      paidAt: today,
      receiptNumber: receipt,
    });
    const token = await signInWithToken(page, CONTRACTS);
    const journal = () => tableRows(page, "ct-table");
    const journalTotal = page.locator(".ct-table .ant-pagination-total-text").first();

    await page.goto("/");
    await page.locator(".side-menu .ant-menu-item").filter({ hasText: "Toʻlovlar" }).click();
    await expect(page).toHaveURL(/\/tolovlar$/);
    await expect(page.getByRole("heading", { name: "Toʻlovlar" })).toBeVisible();
    // This month so far, newest first, with the API's count.
    const month = await api<{ total: number }>(
      page.request,
      "get",
      `/api/shartnoma/payments?from=${today.slice(0, 8)}01&to=${today}&size=1`,
      token,
    );
    await expect(journalTotal).toHaveText(`Jami: ${month.total} ta toʻlov`);

    await page.getByLabel("Qidirish").fill(contract.number);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(contract.number)}`));
    await expect(journal()).toHaveCount(1);
    const row = journal().first();
    await expect(row).toContainText(contract.number);
    await expect(row).toContainText(receipt);
    await expect(row).toContainText("Naqd");
    await expect(row).toContainText(money(contract.downPayment, false));
    await expect(row).toContainText(SALES.name);

    await page.getByRole("columnheader", { name: "Summa, soʻm" }).click();
    await expect(page).toHaveURL(/sort=amount/);
    await pickOption(page, page.getByLabel("Toʻlov usuli"), "Plastik karta");
    await expect(page).toHaveURL(/method=card/);
    await expect(page.getByText("Bu shartlarga mos toʻlov topilmadi")).toBeVisible();
    await page.getByRole("button", { name: "Tozalash" }).click();
    await expect(page).toHaveURL(/\/tolovlar$/);
    await expect(journalTotal).toHaveText(`Jami: ${month.total} ta toʻlov`);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Excelga eksport" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`tolovlar-${today.slice(0, 8)}01-${today}.xlsx`);
    expect((await readFile((await file.path())!)).subarray(0, 2).toString()).toBe("PK");
    // The contract's number opens its page.
    await journal().getByRole("link", { name: contract.number }).click();
    await expect(page).toHaveURL(`/shartnoma_jarayon/${contract.id}`);
    await page.goBack();
    await expect(journalTotal).toHaveText(`Jami: ${month.total} ta toʻlov`);
    await shotBoth(page, shot, "payments-journal");
  });

  test("rights: no payment button for the director, /noEnter without the page, an unknown id", async ({
    page,
  }) => {
    const salesToken = await apiLogin(page.request, SALES);
    const contract = await makeContract(page.request, salesToken);

    await signInWithToken(page, DIRECTOR);
    await openProcess(page, contract.id);
    await expect(page.getByRole("button", { name: "PDF" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Toʻlov kiritish" })).toHaveCount(0);

    await page.goto("/shartnoma_jarayon/999999");
    await expect(page.getByText("Shartnoma topilmadi")).toBeVisible();

    await signInWithToken(page, RECEPTION);
    await page.goto(`/shartnoma_jarayon/${contract.id}`);
    await expect(page).toHaveURL(/\/noEnter$/);
    await page.goto("/concluded_contracts");
    await expect(page).toHaveURL(/\/noEnter$/);
  });
});
