import type { StatsMoney } from "@makon/shared";
import { Table } from "antd";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../lib/format-money";
import { ChartCard } from "../../../lib/ui/chart/chart-card";
import { LazyChart } from "../../../lib/ui/chart/lazy-chart";
import { forecastOption, MONEY_SERIES, type MoneySeries, moneyMonthsOption } from "../chart-options";
import type { RowsTarget } from "../rows-query";
import { useStatsFormat } from "../use-stats-format";
import { Num } from "./view-state";

interface MoneyViewProps {
  money: StatsMoney;
  onOpen: (target: RowsTarget) => void;
}

const moneyCell = (field: string, value: number) => (
  <Num field={field} value={value}>
    {formatMoney(value)}
  </Num>
);

/** Money: due, received and refunded per month, the forecast, by method and by object. */
export function MoneyView({ money, onOpen }: MoneyViewProps) {
  const { t } = useTranslation(["stats", "contracts"]);
  const format = useStatsFormat();
  const names: Record<MoneySeries, string> = {
    due: t("figures.due.name"),
    received: t("figures.received.name"),
    refunded: t("figures.refunded.name"),
  };
  const seriesColumns = MONEY_SERIES.map((s) => ({
    key: s,
    title: names[s],
    align: "right" as const,
    render: (_: unknown, r: Record<MoneySeries, number>) => moneyCell(s, r[s]),
  }));
  // The net beside payments and refunds, under its own name: never a negative "received".
  const netColumn = {
    key: "net",
    title: t("figures.net.name"),
    align: "right" as const,
    render: (_: unknown, r: { received: number; refunded: number }) =>
      moneyCell("net", r.received - r.refunded),
  };
  const quiet = money.months.every((m) => m.due === 0 && m.received === 0 && m.refunded === 0);

  return (
    <div className="st-view">
      <ChartCard
        name="money-months"
        title={t("money.months")}
        hint={t("money.monthsHint")}
        empty={quiet}
        chart={
          <LazyChart
            title={t("money.months")}
            option={moneyMonthsOption(money.months, names, format)}
            onClick={(click) => {
              const month = money.months[click.dataIndex]?.month;
              const figure = MONEY_SERIES.find((s) => s === click.seriesId);
              if (month && figure) onOpen({ figure, month });
            }}
          />
        }
        table={
          <Table
            size="small"
            pagination={false}
            rowKey="month"
            dataSource={money.months}
            columns={[
              {
                key: "month",
                title: t("money.columns.month"),
                render: (_, m) => <span data-month={m.month}>{format.longMonth(m.month)}</span>,
              },
              ...seriesColumns,
              netColumn,
            ]}
          />
        }
      />
      <ChartCard
        name="forecast"
        title={t("money.forecast")}
        empty={money.forecast.every((m) => m.due === 0)}
        chart={
          <LazyChart
            title={t("money.forecast")}
            height={260}
            option={forecastOption(money.forecast, t("money.forecastDue"), format)}
          />
        }
        table={
          <Table
            size="small"
            pagination={false}
            rowKey="month"
            dataSource={money.forecast}
            columns={[
              { key: "month", title: t("money.columns.month"), render: (_, m) => format.longMonth(m.month) },
              {
                key: "due",
                title: t("money.forecastDue"),
                align: "right",
                render: (_, m) => moneyCell("due", m.due),
              },
            ]}
          />
        }
      />
      <div className="st-tables">
        <section className="st-table-card" data-table="by-method">
          <h2>{t("money.byMethod")}</h2>
          <Table
            size="small"
            pagination={false}
            rowKey="method"
            scroll={{ x: "max-content" }}
            dataSource={money.byMethod}
            locale={{ emptyText: t("chart.empty") }}
            columns={[
              {
                key: "method",
                title: t("money.columns.method"),
                render: (_, r) => t(`contracts:method.${r.method}`),
              },
              {
                key: "received",
                title: names.received,
                align: "right",
                render: (_, r) => moneyCell("received", r.received),
              },
              {
                key: "refunded",
                title: names.refunded,
                align: "right",
                render: (_, r) => moneyCell("refunded", r.refunded),
              },
              netColumn,
            ]}
          />
        </section>
        <section className="st-table-card" data-table="by-object">
          <h2>{t("money.byObject")}</h2>
          <Table
            size="small"
            pagination={false}
            rowKey="objectId"
            scroll={{ x: "max-content" }}
            dataSource={money.byObject}
            locale={{ emptyText: t("chart.empty") }}
            columns={[
              { key: "object", title: t("money.columns.object"), render: (_, r) => r.objectName },
              ...seriesColumns,
              netColumn,
            ]}
          />
        </section>
      </div>
    </div>
  );
}
