import type { BuildingAbout } from "@makon/shared";
import { Table } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../../lib/format-money";
import { ChartCard } from "../../../../lib/ui/chart/chart-card";
import type { ChartOption } from "../../../../lib/ui/chart/chart-option";
import { LazyChart } from "../../../../lib/ui/chart/lazy-chart";
import { compactMoney, monthParts } from "../number-format";
import { fillMonths, type MonthSales } from "../sales-months";

interface MonthItem extends MonthSales {
  /** "Mar", and the year under it where the year changes. */
  label: string;
  /** The month's count and sum in words: the tooltip. */
  description: string;
}

/** Contracts signed per month: the bars are their sum, the number above each bar their count. */
export function BuildingSalesChart({ sales }: { sales: BuildingAbout["salesByMonth"] }) {
  const { t } = useTranslation(["objects", "stats"]);
  const items = useMemo<MonthItem[]>(
    () =>
      fillMonths(sales).map((m, i, all) => {
        const parts = monthParts(m.month);
        const month = parts ? `${t(`month.${parts.month}`)} ${parts.year}` : m.month;
        const newYear = parts && (i === 0 || monthParts(all[i - 1]?.month ?? "")?.year !== parts.year);
        return {
          ...m,
          label: parts ? `${t(`monthShort.${parts.month}`)}${newYear ? `\n${parts.year}` : ""}` : m.month,
          description: t("about.chartBar", { month, count: m.count, sum: formatMoney(m.total) }),
        };
      }),
    [sales, t],
  );
  const option = useMemo<ChartOption>(() => {
    const tick = (value: number) => {
      if (value === 0) return "0";
      const { value: v, unit } = compactMoney(value);
      return t(unit, { value: v });
    };
    return {
      grid: { left: 8, right: 8, top: 28, bottom: 8, containLabel: true },
      tooltip: {
        trigger: "axis",
        axisPointer: { type: "shadow" },
        formatter: (p: unknown) => {
          const first = (Array.isArray(p) ? p[0] : p) as { dataIndex?: number } | undefined;
          return items[first?.dataIndex ?? -1]?.description ?? "";
        },
      },
      xAxis: {
        type: "category",
        data: items.map((m) => m.label),
        axisLabel: { color: "#6b7a78", hideOverlap: true, lineHeight: 16 },
      },
      yAxis: { type: "value", axisLabel: { color: "#6b7a78", formatter: tick } },
      series: [
        {
          id: "sales",
          type: "bar",
          barMaxWidth: 48,
          itemStyle: { borderRadius: [3, 3, 0, 0] },
          label: {
            show: true,
            position: "top",
            color: "#10231f",
            formatter: (p: unknown) => {
              const count = items[(p as { dataIndex: number }).dataIndex]?.count ?? 0;
              return count > 0 ? t("about.chartCount", { count }) : "";
            },
          },
          data: items.map((m) => m.total),
        },
      ],
    };
  }, [items, t]);

  return (
    <ChartCard
      name="building-sales"
      title={t("about.chart")}
      hint={t("about.chartHint")}
      empty={items.length === 0}
      emptyText={t("about.chartEmpty")}
      chart={<LazyChart title={t("about.chart")} height={280} option={option} />}
      table={
        <Table<MonthItem>
          size="small"
          pagination={false}
          rowKey="month"
          dataSource={items}
          rowClassName={(m) => (m.gap ? "obj-month-gap" : "obj-month")}
          columns={[
            {
              key: "month",
              title: t("stats:chart.month"),
              render: (_, m) => {
                const parts = monthParts(m.month);
                return parts ? `${t(`month.${parts.month}`)} ${parts.year}` : m.month;
              },
            },
            {
              key: "count",
              title: t("stats:chart.contracts"),
              align: "right",
              render: (_, m) => (
                <span data-field="count" data-value={m.count}>
                  {m.count}
                </span>
              ),
            },
            {
              key: "total",
              title: t("stats:chart.amount"),
              align: "right",
              render: (_, m) => (
                <span data-field="total" data-value={m.total} style={{ whiteSpace: "nowrap" }}>
                  {formatMoney(m.total)}
                </span>
              ),
            },
          ]}
        />
      }
    />
  );
}
