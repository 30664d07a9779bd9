import type { BarSeriesOption, LineSeriesOption, SankeySeriesOption } from "echarts/charts";
import { describe, expect, it } from "vitest";
import {
  type ChartFormat,
  escapeHtml,
  forecastOption,
  funnelOption,
  funnelStepAt,
  moneyMonthsOption,
  salesMonthsOption,
} from "./chart-options";
import { compactAmount, percent } from "./format";
import { flowColumns, flowLabelWidth, sankeyOption } from "./sankey-option";

const format: ChartFormat & { area: (m2: number) => string } = {
  month: (m) => `M${m}`,
  money: (n) => `${n} soʻm`,
  axisMoney: (n) => `${n / 1e6} mln`,
  count: (n) => `${n} ta`,
  area: (m2) => `${m2} m²`,
};
const seriesOf = <T>(option: { series?: unknown }) => option.series as T[];
const tooltipOf = (option: { tooltip?: unknown }) =>
  (option.tooltip as { formatter: (p: unknown) => string }).formatter;

describe("chart options", () => {
  it("draws due, received and refunded per month, named and in order", () => {
    const months = [
      { month: "2026-10", due: 300, received: 200, refunded: 0 },
      { month: "2026-11", due: 100, received: 150, refunded: 50 },
    ];
    const option = moneyMonthsOption(months, { due: "D", received: "R", refunded: "F" }, format);
    const series = seriesOf<BarSeriesOption>(option);
    expect(series.map((s) => [s.id, s.name, s.data])).toEqual([
      ["due", "D", [300, 100]],
      ["received", "R", [200, 150]],
      ["refunded", "F", [0, 50]],
    ]);
    expect((option.xAxis as { data: string[] }).data).toEqual(["M2026-10", "M2026-11"]);
    expect(tooltipOf(option)([{ dataIndex: 1, name: "M2026-11" }])).toBe(
      "<b>M2026-11</b><br/>D: 100 soʻm<br/>R: 150 soʻm<br/>F: 50 soʻm",
    );
  });

  it("draws the forecast and the sales months on their own axes", () => {
    const forecast = forecastOption([{ month: "2026-12", due: 5_000_000 }], "Kutilmoqda", format);
    expect(seriesOf<BarSeriesOption>(forecast)[0]?.data).toEqual([5_000_000]);
    const sales = salesMonthsOption(
      [{ month: "2026-11", count: 3, areaM2: 180.5, amount: 900 }],
      { amount: "Summa", count: "Soni", area: "Maydon" },
      format,
    );
    const [bars, line] = seriesOf<BarSeriesOption | LineSeriesOption>(sales);
    expect([bars?.type, bars?.data, line?.type, line?.data, (line as LineSeriesOption).yAxisIndex]).toEqual([
      "bar",
      [900],
      "line",
      [3],
      1,
    ]);
    expect(tooltipOf(sales)([{ dataIndex: 0, name: "M2026-11" }])).toBe(
      "<b>M2026-11</b><br/>Soni: 3 ta<br/>Maydon: 180.5 m²<br/>Summa: 900 soʻm",
    );
  });

  it("puts the funnel's first step on top and maps a clicked bar back to its step", () => {
    const funnel = [
      { step: "new" as const, count: 10 },
      { step: "consulting" as const, count: 6 },
      { step: "concluded" as const, count: 2 },
    ];
    const option = funnelOption(funnel, (s) => s.toUpperCase(), format);
    expect((option.yAxis as { data: string[] }).data).toEqual(["CONCLUDED", "CONSULTING", "NEW"]);
    expect(seriesOf<BarSeriesOption>(option)[0]?.data).toEqual([2, 6, 10]);
    expect(funnelStepAt(funnel, 0)).toBe("concluded");
    expect(funnelStepAt(funnel, 2)).toBe("new");
    expect(funnelStepAt(funnel, 3)).toBeUndefined();
    expect(tooltipOf(option)({ dataIndex: 2 })).toBe("NEW: 10 ta");
  });

  it("keeps the Sankey's keys, drops empty nodes and links, and names nodes in tooltips", () => {
    const names: Record<string, string> = { "source:reception": "Qabulxona", "stage:new": "Yangi" };
    const option = sankeyOption(
      {
        nodes: [
          { key: "source:reception", count: 4 },
          { key: "stage:new", count: 4 },
          { key: "outcome:lost", count: 0 },
        ],
        links: [
          { from: "source:reception", to: "stage:new", count: 4 },
          { from: "stage:new", to: "outcome:lost", count: 0 },
        ],
      },
      (key) => names[key] ?? key,
      format,
      900,
    );
    const series = seriesOf<SankeySeriesOption>(option)[0];
    expect(series?.data).toEqual([
      { name: "source:reception", value: 4 },
      { name: "stage:new", value: 4 },
    ]);
    expect(series?.links).toEqual([{ source: "source:reception", target: "stage:new", value: 4 }]);
    const tip = tooltipOf(option);
    expect(
      tip({ dataType: "edge", value: 4, data: { source: "source:reception", target: "stage:new" } }),
    ).toBe("Qabulxona → Yangi: 4 ta");
    expect(tip({ dataType: "node", name: "stage:new", value: 4 })).toBe("Yangi: 4 ta");
    // Two columns in 900 px: labels as wide as allowed, and the same room kept on the right.
    expect(series?.label?.width).toBe(140);
    expect(series?.right).toBe(152);
  });

  it("counts the Sankey's columns and fits its labels between them", () => {
    const chain = [
      { from: "source:reception", to: "stage:new" },
      { from: "stage:new", to: "stage:consulting" },
      { from: "stage:consulting", to: "outcome:lost" },
      { from: "stage:new", to: "outcome:lost" },
    ];
    expect(flowColumns(chain)).toBe(4);
    expect(flowColumns([])).toBe(1);
    // A loop (never sent, but) does not hang the screen.
    expect(
      flowColumns([
        { from: "a", to: "b" },
        { from: "b", to: "a" },
      ]),
    ).toBeGreaterThan(0);
    // 7 columns: (660 − 28 − 22·6) / 7 ≈ 71 px at 800 px; capped at 140, at least 48.
    expect(flowLabelWidth(660, 7)).toBe(71);
    expect(flowLabelWidth(2000, 7)).toBe(140);
    expect(flowLabelWidth(200, 7)).toBe(48);
  });

  it("escapes names in tooltips and formats axis amounts and shares", () => {
    expect(escapeHtml(`<b>"A" & 'B'</b>`)).toBe("&#60;b&#62;&#34;A&#34; &#38; &#39;B&#39;&#60;/b&#62;");
    expect(compactAmount(1_500_000_000)).toEqual({ value: "1,5", unit: "billion" });
    expect(compactAmount(250_000_000)).toEqual({ value: "250", unit: "million" });
    expect(compactAmount(12_340)).toEqual({ value: "12,3", unit: "thousand" });
    expect(compactAmount(0)).toEqual({ value: "0", unit: "" });
    expect(percent(0.125)).toBe("12,5\u00a0%");
    expect(percent(0)).toBe("0\u00a0%");
  });
});
