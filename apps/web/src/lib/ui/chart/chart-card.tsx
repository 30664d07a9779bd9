import { Empty, Segmented } from "antd";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import "../../../i18n/lazy-namespaces";
import "./chart-card.css";

type Shown = "chart" | "table";

interface ChartCardProps {
  title: string;
  /** How to read the chart (one line under the title). */
  hint?: string;
  /** The picture (a LazyChart). */
  chart: ReactNode;
  /** The same numbers as a table, for those who would rather read them. */
  table: ReactNode;
  /** No data: the empty state instead of an empty picture. */
  empty?: boolean;
  emptyText?: string;
  /** Names the card for tests and styles (data-chart). */
  name: string;
  /** Start on the table (e.g. on narrow screens); the person can switch. */
  initial?: Shown;
}

/** A titled chart with its "Diagramma | Jadval" toggle: every chart has a table view. */
export function ChartCard({
  title,
  hint,
  chart,
  table,
  empty,
  emptyText,
  name,
  initial = "chart",
}: ChartCardProps) {
  const { t } = useTranslation("stats");
  const [shown, setShown] = useState<Shown>(initial);
  const titleId = useId();
  return (
    <section className="chart-card" data-chart={name} data-shown={shown} aria-labelledby={titleId}>
      <div className="chart-card-head">
        <h2 id={titleId}>{title}</h2>
        {!empty && (
          <Segmented<Shown>
            size="small"
            aria-label={t("chart.show")}
            value={shown}
            onChange={setShown}
            options={[
              { value: "chart", label: t("chart.chart") },
              { value: "table", label: t("chart.table") },
            ]}
          />
        )}
      </div>
      {hint && !empty && shown === "chart" && <p className="chart-card-hint">{hint}</p>}
      {empty ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? t("chart.empty")} />
      ) : shown === "chart" ? (
        chart
      ) : (
        <div className="chart-card-table">{table}</div>
      )}
    </section>
  );
}
