import { formatNumber, type StatsSales } from "@makon/shared";
import { Table } from "antd";
import { useTranslation } from "react-i18next";
import { formatAreaM2 } from "../../../lib/format-area";
import { formatMoney } from "../../../lib/format-money";
import { ChartCard } from "../../../lib/ui/chart/chart-card";
import { LazyChart } from "../../../lib/ui/chart/lazy-chart";
import { salesMonthsOption } from "../chart-options";
import { useStatsFormat } from "../use-stats-format";
import { PriceTable } from "./price-table";
import { Num } from "./view-state";

type ManagerRow = StatsSales["managers"][number];
const MANAGER_COUNTS = ["clients", "contracts", "sales"] as const;
const MANAGER_MONEY = ["amount", "received"] as const;

/** Sales: units sold per month (count, area, amount), price per m², the managers. */
export function SalesView({ sales }: { sales: StatsSales }) {
  const { t } = useTranslation("stats");
  const format = useStatsFormat();
  const names = {
    amount: t("sales.columns.amount"),
    count: t("sales.columns.count"),
    area: t("sales.columns.area"),
  };

  return (
    <div className="st-view">
      <ChartCard
        name="sales-months"
        title={t("sales.months")}
        hint={t("sales.monthsHint")}
        empty={sales.months.every((m) => m.count === 0)}
        chart={
          <LazyChart title={t("sales.months")} option={salesMonthsOption(sales.months, names, format)} />
        }
        table={
          <Table
            size="small"
            pagination={false}
            rowKey="month"
            dataSource={sales.months}
            columns={[
              {
                key: "month",
                title: t("sales.columns.month"),
                render: (_, m) => <span data-month={m.month}>{format.longMonth(m.month)}</span>,
              },
              {
                key: "count",
                title: names.count,
                align: "right",
                render: (_, m) => (
                  <Num field="count" value={m.count}>
                    {formatNumber(m.count)}
                  </Num>
                ),
              },
              {
                key: "area",
                title: names.area,
                align: "right",
                render: (_, m) => (
                  <Num field="area" value={m.areaM2}>
                    {formatAreaM2(m.areaM2)}
                  </Num>
                ),
              },
              {
                key: "amount",
                title: names.amount,
                align: "right",
                render: (_, m) => (
                  <Num field="amount" value={m.amount}>
                    {formatMoney(m.amount)}
                  </Num>
                ),
              },
            ]}
          />
        }
      />
      <PriceTable rows={sales.pricePerM2} />
      <section className="st-table-card" data-table="managers">
        <h2>{t("sales.managers")}</h2>
        <Table<ManagerRow>
          size="small"
          pagination={false}
          rowKey={(r) => String(r.managerId ?? "none")}
          scroll={{ x: 640 }}
          dataSource={sales.managers}
          locale={{ emptyText: t("chart.empty") }}
          columns={[
            {
              key: "manager",
              title: t("sales.columns.manager"),
              render: (_, r) => r.managerName ?? t("clients.noManager"),
            },
            ...MANAGER_COUNTS.map((field) => ({
              key: field,
              title: t(`sales.columns.${field}`),
              align: "right" as const,
              render: (_: unknown, r: ManagerRow) => (
                <Num field={field} value={r[field]}>
                  {formatNumber(r[field])}
                </Num>
              ),
            })),
            ...MANAGER_MONEY.map((field) => ({
              key: field,
              title: t(`sales.columns.${field}`),
              align: "right" as const,
              render: (_: unknown, r: ManagerRow) => (
                <Num field={field} value={r[field]}>
                  {formatMoney(r[field])}
                </Num>
              ),
            })),
          ]}
        />
      </section>
    </div>
  );
}
