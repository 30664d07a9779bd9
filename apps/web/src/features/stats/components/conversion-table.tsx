import { formatNumber } from "@makon/shared";
import { Table } from "antd";
import { useTranslation } from "react-i18next";
import { percent } from "../format";
import { Num } from "./view-state";

interface ConversionRow {
  key: string;
  label: string;
  clients: number;
  contracts: number;
  concluded: number;
  refused: number;
  conversion: number;
}

const COUNTS = ["clients", "contracts", "concluded", "refused"] as const;

/** Clients, how far they got and the share concluded — by source or by manager. */
export function ConversionTable({
  name,
  title,
  firstTitle,
  rows,
}: {
  name: string;
  title: string;
  firstTitle: string;
  rows: ConversionRow[];
}) {
  const { t } = useTranslation("stats");
  return (
    <section className="st-table-card" data-table={name}>
      <h2>{title}</h2>
      <Table<ConversionRow>
        size="small"
        pagination={false}
        // Headers wrap down to this width; below it the table scrolls inside its card.
        scroll={{ x: 600 }}
        dataSource={rows}
        locale={{ emptyText: t("chart.empty") }}
        columns={[
          { key: "label", title: firstTitle, render: (_, r) => r.label },
          ...COUNTS.map((field) => ({
            key: field,
            title: t(`clients.columns.${field}`),
            align: "right" as const,
            render: (_: unknown, r: ConversionRow) => (
              <Num field={field} value={r[field]}>
                {formatNumber(r[field])}
              </Num>
            ),
          })),
          {
            key: "conversion",
            title: t("clients.columns.conversion"),
            align: "right",
            render: (_, r) => (
              <Num field="conversion" value={r.conversion}>
                {percent(r.conversion)}
              </Num>
            ),
          },
        ]}
      />
    </section>
  );
}
