import { EditOutlined, HistoryOutlined, InboxOutlined, RollbackOutlined } from "@ant-design/icons";
import type { Building, ObjectWithStats } from "@makon/shared";
import { Button, Empty, Space, Table, type TableProps, Tag, Tooltip } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatAreaM2 } from "../../../../lib/format-area";
import { formatMoney } from "../../../../lib/format-money";
import { formatDateTime } from "../../../../lib/history";
import type { ObjectPage } from "../api/use-objects";
import { OBJECT_PAGE_SIZES, type ObjectParams } from "../object-params";
import { ObjectBuildings } from "./object-buildings";
import { StatusCounts } from "./status-counts";

interface ObjectsTableProps {
  data: ObjectPage | undefined;
  loading: boolean;
  params: ObjectParams;
  onParams: (next: Partial<ObjectParams>) => void;
  /** Buildings by object id; undefined while the list loads. */
  buildingsOf: (objectId: number) => Building[] | undefined;
  canEdit: boolean;
  canArchive: boolean;
  onEdit: (item: ObjectWithStats) => void;
  onArchive: (item: ObjectWithStats) => void;
  onHistory: (item: ObjectWithStats) => void;
}

const number = (field: string, text: ReactNode) => (
  <span className="obj-number" data-field={field}>
    {text}
  </span>
);

/** The server-paged objects table; each row opens onto the object's buildings. */
export function ObjectsTable(props: ObjectsTableProps) {
  const { t } = useTranslation("objects");
  const { params } = props;

  const iconButton = (label: string, icon: ReactNode, onClick: () => void) => (
    <Tooltip title={label}>
      <Button type="text" size="small" icon={icon} aria-label={label} onClick={onClick} />
    </Tooltip>
  );

  const columns: TableProps<ObjectWithStats>["columns"] = [
    {
      key: "name",
      title: t("columns.name"),
      minWidth: 200,
      render: (_, item) => (
        <div className="obj-name-cell">
          <span className="obj-name">
            {item.name}
            {item.archivedAt && (
              <Tooltip title={t("archivedAt", { date: formatDateTime(item.archivedAt) })}>
                <Tag className="obj-tag">{t("archived")}</Tag>
              </Tooltip>
            )}
          </span>
          <span className="obj-address">
            {item.district ? `${item.district}, ${item.address}` : item.address}
          </span>
        </div>
      ),
    },
    {
      key: "buildings",
      title: t("columns.buildings"),
      align: "right",
      width: 84,
      render: (_, item) => number("buildings", item.buildingsCount),
    },
    {
      key: "units",
      title: t("columns.units"),
      align: "right",
      width: 104,
      render: (_, item) => number("units", item.unitsCount),
    },
    {
      key: "byStatus",
      title: t("columns.byStatus"),
      width: 220,
      render: (_, item) => <StatusCounts byStatus={item.byStatus} total={item.unitsCount} />,
    },
    {
      key: "soldArea",
      title: t("columns.soldArea"),
      align: "right",
      width: 116,
      render: (_, item) => number("soldArea", formatAreaM2(item.soldAreaM2)),
    },
    {
      key: "money",
      title: t("columns.contractsTotal"),
      align: "right",
      width: 180,
      render: (_, item) => (
        <div className="obj-money">
          {number("contractsTotal", formatMoney(item.contractsTotal))}
          <span className="obj-paid">
            {t("columns.paid")}: {number("paid", formatMoney(item.paid))}
          </span>
        </div>
      ),
    },
    {
      key: "actions",
      title: t("columns.actions"),
      fixed: "right",
      // Room for the icon buttons shown: 24 px each, the cell's padding and the title.
      width: Math.max(92, 36 + 28 * (1 + Number(props.canEdit) + Number(props.canArchive))),
      render: (_, item) => {
        const archived = item.archivedAt !== null;
        return (
          <Space size={2}>
            {props.canEdit && iconButton(t("actions.edit"), <EditOutlined />, () => props.onEdit(item))}
            {props.canArchive &&
              iconButton(
                archived ? t("actions.restore") : t("actions.archive"),
                archived ? <RollbackOutlined /> : <InboxOutlined />,
                () => props.onArchive(item),
              )}
            {iconButton(t("actions.history"), <HistoryOutlined />, () => props.onHistory(item))}
          </Space>
        );
      },
    },
  ];

  return (
    <Table<ObjectWithStats>
      className="obj-table"
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={props.data?.items ?? []}
      loading={props.loading}
      rowClassName={(item) => (item.archivedAt ? "obj-row-archived" : "")}
      scroll={{ x: 1020 }}
      expandable={{
        expandedRowRender: (item) => (
          <ObjectBuildings
            objectId={item.id}
            objectName={item.name}
            buildings={props.buildingsOf(item.id)}
            canAdd={props.canEdit && item.archivedAt === null}
          />
        ),
      }}
      locale={{
        emptyText: <Empty description={params.archived === "true" ? t("emptyArchived") : t("empty")} />,
      }}
      pagination={{
        current: params.page,
        pageSize: params.size,
        total: props.data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [...OBJECT_PAGE_SIZES],
        showTotal: (total) => t("total", { count: total }),
      }}
      onChange={(pagination) => {
        const size = pagination.pageSize ?? params.size;
        props.onParams({ page: size !== params.size ? 1 : (pagination.current ?? 1), size });
      }}
    />
  );
}
