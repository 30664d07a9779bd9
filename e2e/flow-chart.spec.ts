import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { api, apiLogin, expectNoPageOverflow, settle, uniquePhone } from "./admin-helpers";
import { CONTRACTS, DIRECTOR, expect, SALES, signInWithToken, test } from "./fixtures";

interface Summary {
  sales: { count: number; areaM2: number; amount: number };
  refused: { count: number; amount: number };
  money: { due: number; received: number; refunded: number };
  overdue: { count: number; amount: number };
  units: { byStatus: Record<string, number>; total: number };
  funnel: { step: string; count: number }[];
}
interface Money {
  months: { month: string; due: number; received: number; refunded: number }[];
  forecast: { month: string; due: number }[];
}
interface Sales {
  months: { month: string; count: number; areaM2: number; amount: number }[];
  managers: { managerId: number | null; sales: number; amount: number }[];
}
interface Clients {
  links: { from: string; to: string; count: number }[];
  bySource: { source: string; clients: number; concluded: number }[];
}
interface Contract {
  id: number;
  downPayment: number;
}

/** Today in Tashkent (UTC+5, no daylight saving), as the API counts days. */
const today = () => new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);
/** Three years back to today: the demo data's deals all fall inside. */
const wide = () => ({ from: `${Number(today().slice(0, 4)) - 3}-01-01`, to: today() });
const query = (p: { from: string; to: string }) => `from=${p.from}&to=${p.to}`;
const money = (n: number) => `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0")}\u00a0soʻm`;

const stats = <T>(request: APIRequestContext, token: string, name: string, p: { from: string; to: string }) =>
  api<T>(request, "get", `/api/stats/${name}?${query(p)}`, token);

const figure = (page: Page, name: string) => page.locator(`.st-figure[data-figure="${name}"]`);
const figureAmount = (page: Page, name: string) => figure(page, name).locator('[data-field="amount"]');
const card = (page: Page, name: string) => page.locator(`[data-chart="${name}"]`);

async function showTable(chart: Locator): Promise<void> {
  await chart.getByText("Jadval", { exact: true }).click();
  await expect(chart.locator(".chart-card-table table")).toBeVisible();
}

/** Every chart on the page has finished drawing (ECharts animates them in). */
async function chartsDrawn(page: Page): Promise<void> {
  await expect(page.locator(".echart").first()).toBeVisible();
  await expect(page.locator('.echart[data-rendered="false"]')).toHaveCount(0);
  await settle(page);
}

/** No English word a person could read: the screen's text is Uzbek (numbers and names aside). */
async function expectNoEnglish(page: Page): Promise<void> {
  const text = (await page.locator(".shell-content").textContent()) ?? "";
  expect(text).not.toMatch(/\b(undefined|null|NaN|Loading|Error|Total|Sales|Money|Clients|No data)\b/);
}

/** A new client and an installment contract on a free unit (sales manager, API only). */
async function makeContract(request: APIRequestContext, salesToken: string): Promise<Contract> {
  const client = await api<{ id: number }>(request, "post", "/api/client", salesToken, {
    fullName: "Oqim Sinovchi",
    phone: uniquePhone(),
    source: "reception",
  });
  const free = await api<{ items: { id: number; totalPrice: number }[] }>(
    request,
    "get",
    "/api/uy?status=available&size=100",
    salesToken,
  );
  const unit = free.items[Math.floor(Math.random() * free.items.length)];
  if (!unit) throw new Error("no free unit in the demo data");
  const orgs = await api<{ id: number; kind: string }[]>(request, "get", "/api/tashkilot/all", salesToken);
  return api<Contract>(request, "post", "/api/shartnoma", salesToken, {
    clientId: client.id,
    unitId: unit.id,
    paymentType: "installment",
    downPayment: Math.round(unit.totalPrice * 0.3),
    months: 12,
    sellerOrganisationId: orgs.find((o) => o.kind === "own")?.id,
  });
}

test.describe("flow chart", () => {
  test("the director sees the three views with the demo data, each chart also as a table", async ({
    page,
    shot,
  }) => {
    const token = await signInWithToken(page, DIRECTOR);
    const period = wide();
    const [summary, clients, moneyView, sales] = await Promise.all([
      stats<Summary>(page.request, token, "summary", period),
      stats<Clients>(page.request, token, "clients", period),
      stats<Money>(page.request, token, "money", period),
      stats<Sales>(page.request, token, "sales", period),
    ]);
    expect(summary.sales.count).toBeGreaterThan(0);
    expect(summary.money.received).toBeGreaterThan(0);

    for (const width of [1440, 800]) {
      await page.setViewportSize({ width, height: 900 });

      // Clients: the figures on top, the Sankey, the funnel, conversion by source.
      await page.goto(`/flow_chart?${query(period)}`);
      await expect(page.getByRole("heading", { name: "Oqim diagrammasi" })).toBeVisible();
      await expect(page.getByRole("tab", { name: "Mijozlar", selected: true })).toBeVisible();
      await expect(figureAmount(page, "sales")).toHaveText(money(summary.sales.amount));
      await expect(figure(page, "sales").locator('[data-field="count"]')).toHaveText(
        `${summary.sales.count} ta`,
      );
      await expect(figureAmount(page, "received")).toHaveText(money(summary.money.received));
      await expect(figureAmount(page, "due")).toHaveText(money(summary.money.due));
      await expect(figureAmount(page, "overdue")).toHaveText(money(summary.overdue.amount));
      await expect(page.locator(".st-units")).toHaveAttribute("data-total", String(summary.units.total));
      const sankey = card(page, "sankey");
      await expect(sankey.getByRole("img").locator("svg")).toBeVisible();
      // The node names are Uzbek (the clients' own source and step names).
      await expect(sankey.locator("svg")).toContainText("Qabulxona");
      await expect(card(page, "funnel").locator("svg")).toContainText("Yangi");
      const sources = page.locator('[data-table="by-source"] tbody tr.ant-table-row');
      await expect(sources).toHaveCount(clients.bySource.length);
      await expectNoEnglish(page);
      await chartsDrawn(page);
      await expectNoPageOverflow(page);
      await shot(`clients`);

      if (width === 1440) {
        await showTable(sankey);
        const links = clients.links.filter((l) => l.count > 0);
        await expect(sankey.locator("tbody tr.ant-table-row")).toHaveCount(links.length);
        const total = links.reduce((a, l) => a + l.count, 0);
        const shown = await sankey
          .locator('[data-field="count"]')
          .evaluateAll((cells) => cells.reduce((a, c) => a + Number(c.getAttribute("data-value")), 0));
        expect(shown).toBe(total);
        await expect(sankey.locator("tbody")).toContainText("Qabulxona");
        const funnel = card(page, "funnel");
        await showTable(funnel);
        for (const s of summary.funnel) {
          await expect(funnel.locator(`tr[data-row-key="${s.step}"] [data-field="count"]`)).toHaveText(
            String(s.count),
          );
        }
      }

      // Money: due, received and refunded per month; the forecast; by method and by object.
      await page.getByRole("tab", { name: "Pul oqimi" }).click();
      await expect(page).toHaveURL(/view=money/);
      const months = card(page, "money-months");
      await expect(months.locator("svg")).toBeVisible();
      await expect(card(page, "forecast")).toBeVisible();
      await expect(page.locator('[data-table="by-method"] tbody tr.ant-table-row').first()).toBeVisible();
      await expectNoEnglish(page);
      await chartsDrawn(page);
      await expectNoPageOverflow(page);
      await shot(`money`);
      if (width === 1440) {
        await showTable(months);
        await expect(months.locator("tbody tr.ant-table-row")).toHaveCount(moneyView.months.length);
        for (const m of moneyView.months.filter((x) => x.received !== 0).slice(-3)) {
          const row = months.locator(`tr[data-row-key="${m.month}"]`);
          await expect(row.locator('[data-field="received"]')).toHaveText(money(m.received));
          await expect(row.locator('[data-field="due"]')).toHaveText(money(m.due));
        }
        const received = await months
          .locator('[data-field="received"]')
          .evaluateAll((cells) => cells.reduce((a, c) => a + Number(c.getAttribute("data-value")), 0));
        expect(received).toBe(summary.money.received);
      }

      // Sales: per month, price per m² by object and rooms, the managers.
      await page.getByRole("tab", { name: "Sotuvlar" }).click();
      await expect(page).toHaveURL(/view=sales/);
      const salesMonths = card(page, "sales-months");
      await expect(salesMonths.locator("svg")).toBeVisible();
      await expect(page.locator('[data-table="price"] tbody tr.ant-table-row').first()).toBeVisible();
      await expect(page.locator('[data-table="managers"] tbody tr.ant-table-row')).toHaveCount(
        sales.managers.length,
      );
      await expectNoEnglish(page);
      await chartsDrawn(page);
      await expectNoPageOverflow(page);
      await shot(`sales`);
      if (width === 1440) {
        await showTable(salesMonths);
        const counted = await salesMonths
          .locator('[data-field="count"]')
          .evaluateAll((cells) => cells.reduce((a, c) => a + Number(c.getAttribute("data-value")), 0));
        expect(counted).toBe(summary.sales.count);
      }
    }
  });

  test("a figure opens the rows it sums: their sum is the figure; rows and views export to Excel", async ({
    page,
    shot,
  }) => {
    const token = await signInWithToken(page, DIRECTOR);
    const period = wide();
    const summary = await stats<Summary>(page.request, token, "summary", period);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/flow_chart?view=money&${query(period)}`);

    const expectations: [string, number, number | null][] = [
      ["received", summary.money.received, null],
      ["sales", summary.sales.amount, summary.sales.count],
      ["overdue", summary.overdue.amount, summary.overdue.count],
    ];
    for (const [name, amount, count] of expectations) {
      await figure(page, name).locator(".st-figure-value").click();
      const drawer = page.locator(".st-rows-drawer");
      const sum = drawer.locator(`.st-rows-sum[data-figure="${name}"]`);
      await expect(sum).toHaveAttribute("data-amount", String(amount));
      if (count !== null) await expect(sum).toHaveAttribute("data-count", String(count));
      await expect(drawer.locator("tbody tr.ant-table-row").first()).toBeVisible();
      if (name === "sales") {
        await settle(page);
        await shot("rows-sales");
        const download = page.waitForEvent("download");
        const exportButton = drawer.getByRole("button", { name: "Excelga yuklash" });
        await exportButton.click();
        expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
        // A person closes once the button has stopped turning, as the download is done.
        await expect(exportButton).not.toHaveClass(/ant-btn-loading/);
      }
      await drawer.locator(".ant-drawer-close").click();
      await expect(drawer).toBeHidden();
    }

    // The tooltip says what the figure counts.
    await figure(page, "received").locator(".st-figure-info").hover();
    // Refunds are a figure of their own (decision 19): "received" does not net them.
    await expect(page.getByRole("tooltip")).toContainText("Qaytarilgan pullar bu yerdan ayirilmaydi");

    // The view's workbook.
    const download = page.waitForEvent("download");
    await page.locator(".page-header").getByRole("button", { name: "Excelga yuklash" }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  });

  test("a payment today raises today's money received by exactly its amount; a refund stands beside it", async ({
    page,
  }) => {
    await signInWithToken(page, DIRECTOR);
    const day = today();
    const salesToken = await apiLogin(page.request, SALES);
    const contractsToken = await apiLogin(page.request, CONTRACTS);
    const contract = await makeContract(page.request, salesToken);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/flow_chart?view=money&from=${day}&to=${day}`);
    const before = Number(await figureAmount(page, "received").getAttribute("data-value"));
    const refundedBefore = Number(await figureAmount(page, "refunded").getAttribute("data-value"));

    const paid = 1_234_567;
    const pay = await page.request.post(`/api/shartnoma/${contract.id}/payments`, {
      headers: { authorization: `Bearer ${salesToken}`, "idempotency-key": `e2e-flow-${contract.id}` },
      data: { amount: paid, method: "cash", paidAt: day },
    });
    expect(pay.status(), await pay.text()).toBe(201);
    await page.reload();
    await expect(figureAmount(page, "received")).toHaveAttribute("data-value", String(before + paid));
    await expect(figureAmount(page, "received")).toHaveText(money(before + paid));

    // Refused, then part of the money paid back today: refunds rise by it, money received stays
    // what was paid (never lowered, never negative), and the net says what is left.
    await api(page.request, "post", `/api/shartnoma/${contract.id}/otkaz`, contractsToken, {
      reason: "Mijoz fikridan qaytdi",
    });
    const back = 234_567;
    const refund = await page.request.post(`/api/shartnoma/${contract.id}/refunds`, {
      headers: { authorization: `Bearer ${contractsToken}`, "idempotency-key": `e2e-flow-r-${contract.id}` },
      data: { amount: back, method: "cash", paidAt: day },
    });
    expect(refund.status(), await refund.text()).toBe(201);
    await page.reload();
    await expect(figureAmount(page, "refunded")).toHaveAttribute("data-value", String(refundedBefore + back));
    await expect(figureAmount(page, "received")).toHaveAttribute("data-value", String(before + paid));

    // The month's row in the table view says the same, with the net beside under its own name.
    const months = card(page, "money-months");
    await showTable(months);
    const row = months.locator(`tr[data-row-key="${day.slice(0, 7)}"]`);
    await expect(row.locator('[data-field="received"]')).toHaveAttribute("data-value", String(before + paid));
    await expect(row.locator('[data-field="net"]')).toHaveAttribute(
      "data-value",
      String(before + paid - refundedBefore - back),
    );
    await expect(months.getByRole("columnheader", { name: "Sof tushum" })).toBeVisible();
    // No "received" cell of the breakdowns is negative.
    const byMethod = page.locator('[data-table="by-method"] [data-field="received"]');
    await expect(byMethod.first()).toBeVisible();
    for (const value of await byMethod.evaluateAll((cells) =>
      cells.map((c) => Number(c.getAttribute("data-value"))),
    ))
      expect(value).toBeGreaterThanOrEqual(0);
  });

  test("the period and filters live in the address; a bad period falls back to this month", async ({
    page,
  }) => {
    await signInWithToken(page, DIRECTOR);
    const day = today();
    await page.goto("/flow_chart?view=sales&from=2026-05-02&to=2026-05-01");
    await expect(page.getByRole("tab", { name: "Sotuvlar", selected: true })).toBeVisible();
    const dates = page.locator(".st-dates input");
    await expect(dates.first()).toHaveValue(`01.${day.slice(5, 7)}.${day.slice(0, 4)}`);
    await expect(dates.last()).toHaveValue(day.split("-").reverse().join("."));
  });
});
