import { formatPhone, type UnitRow, type UnitStatus } from "@makon/shared";
import { Table, type TableProps, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../../lib/format-money";
import { pagedTableChange } from "../../../../lib/ui/paged-table-change";
import { pagedTotal } from "../../../../lib/ui/paged-total";
import { UNIT_STATUS_COLORS } from "../../../../lib/ui/unit-status-colors";
import type { UnitPage } from "../api/use-units";
import {
  BAZA_PAGE_SIZES,
  type BazaParams,
  formatArea,
  sortFromTable,
  tableSortOrder,
  type UnitSortField,
} from "../baza-params";

interface BazaTableProps {
  page: UnitPage | undefined;
  loading: boolean;
  params: BazaParams;
  onParamsChange: (change: Partial<BazaParams>) => void;
}

/** The server-paged, server-sorted table of every unit. */
export function BazaTable({ page, loading, params, onParamsChange }: BazaTableProps) {
  const { t } = useTranslation("baza");
  const { t: tc } = useTranslation();

  const sortable = (field: UnitSortField) => ({
    sorter: true,
    sortOrder: tableSortOrder(params.sort, field),
  });

  const columns: TableProps<UnitRow>["columns"] = [
    { key: "object", dataIndex: "objectName", title: t("columns.object") },
    { key: "building", dataIndex: "buildingName", title: t("columns.building") },
    {
      key: "entrance",
      dataIndex: "entranceNumber",
      title: t("columns.entrance"),
      align: "center",
    },
    {
      key: "floor",
      dataIndex: "floor",
      title: t("columns.floor"),
      align: "center",
      ...sortable("floor"),
    },
    {
      key: "number",
      dataIndex: "number",
      title: t("columns.number"),
      ...sortable("number"),
      render: (n: string) => <span className="baza-unit-number">{n}</span>,
    },
    {
      key: "rooms",
      dataIndex: "rooms",
      title: t("columns.rooms"),
      align: "center",
      ...sortable("rooms"),
    },
    {
      key: "area",
      dataIndex: "areaM2",
      title: t("columns.area"),
      align: "right",
      ...sortable("area"),
      render: (area: number) => <span className="nowrap tabular">{formatArea(area)}</span>,
    },
    {
      key: "pricePerM2",
      dataIndex: "pricePerM2",
      // The table takes its content's width, so only a bounded box makes the title wrap.
      title: <span className="baza-wrap-head">{t("columns.pricePerM2")}</span>,
      align: "right",
      render: (price: number) => <span className="nowrap tabular">{formatMoney(price, false)}</span>,
    },
    {
      key: "price",
      dataIndex: "totalPrice",
      title: <span className="baza-wrap-head">{t("columns.price")}</span>,
      align: "right",
      ...sortable("price"),
      render: (price: number) => <span className="nowrap tabular">{formatMoney(price, false)}</span>,
    },
    {
      key: "status",
      dataIndex: "status",
      title: t("columns.status"),
      render: (status: UnitStatus) => (
        <Tag color={UNIT_STATUS_COLORS[status]} className="baza-status">
          {tc(`unitStatus.${status}`)}
        </Tag>
      ),
    },
    {
      key: "client",
      title: t("columns.client"),
      render: (_, unit) =>
        unit.clientName ? (
          <div className="baza-client">
            <span>{unit.clientName}</span>
            {unit.clientPhone && (
              <span className="baza-client-phone nowrap tabular">{formatPhone(unit.clientPhone)}</span>
            )}
          </div>
        ) : (
          "—"
        ),
    },
    {
      key: "contract",
      dataIndex: "contractNumber",
      title: t("columns.contract"),
      render: (n: string | null) => <span className="nowrap">{n ?? "—"}</span>,
    },
  ];

  // The column keys are the API's sort fields ("price", "area"), unlike their dataIndex.
  const onChange = pagedTableChange<UnitRow, typeof params.sort>(params, sortFromTable, onParamsChange);

  return (
    <Table<UnitRow>
      rowKey="id"
      columns={columns}
      dataSource={page?.items ?? []}
      loading={loading}
      onChange={onChange}
      size="middle"
      // Columns take their content's width: the whole table fits beside the menu at 1440 px,
      // narrower screens scroll it sideways inside the panel.
      scroll={{ x: "max-content" }}
      locale={{ emptyText: t("empty") }}
      className="baza-table"
      pagination={{
        current: params.page,
        pageSize: params.size,
        ...pagedTotal(page, params, {
          exact: (count) => t("total", { count }),
          more: (n) => t("totalMore", { n }),
        }),
        showSizeChanger: true,
        pageSizeOptions: BAZA_PAGE_SIZES.map(String),
        placement: ["topEnd", "bottomEnd"],
      }}
    />
  );
}
