import type { ClientStep, StatsMoney, StatsSales } from "@makon/shared";
import { CHART_MUTED, type ChartOption } from "../../lib/ui/chart/chart-option";

/** How a chart writes its numbers and months (the screen's formatters and words). */
export interface ChartFormat {
  /** "2026-11" → "Noy 2026". */
  month: (month: string) => string;
  /** Whole soʻm in full ("1 250 000 soʻm"), for tooltips. */
  money: (amount: number) => string;
  /** Soʻm on an axis ("1,5 mlrd"). */
  axisMoney: (amount: number) => string;
  /** A count in full ("12 ta"). */
  count: (count: number) => string;
}

/** The money series, in the order they are drawn; each is a figure whose rows a click opens. */
export const MONEY_SERIES = ["due", "received", "refunded"] as const;
export type MoneySeries = (typeof MONEY_SERIES)[number];

const GRID = { left: 8, right: 16, top: 40, bottom: 8, containLabel: true } as const;
const LEGEND = { top: 0, left: 0, itemGap: 16, textStyle: { color: "#10231f" } } as const;
const AXIS_LABEL = { color: CHART_MUTED, hideOverlap: true } as const;

/** The tooltip of a month's bars: the month, then one line per series in full. */
function monthTooltip(lines: (index: number) => string[]) {
  return (params: unknown) => {
    const list = Array.isArray(params) ? params : [params];
    const first = list[0] as { dataIndex?: number; name?: string } | undefined;
    const index = first?.dataIndex ?? 0;
    return [`<b>${escapeHtml(first?.name ?? "")}</b>`, ...lines(index).map(escapeHtml)].join("<br/>");
  };
}

/** Tooltips are HTML: names typed by people (objects, managers) must not become markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Due, received and refunded per month, side by side; clicking a bar opens its rows. */
export function moneyMonthsOption(
  months: StatsMoney["months"],
  names: Record<MoneySeries, string>,
  format: ChartFormat,
): ChartOption {
  return {
    legend: LEGEND,
    grid: GRID,
    tooltip: {
      trigger: "axis",
      axisPointer: { type: "shadow" },
      formatter: monthTooltip((i) =>
        MONEY_SERIES.map((s) => `${names[s]}: ${format.money(months[i]?.[s] ?? 0)}`),
      ),
    },
    xAxis: { type: "category", data: months.map((m) => format.month(m.month)), axisLabel: AXIS_LABEL },
    yAxis: { type: "value", axisLabel: { ...AXIS_LABEL, formatter: (v: number) => format.axisMoney(v) } },
    series: MONEY_SERIES.map((s) => ({
      id: s,
      type: "bar",
      name: names[s],
      barMaxWidth: 28,
      data: months.map((m) => m[s]),
    })),
  };
}

/** The next months' expected payments from the schedules, as one series of bars. */
export function forecastOption(
  forecast: StatsMoney["forecast"],
  name: string,
  format: ChartFormat,
): ChartOption {
  return {
    grid: { ...GRID, top: 16 },
    tooltip: {
      trigger: "axis",
      axisPointer: { type: "shadow" },
      formatter: monthTooltip((i) => [`${name}: ${format.money(forecast[i]?.due ?? 0)}`]),
    },
    xAxis: { type: "category", data: forecast.map((m) => format.month(m.month)), axisLabel: AXIS_LABEL },
    yAxis: { type: "value", axisLabel: { ...AXIS_LABEL, formatter: (v: number) => format.axisMoney(v) } },
    series: [
      {
        id: "forecast",
        type: "bar",
        name,
        barMaxWidth: 32,
        color: "#2f7dd1",
        data: forecast.map((m) => m.due),
      },
    ],
  };
}

/** Sales per month: the amount as bars (left axis), the units sold as a line (right axis). */
export function salesMonthsOption(
  months: StatsSales["months"],
  names: { amount: string; count: string; area: string },
  format: ChartFormat & { area: (m2: number) => string },
): ChartOption {
  return {
    legend: LEGEND,
    grid: GRID,
    tooltip: {
      trigger: "axis",
      formatter: monthTooltip((i) => {
        const m = months[i];
        return m
          ? [
              `${names.count}: ${format.count(m.count)}`,
              `${names.area}: ${format.area(m.areaM2)}`,
              `${names.amount}: ${format.money(m.amount)}`,
            ]
          : [];
      }),
    },
    xAxis: { type: "category", data: months.map((m) => format.month(m.month)), axisLabel: AXIS_LABEL },
    yAxis: [
      { type: "value", axisLabel: { ...AXIS_LABEL, formatter: (v: number) => format.axisMoney(v) } },
      { type: "value", minInterval: 1, splitLine: { show: false }, axisLabel: AXIS_LABEL },
    ],
    series: [
      { id: "amount", type: "bar", name: names.amount, barMaxWidth: 32, data: months.map((m) => m.amount) },
      {
        id: "count",
        type: "line",
        name: names.count,
        yAxisIndex: 1,
        symbolSize: 7,
        // Points only where they can be told apart; the tooltip still reads every month.
        showSymbol: months.length <= 24,
        data: months.map((m) => m.count),
      },
    ],
  };
}

/** Clients by their current step, one horizontal bar each, top to bottom in pipeline order. */
export function funnelOption(
  funnel: StatsSummaryFunnel,
  stepName: (step: ClientStep) => string,
  format: Pick<ChartFormat, "count">,
): ChartOption {
  // ECharts draws a category axis bottom-up: reversed, the first step is on top.
  const rows = [...funnel].reverse();
  return {
    grid: { left: 8, right: 48, top: 8, bottom: 8, containLabel: true },
    tooltip: { trigger: "item", formatter: (p: unknown) => funnelTip(p, rows, stepName, format) },
    xAxis: { type: "value", minInterval: 1, axisLabel: AXIS_LABEL },
    yAxis: { type: "category", data: rows.map((r) => stepName(r.step)), axisLabel: { color: "#10231f" } },
    series: [
      {
        id: "funnel",
        type: "bar",
        barMaxWidth: 22,
        label: { show: true, position: "right", color: "#10231f" },
        data: rows.map((r) => r.count),
      },
    ],
  };
}
type StatsSummaryFunnel = readonly { step: ClientStep; count: number }[];

function funnelTip(
  params: unknown,
  rows: StatsSummaryFunnel,
  stepName: (step: ClientStep) => string,
  format: Pick<ChartFormat, "count">,
): string {
  const row = rows[(params as { dataIndex?: number }).dataIndex ?? -1];
  return row ? escapeHtml(`${stepName(row.step)}: ${format.count(row.count)}`) : "";
}

/** The funnel step a click on its bar means (the bars are drawn in reverse). */
export function funnelStepAt(funnel: StatsSummaryFunnel, dataIndex: number): ClientStep | undefined {
  return funnel[funnel.length - 1 - dataIndex]?.step;
}
