import { addMonths, tashkentToday, totalPenalty } from "@makon/shared";
import type { APIRequestContext, Page } from "@playwright/test";
import {
  api,
  apiLogin,
  expectNoPageOverflow,
  expectPaperTab,
  notice,
  pickOption,
  settle,
  tableRows,
  uniquePhone,
  uniqueTag,
} from "./admin-helpers";
import { ADMIN, DIRECTOR, expect, requiredEnv, SALES, signInWithToken, test } from "./fixtures";
import { choose, randomDigits } from "./org-helpers";

/** The demo collector (seeded with the collections role: debt_work, debt_escalate, payment_create). */
const COLLECTOR = { phone: "901000009", password: requiredEnv("E2E_DEMO_PASSWORD"), name: "Bekzod Xolmatov" };

interface DebtorRow {
  contractId: number;
  contractNumber: string;
  overdueAmount: number;
  overdueRows: number;
  daysOverdue: number;
  band: "1_30" | "31_60" | "61_90" | "90_plus";
  caseId: number | null;
}

const DAY_MS = 86_400_000;
const shiftDay = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
/** "2026-12-05" → "05.12.2026", as the date pickers take it. */
const shown = (day: string) => day.split("-").reverse().join(".");

/** "1 250 000 soʻm" with the no-break spaces formatMoney puts in. */
const money = (n: number, unit = true) =>
  `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0")}${unit ? "\u00a0soʻm" : ""}`;

const statusTag = (page: Page) => page.locator(".dc-title .dc-tag");

/**
 * An installment contract with no down payment for a new client (API only), dated so its first row
 * fell due about `daysAgo` days ago: a debtor today.
 */
async function makeDebtor(
  request: APIRequestContext,
  clientName: string,
  daysAgo: number,
  sellerId?: number,
): Promise<number> {
  const token = await apiLogin(request, SALES);
  const client = await api<{ id: number }>(request, "post", "/api/client", token, {
    fullName: clientName,
    phone: uniquePhone(),
    source: "reception",
  });
  const free = await api<{ items: { id: number }[] }>(
    request,
    "get",
    "/api/uy?status=available&size=100",
    token,
  );
  const unit = free.items[Math.floor(Math.random() * free.items.length)]!;
  const orgs = await api<{ id: number; kind: string }[]>(request, "get", "/api/tashkilot/all", token);
  const contract = await api<{ id: number }>(request, "post", "/api/shartnoma", token, {
    clientId: client.id,
    unitId: unit.id,
    paymentType: "installment",
    downPayment: 0,
    months: 12,
    sellerOrganisationId: sellerId ?? orgs.find((o) => o.kind === "own")!.id,
    date: addMonths(shiftDay(tashkentToday(), -daysAgo), -1),
  });
  return contract.id;
}

async function debtorsOf(request: APIRequestContext, token: string, q: string): Promise<DebtorRow[]> {
  const page = await api<{ items: DebtorRow[] }>(
    request,
    "get",
    `/api/undiruv/debtors?q=${encodeURIComponent(q)}`,
    token,
  );
  return page.items;
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

/** Opens the action form of the case, picks the type and waits for its fields. */
async function startAction(page: Page, caseId: number, type: string): Promise<void> {
  await page.getByRole("button", { name: "Harakat qoʻshish" }).click();
  await expect(page).toHaveURL(new RegExp(`/undiruv/${caseId}/actions$`));
  const select = page.getByRole("combobox", { name: "Harakat turi" });
  await expect(select).toBeVisible();
  if (type !== "Qoʻngʻiroq") await pickOption(page, select, type);
}

/** Waits for the action's POST, and for the case screen it returns to. */
async function saved(page: Page, caseId: number, send: () => Promise<void>) {
  const answer = page.waitForResponse(
    (r) => r.url().endsWith(`/api/undiruv/${caseId}/actions`) && r.request().method() === "POST",
  );
  await send();
  const res = await answer;
  expect(res.status(), await res.text()).toBe(201);
  await expect(page).toHaveURL(new RegExp(`/undiruv-detail/${caseId}$`));
  return (await res.json()) as { status: string; letterId: number | null };
}

test.describe("collections", () => {
  test("the collector's day: debtors by band, cases, a call, a promise, a letter, escalation and a payment", async ({
    page,
    shot,
  }) => {
    test.setTimeout(180_000);
    const tag = uniqueTag();
    const nameA = `Qarzdor Alfa ${tag}`;
    const nameB = `Qarzdor Beta ${tag}`;
    await makeDebtor(page.request, nameA, 45);
    await makeDebtor(page.request, nameB, 100);
    const collectorToken = await apiLogin(page.request, COLLECTOR);
    const rows = await debtorsOf(page.request, collectorToken, tag);
    expect(rows).toHaveLength(2);
    const a = rows.find((r) => r.daysOverdue < 80)!;
    const b = rows.find((r) => r.daysOverdue >= 80)!;
    expect(a.band).not.toBe(b.band);

    // The debtors: both of today's, by band; a band card filters the list.
    await signInWithToken(page, COLLECTOR);
    await page.goto("/undiruv");
    await expect(page.getByRole("heading", { name: "Undiruv" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Qarzdorlar", selected: true })).toBeVisible();
    await page.getByRole("textbox", { name: "Qidirish" }).fill(tag);
    const list = tableRows(page, "dc-table");
    await expect(list).toHaveCount(2);
    const rowA = list.filter({ hasText: a.contractNumber });
    await expect(rowA.getByTestId("dc-overdue")).toHaveText(money(a.overdueAmount, false));
    await expect(rowA.getByTestId("dc-days")).toHaveText(String(a.daysOverdue));
    await expect(rowA).toContainText("Ish ochilmagan");
    const bandA = page.locator(`.dc-band[data-band="${a.band}"]`);
    await expect(bandA).toContainText("1 ta qarzdor");
    await expect(bandA).toContainText(money(a.overdueAmount));
    await bandA.click();
    await expect(bandA).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(new RegExp(`band=${a.band}`));
    await expect(list).toHaveCount(1);
    await expect(list.first()).toContainText(a.contractNumber);
    await bandA.click();
    await expect(list).toHaveCount(2);
    await shotBoth(page, shot, "debtors");

    // Cases for both at once, with the collector himself.
    for (const r of [a, b])
      await list.filter({ hasText: r.contractNumber }).locator(".ant-checkbox-input").check();
    await page.getByRole("button", { name: "Ish ochish (2)" }).click();
    const bulk = page.getByRole("dialog", { name: "2 ta qarzdorga ish ochish" });
    await expect(bulk.getByTitle(COLLECTOR.name)).toBeVisible();
    await bulk.getByRole("button", { name: "Ish ochish" }).click();
    await expect(notice(page, "2 ta ish ochildi")).toBeVisible();
    await expect(list.filter({ hasText: "Yangi" })).toHaveCount(2);

    // A second case for the same contract is refused, with the way to the open one.
    await page.goto(`/undiruv-create?contractId=${a.contractId}&q=${encodeURIComponent(a.contractNumber)}`);
    await expect(page.getByTestId("dc-create-overdue")).toContainText(money(a.overdueAmount));
    await page.getByRole("button", { name: "Ish ochish" }).click();
    const refused = page.getByRole("alert").filter({ hasText: "ochiq undiruv ishi allaqachon bor" });
    await expect(refused).toBeVisible();
    await shotBoth(page, shot, "create-refused");
    await refused.getByRole("link", { name: "Ochiq ishni koʻrish" }).click();
    await expect(page).toHaveURL(/\/undiruv-detail\/\d+$/);
    const caseA = Number(page.url().split("/").pop());

    // The case: the debt as the schedule implies it, overdue rows in red.
    await expect(statusTag(page)).toHaveText("Yangi");
    await expect(page.getByTestId("dc-case-overdue")).toHaveText(money(a.overdueAmount));
    await expect(page.getByTestId("dc-case-days")).toHaveText(`${a.daysOverdue} kun`);
    await expect(page.locator(".dc-schedule tr.dc-row-overdue")).toHaveCount(a.overdueRows);
    await expect(page.getByTestId("dc-case-collector")).toHaveText(COLLECTOR.name);
    await shotBoth(page, shot, "case-new");

    // A call nobody answered, with the next call tomorrow at ten (Enter in the picker saves).
    await startAction(page, caseA, "Qoʻngʻiroq");
    await page.getByText("Javob bermadi", { exact: true }).click();
    await page.getByLabel("Izoh", { exact: true }).fill("Telefonni olmadi");
    await shotBoth(page, shot, "action-call");
    const next = page.getByLabel("Keyingi harakat vaqti");
    await next.click();
    await next.fill(`${shown(shiftDay(tashkentToday(), 1))} 10:00`);
    expect((await saved(page, caseA, () => next.press("Enter"))).status).toBe("in_progress");
    await expect(statusTag(page)).toHaveText("Jarayonda");
    const latest = page.getByTestId("dc-timeline-entry").first();
    await expect(latest).toContainText("Qoʻngʻiroq");
    await expect(latest).toContainText("Javob bermadi");
    await expect(latest).toContainText("keyingi:");

    // A promise to pay a million in five days.
    await startAction(page, caseA, "Toʻlov vaʼdasi");
    await page.getByLabel("Vaʼda qilingan summa").fill("1000000");
    const promised = page.getByLabel("Vaʼda qilingan sana");
    await promised.click();
    await promised.fill(shown(shiftDay(tashkentToday(), 5)));
    expect((await saved(page, caseA, () => promised.press("Enter"))).status).toBe("promised");
    await expect(statusTag(page)).toHaveText("Vaʼda berilgan");
    await expect(page.getByTestId("dc-promises")).toContainText(money(1_000_000));
    await expect(page.getByTestId("dc-promises")).toContainText("Kutilmoqda");

    // A warning letter: stored, numbered, and printed at once as a PDF.
    await startAction(page, caseA, "Ogohlantirish xati");
    const letter = await saved(page, caseA, () => page.getByRole("button", { name: "Saqlash" }).click());
    expect(letter.letterId).not.toBeNull();
    const offer = page.getByRole("dialog", { name: "Xat tayyor" });
    await expect(offer).toBeVisible();
    const pdf = page.waitForResponse((r) =>
      r.url().endsWith(`/api/undiruv/${caseA}/letters/${letter.letterId}`),
    );
    const popup = page.context().waitForEvent("page");
    await offer.getByRole("button", { name: "Chop etish" }).click();
    const pdfAnswer = await pdf;
    expect(pdfAnswer.status()).toBe(200);
    expect(pdfAnswer.headers()["content-type"]).toContain("application/pdf");
    const tab = await popup;
    await expectPaperTab(tab, new RegExp(`^Ogohlantirish xati OX-\\d{4}-\\d{4} - ${nameA}\\.pdf$`));
    await tab.close();
    // Back to the case's tab, as a person would be: a tab left in the background draws no frames,
    // so a notice's leave animation never ends and shotBoth's wait for the notices runs out.
    await page.bringToFront();
    await expect(page.getByTestId("dc-letters")).toContainText("Ogohlantirish xati");
    await expect(page.getByTestId("dc-letters")).toContainText("OX-");

    // Escalated to the director.
    await startAction(page, caseA, "Rahbarga oshirish");
    await page.getByLabel("Izoh", { exact: true }).fill("Vaʼdani bajarmasligi aniq");
    expect(
      (await saved(page, caseA, () => page.getByRole("button", { name: "Saqlash" }).click())).status,
    ).toBe("with_director");
    await expect(statusTag(page)).toHaveText("Rahbarda");
    await shotBoth(page, shot, "case-worked");

    // The SMS outbox is a tab of its own.
    await page.goto("/undiruv");
    await page.getByRole("tab", { name: "SMS" }).click();
    await expect(page).toHaveURL(/tab=sms/);
    await expect(page.getByTestId("sms-outbox")).toBeVisible();

    // The other debtor pays everything overdue from its case: collected.
    await page.goto("/undiruv?tab=cases");
    await expect(page.getByRole("tab", { name: "Ishlar", selected: true })).toBeVisible();
    const caseRow = tableRows(page, "dc-table").filter({ hasText: b.contractNumber });
    await expect(caseRow).toHaveCount(1);
    await shotBoth(page, shot, "cases");
    await caseRow.click();
    await expect(page).toHaveURL(/\/undiruv-detail\/\d+$/);
    await expect(page.getByTestId("dc-case-overdue")).toHaveText(money(b.overdueAmount));
    await page.getByRole("button", { name: "Toʻlov qabul qilish" }).click();
    const pay = page.getByRole("dialog", { name: "Toʻlov qabul qilish" });
    await expect(pay.getByLabel("Summa")).toHaveValue(money(b.overdueAmount, false));
    await settle(page);
    await shot("payment");
    await pay.getByRole("button", { name: "Saqlash" }).click();
    await expect(notice(page, "qarz toʻliq undirildi")).toBeVisible();
    await expect(statusTag(page)).toHaveText("Undirildi");
    await expect(page.getByTestId("dc-case-overdue")).toHaveText(money(0));
    await expect(page.getByTestId("dc-payments")).toContainText(money(b.overdueAmount));
    await expect(page.getByRole("button", { name: "Harakat qoʻshish" })).toHaveCount(0);
    // The debtors list no longer has it.
    expect((await debtorsOf(page.request, collectorToken, tag)).map((r) => r.contractId)).toEqual([
      a.contractId,
    ]);

    // The director's bell tells of the escalation; its link opens the case.
    await signInWithToken(page, DIRECTOR);
    await page.goto("/undiruv?tab=boss");
    await page.locator(".nt-bell").click();
    const told = page.getByTestId("notification").filter({
      hasText: `Undiruv ishi rahbarga oshirildi: shartnoma № ${a.contractNumber}. Izoh: Vaʼdani bajarmasligi aniq`,
    });
    await expect(told).toBeVisible();
    await told.click();
    await expect(page).toHaveURL(new RegExp(`/undiruv-detail/${caseA}$`));

    // The boss's view and the cases with the director show it too.
    await page.goto("/undiruv?tab=boss");
    await expect(page.getByRole("tab", { name: "Rahbar", selected: true })).toBeVisible();
    await expect(page.locator(".dc-boss-head")).toContainText(
      /(Yanvar|Fevral|Mart|Aprel|May|Iyun|Iyul|Avgust|Sentabr|Oktabr|Noyabr|Dekabr) 20\d\d/,
    );
    const withDirector = page.getByTestId("dc-director-cases");
    await expect(tableRows(withDirector, "dc-table").filter({ hasText: a.contractNumber })).toHaveCount(1);
    await expect(page.getByTestId("dc-boss-withDirector").locator("dd")).not.toHaveText("0");
    await shotBoth(page, shot, "boss");
    await page.getByRole("tab", { name: "Ishlar" }).click();
    await page.locator(".dc-views").getByText("Rahbarda", { exact: true }).click();
    await expect(page).toHaveURL(/view=with_director/);
    const escalated = tableRows(page, "dc-table").filter({ hasText: a.contractNumber });
    await expect(escalated).toHaveCount(1);
    await escalated.click();
    await expect(page).toHaveURL(new RegExp(`/undiruv-detail/${caseA}$`));
    await expect(statusTag(page)).toHaveText("Rahbarda");
    await expect(page.getByTestId("dc-timeline-entry").filter({ hasText: "Rahbarga oshirish" })).toHaveCount(
      1,
    );

    // Settings: cases open by themselves past N days; saved, read back, and put back as they were.
    const directorToken = await apiLogin(page.request, DIRECTOR);
    type Settings = { autoOpenDays: number | null; autoAssigneeId: number | null; smsDailyLimit: number };
    const before = await api<Settings>(page.request, "get", "/api/undiruv/settings", directorToken);
    await page.goto("/undiruv?tab=settings");
    await page.getByLabel("Necha kundan keyin, kun").fill("365");
    await pickOption(page, page.getByRole("combobox", { name: "Undiruvchi" }), COLLECTOR.name);
    await page.getByLabel("Bir kunda, ta").fill("5");
    await page.getByRole("button", { name: "Saqlash" }).click();
    await expect(notice(page, "Sozlamalar saqlandi")).toBeVisible();
    const after = await api<Settings>(page.request, "get", "/api/undiruv/settings", directorToken);
    expect(after.autoOpenDays).toBe(365);
    expect(after.smsDailyLimit).toBe(5);
    expect(after.autoAssigneeId).not.toBeNull();
    await shotBoth(page, shot, "settings");
    const restored = await page.request.put("/api/undiruv/settings", {
      headers: { authorization: `Bearer ${directorToken}` },
      data: before,
    });
    expect(restored.status(), await restored.text()).toBe(200);
  });

  test("penya: set on the seller's form, worked out per row on the case, waived by the director with a reason", async ({
    page,
    shot,
  }) => {
    test.setTimeout(150_000);
    const tag = uniqueTag();
    // A seller of its own: the demo sellers' terms stay as other specs expect them.
    const sellerName = `Zomin Qurilish ${tag}`;
    const adminToken = await signInWithToken(page, ADMIN);
    await page.goto("/tashkilotlar");
    await page.getByRole("button", { name: "Qoʻshish" }).click();
    const form = page.getByRole("dialog");
    await form.getByLabel("Nomi").fill(sellerName);
    await choose(page, form.getByLabel("Turi"), "Oʻz kompaniyamiz");
    await form.getByLabel("STIR").fill(randomDigits(9));
    await form.getByLabel("Kunlik stavka, %").fill("0.1");
    await form.getByLabel("Chegara, qarzning %").fill("10");
    await settle(page);
    await shot("seller-form");
    await form.getByRole("button", { name: "Saqlash" }).click();
    await expect(form).toBeHidden();
    const orgs = await api<{ id: number; name: string }[]>(
      page.request,
      "get",
      "/api/tashkilot/all",
      adminToken,
    );
    const sellerId = orgs.find((o) => o.name === sellerName)!.id;
    const saved = await api<{ penaltyRate: number | null; penaltyCap: number | null }>(
      page.request,
      "get",
      `/api/tashkilot/${sellerId}`,
      adminToken,
    );
    expect(saved).toMatchObject({ penaltyRate: 0.1, penaltyCap: 10 });

    // A debtor of that seller, with a case the collector opened.
    const contractId = await makeDebtor(page.request, `Penyali Qarzdor ${tag}`, 70, sellerId);
    const collectorToken = await apiLogin(page.request, COLLECTOR);
    const { id: caseId } = await api<{ id: number }>(page.request, "post", "/api/undiruv", collectorToken, {
      contractId,
    });
    const detail = await api<{
      schedule: { dueDate: string; amount: number; paid: number; overdue: boolean }[];
    }>(page.request, "get", `/api/undiruv/${caseId}`, collectorToken);
    const today = tashkentToday();
    const late = detail.schedule
      .filter((r) => r.overdue)
      .map((r) => ({
        unpaid: r.amount - r.paid,
        daysOverdue: Math.round((Date.parse(today) - Date.parse(r.dueDate)) / DAY_MS),
      }));
    expect(late.length).toBeGreaterThan(1);
    const accrued = totalPenalty(late, { rate: 0.1, cap: 10 });
    expect(accrued).toBeGreaterThan(0);

    // The director sees the terms, the accrued penya, and waives it with a reason.
    await signInWithToken(page, DIRECTOR);
    await page.goto(`/undiruv-detail/${caseId}`);
    const block = page.getByTestId("dc-penalty");
    await expect(block).toContainText("kuniga 0,1%");
    await expect(block).toContainText("qarzning 10%");
    await expect(page.getByTestId("dc-penalty-net")).toHaveText(money(accrued));
    const rowPenalties = await page.locator(".dc-schedule tr.dc-row-overdue td:last-child").allInnerTexts();
    expect(rowPenalties.map((v) => Number(v.replace(/\D/g, "")))).toEqual(
      late.map((r) => totalPenalty([r], { rate: 0.1, cap: 10 })),
    );
    await shotBoth(page, shot, "penalty");
    await page.getByRole("button", { name: "Penyani kechirish" }).click();
    const waive = page.getByRole("dialog", { name: "Penyani kechirish" });
    await waive.getByRole("button", { name: "Penyani kechirish" }).click();
    await expect(waive.getByText("Toʻldiring")).toBeVisible();
    await waive.getByLabel("Sabab").fill("Mijoz qarzni bir oyda yopishga kelishdi");
    await waive.getByRole("button", { name: "Penyani kechirish" }).click();
    await expect(notice(page, `Penya kechirildi: ${money(accrued)}`)).toBeVisible();
    await expect(page.getByTestId("dc-penalty-net")).toHaveText(money(0));
    await expect(page.getByRole("button", { name: "Penyani kechirish" })).toHaveCount(0);
    await expect(page.getByTestId("dc-timeline-entry").filter({ hasText: "Penya kechirildi" })).toHaveCount(
      1,
    );
  });

  test("SMS: the collector's message is in the case and the client's card; an opted-out client gets none", async ({
    page,
    shot,
  }) => {
    test.setTimeout(120_000);
    const tag = uniqueTag();
    const contractId = await makeDebtor(page.request, `Xabarli Qarzdor ${tag}`, 20);
    const collectorToken = await signInWithToken(page, COLLECTOR);
    const { id: caseId } = await api<{ id: number }>(page.request, "post", "/api/undiruv", collectorToken, {
      contractId,
    });
    const contract = await api<{ number: string; clientId: number }>(
      page.request,
      "get",
      `/api/shartnoma/${contractId}`,
      collectorToken,
    );

    // The collector sends the overdue notice from the case: it is in the case's SMS list at once.
    await page.goto(`/undiruv-detail/${caseId}`);
    await startAction(page, caseId, "SMS");
    // The message is shown word for word before it is queued, from the server's template.
    const preview = await api<{ text: string }>(
      page.request,
      "get",
      `/api/undiruv/${caseId}/sms-preview`,
      collectorToken,
    );
    await page.getByRole("button", { name: "Saqlash" }).click();
    const ask = page.getByRole("dialog").filter({ hasText: "Mijozga shu SMS yuboriladi" });
    await expect(ask.getByTestId("dc-sms-preview-text")).toHaveText(preview.text);
    expect(preview.text).toContain(contract.number);
    await shot("sms-preview");
    const sent = await saved(page, caseId, () => ask.getByRole("button", { name: "Yuborish" }).click());
    expect(sent.status).toBe("in_progress");
    const list = page.getByTestId("dc-sms");
    await expect(list).toContainText(contract.number);
    await expect(list.locator("li")).toHaveCount(1);

    // The client asks for no SMS: the collector switches them off on the case.
    await page.getByTestId("sms-opt-out").click();
    await expect(notice(page, "Mijozga SMS yuborilmaydi")).toBeVisible();
    await expect(page.getByTestId("sms-opt-out")).toHaveAttribute("aria-checked", "true");

    // The director sees the message and the choice on the client's card (its SMS section).
    await signInWithToken(page, DIRECTOR);
    await page.goto(`/my_reciption_clients?client=${contract.clientId}`);
    const drawer = page.getByRole("dialog", { name: new RegExp(`Xabarli Qarzdor ${tag}`) });
    await expect(drawer.getByRole("heading", { name: "SMS xabarlar" })).toBeVisible();
    await expect(drawer.getByTestId("sms-outbox")).toContainText(contract.number);
    // No provider is set in this run: the outbox says nothing leaves the server.
    await expect(drawer.getByTestId("sms-no-provider")).toContainText("mijozlarga yuborilmaydi");
    await expect(drawer.getByTestId("sms-opt-out")).toHaveAttribute("aria-checked", "true");
    await settle(page);
    await shot("client-sms");

    // Another SMS action is refused with the reason; the case shows the client's choice.
    await signInWithToken(page, COLLECTOR);
    await page.goto(`/undiruv-detail/${caseId}`);
    await expect(page.getByText("SMS olishdan voz kechgan", { exact: true })).toBeVisible();
    await startAction(page, caseId, "SMS");
    const refused = page.waitForResponse(
      (r) => r.url().endsWith(`/api/undiruv/${caseId}/actions`) && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Saqlash" }).click();
    expect((await refused).status()).toBe(409);
    // The form says why, under the fields (the action is not saved).
    await expect(page.getByRole("alert").filter({ hasText: "Mijoz SMS olishdan voz kechgan" })).toBeVisible();
  });

  test("SMS: a client's fourth message of the day is refused on the case's form, with the reason", async ({
    page,
    shot,
  }) => {
    test.setTimeout(120_000);
    const contractId = await makeDebtor(page.request, `Koʻp Xabarli ${uniqueTag()}`, 20);
    const collectorToken = await signInWithToken(page, COLLECTOR);
    const { id: caseId } = await api<{ id: number }>(page.request, "post", "/api/undiruv", collectorToken, {
      contractId,
    });
    // The day's three (the collections settings' number, 3 as the demo has it).
    for (let i = 0; i < 3; i++)
      await api(page.request, "post", `/api/undiruv/${caseId}/actions`, collectorToken, { type: "sms" });
    await page.goto(`/undiruv-detail/${caseId}`);
    await expect(page.getByTestId("dc-sms").locator("li")).toHaveCount(3);
    await startAction(page, caseId, "SMS");
    const refused = page.waitForResponse(
      (r) => r.url().endsWith(`/api/undiruv/${caseId}/actions`) && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Saqlash" }).click();
    await page
      .getByRole("dialog")
      .filter({ hasText: "Mijozga shu SMS yuboriladi" })
      .getByRole("button", { name: "Yuborish" })
      .click();
    const answer = await refused;
    expect(answer.status()).toBe(409);
    expect((await answer.json()).code).toBe("SMS_DAILY_LIMIT");
    await expect(
      page.getByRole("alert").filter({ hasText: "Mijozga bugun ruxsat etilgan miqdordagi SMS yuborilgan" }),
    ).toBeVisible();
    await shot("sms-daily-limit");
  });
});
