import { type BuildingAbout, UNIT_STATUSES, type UnitStatus } from "@makon/shared";
import { Table, type TableProps } from "antd";
import { useTranslation } from "react-i18next";
import { formatAreaM2 } from "../../../../lib/format-area";
import { formatMoney } from "../../../../lib/format-money";
import { UNIT_STATUS_COLORS } from "../../../../lib/ui/unit-status-colors";

type Row = BuildingAbout["byStatus"][number];

const isUnitStatus = (value: string): value is UnitStatus =>
  (UNIT_STATUSES as readonly string[]).includes(value);

/** Every status in the usual order (0 where the building has none), then any the API adds. */
export function statusRows(byStatus: readonly Row[]): Row[] {
  const known = UNIT_STATUSES.map(
    (status) => byStatus.find((r) => r.status === status) ?? { status, count: 0, areaM2: 0, value: 0 },
  );
  return [...known, ...byStatus.filter((r) => !isUnitStatus(r.status))];
}

/** The building's units by status: how many, their area and their value, with a total row. */
export function BuildingSalesTable({ byStatus }: { byStatus: BuildingAbout["byStatus"] }) {
  const { t } = useTranslation("objects");
  const rows = statusRows(byStatus);
  const sum = rows.reduce(
    (acc, r) => ({ count: acc.count + r.count, areaM2: acc.areaM2 + r.areaM2, value: acc.value + r.value }),
    { count: 0, areaM2: 0, value: 0 },
  );
  const cell = (field: string, text: string | number) => (
    <span className="obj-number" data-field={field}>
      {text}
    </span>
  );

  const columns: TableProps<Row>["columns"] = [
    {
      key: "status",
      title: t("about.salesStatus"),
      render: (_, r) => (
        <span className="obj-status-cell">
          {isUnitStatus(r.status) && (
            <span className="obj-status-dot" style={{ background: UNIT_STATUS_COLORS[r.status] }} />
          )}
          {isUnitStatus(r.status) ? t(`status.${r.status}`) : r.status}
        </span>
      ),
    },
    { key: "count", title: t("about.salesCount"), align: "right", render: (_, r) => cell("count", r.count) },
    {
      key: "area",
      title: t("about.salesArea"),
      align: "right",
      render: (_, r) => cell("area", formatAreaM2(r.areaM2, false)),
    },
    {
      key: "value",
      title: t("about.salesValue"),
      align: "right",
      render: (_, r) => cell("value", formatMoney(r.value, false)),
    },
  ];

  return (
    <section className="obj-card" aria-labelledby="bino-sales-title">
      <h2 id="bino-sales-title">{t("about.sales")}</h2>
      <Table<Row>
        className="obj-sales-table"
        rowKey="status"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: "max-content" }}
        onRow={(r) => ({ className: `obj-sales-row obj-sales-${r.status}` })}
        summary={() => (
          <Table.Summary.Row className="obj-sales-total">
            <Table.Summary.Cell index={0}>{t("about.salesTotal")}</Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              {cell("count", sum.count)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              {cell("area", formatAreaM2(sum.areaM2, false))}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              {cell("value", formatMoney(sum.value, false))}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </section>
  );
}
