import { type BuildingAbout, formatMoney } from "@makon/shared";
import { Empty } from "antd";
import { useTranslation } from "react-i18next";
import { BarChart, type BarChartItem } from "../../../../lib/ui/bar-chart";
import { compactMoney, monthParts } from "../number-format";
import { fillMonths } from "../sales-months";

/** Contracts signed per month: the bars are their sum, the number above each bar their count. */
export function BuildingSalesChart({ sales }: { sales: BuildingAbout["salesByMonth"] }) {
  const { t } = useTranslation("objects");
  const items: BarChartItem[] = fillMonths(sales).map((m) => {
    const parts = monthParts(m.month);
    const month = parts ? `${t(`month.${parts.month}`)} ${parts.year}` : m.month;
    return {
      key: m.month,
      label: parts ? t(`monthShort.${parts.month}`) : m.month,
      sublabel: parts?.year,
      value: m.total,
      topLabel: m.count > 0 ? t("about.chartCount", { count: m.count }) : undefined,
      gap: m.gap,
      description: t("about.chartBar", { month, count: m.count, sum: formatMoney(m.total) }),
    };
  });
  const tick = (value: number) => {
    if (value === 0) return "0";
    const { value: v, unit } = compactMoney(value);
    return t(unit, { value: v });
  };

  return (
    <section className="obj-card" aria-labelledby="bino-chart-title">
      <h2 id="bino-chart-title">{t("about.chart")}</h2>
      {items.length === 0 ? (
        <Empty description={t("about.chartEmpty")} />
      ) : (
        <>
          <p className="obj-card-hint">{t("about.chartHint")}</p>
          <BarChart items={items} title={t("about.chart")} formatTick={tick} />
        </>
      )}
    </section>
  );
}
