import { formatNumber, type StatsSales } from "@makon/shared";
import { Table, Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import { formatAreaM2 } from "../../../lib/format-area";
import { formatMoney } from "../../../lib/format-money";
import { Num } from "./view-state";

type PriceRow = StatsSales["pricePerM2"][number];
interface ObjectRow {
  objectId: number;
  objectName: string;
  byRooms: Map<number, PriceRow>;
}

/** The price rows as one line per object and one column per number of rooms. */
export function pivotPrices(rows: readonly PriceRow[]): { rooms: number[]; objects: ObjectRow[] } {
  const rooms = [...new Set(rows.map((r) => r.rooms))].sort((a, b) => a - b);
  const objects = new Map<number, ObjectRow>();
  for (const r of rows) {
    const row = objects.get(r.objectId) ?? {
      objectId: r.objectId,
      objectName: r.objectName,
      byRooms: new Map(),
    };
    row.byRooms.set(r.rooms, r);
    objects.set(r.objectId, row);
  }
  return {
    rooms,
    objects: [...objects.values()].sort((a, b) => a.objectName.localeCompare(b.objectName, "uz")),
  };
}

/** Average price per m² of the units sold, by object and rooms; each cell says how many, how big. */
export function PriceTable({ rows }: { rows: readonly PriceRow[] }) {
  const { t } = useTranslation("stats");
  const { rooms, objects } = pivotPrices(rows);
  return (
    <section className="st-table-card" data-table="price">
      <h2>{t("sales.price")}</h2>
      <Table<ObjectRow>
        size="small"
        pagination={false}
        rowKey="objectId"
        scroll={{ x: "max-content" }}
        dataSource={objects}
        locale={{ emptyText: t("chart.empty") }}
        columns={[
          { key: "object", title: t("sales.columns.object"), render: (_, r) => r.objectName },
          ...rooms.map((n) => ({
            key: `rooms-${n}`,
            title: t("sales.rooms", { value: n }),
            align: "right" as const,
            render: (_: unknown, r: ObjectRow) => {
              const cell = r.byRooms.get(n);
              if (!cell) return "—";
              return (
                <Tooltip
                  title={t("sales.priceCell", {
                    value: formatNumber(cell.count),
                    area: formatAreaM2(cell.areaM2),
                  })}
                >
                  <span>
                    <Num field={`price-${n}`} value={cell.pricePerM2}>
                      {formatMoney(cell.pricePerM2)}
                    </Num>
                  </span>
                </Tooltip>
              );
            },
          })),
        ]}
      />
    </section>
  );
}
