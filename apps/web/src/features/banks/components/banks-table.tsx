import { DeleteOutlined, EditOutlined, HistoryOutlined } from "@ant-design/icons";
import type { BankListItem } from "@makon/shared";
import { Button, Empty, Popconfirm, Space, Table, type TableProps, Tag, Tooltip } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { BankPage } from "../api/use-banks";
import { type BankFilters, bankSort, bankSortOrder } from "../bank-query";

interface BanksTableProps {
  data: BankPage | undefined;
  loading: boolean;
  filters: BankFilters;
  onChange: (next: Partial<BankFilters>) => void;
  canEdit: boolean;
  deletingId: number | null;
  onEdit: (bank: BankListItem) => void;
  onDelete: (bank: BankListItem) => void;
  onHistory: (bank: BankListItem) => void;
}

/** The server-paged banks table with its row actions. */
export function BanksTable(props: BanksTableProps) {
  const { t } = useTranslation("banks");
  const { filters } = props;

  const iconButton = (label: string, icon: ReactNode, onClick?: () => void, extra: object = {}) => (
    <Tooltip title={label}>
      <Button type="text" size="small" icon={icon} aria-label={label} onClick={onClick} {...extra} />
    </Tooltip>
  );

  const columns: TableProps<BankListItem>["columns"] = [
    {
      key: "name",
      title: t("columns.name"),
      dataIndex: "name",
      sorter: true,
      sortOrder: bankSortOrder(filters.sort, "name"),
    },
    {
      key: "mfo",
      title: t("columns.mfo"),
      dataIndex: "mfo",
      width: 100,
      sorter: true,
      sortOrder: bankSortOrder(filters.sort, "mfo"),
      render: (mfo: string) => <span className="bank-number">{mfo}</span>,
    },
    {
      key: "parent",
      title: t("columns.parent"),
      dataIndex: "parentName",
      render: (parentName: string | null) =>
        parentName ?? (
          <Tag color="blue" className="bank-tag">
            {t("headOffice")}
          </Tag>
        ),
    },
    { key: "branches", title: t("columns.branches"), dataIndex: "branchCount", width: 100, align: "right" },
    { key: "accounts", title: t("columns.accounts"), dataIndex: "accountsCount", width: 140, align: "right" },
    {
      key: "actions",
      title: t("columns.actions"),
      fixed: "right",
      width: props.canEdit ? 120 : 80,
      render: (_, bank) => (
        <Space size={2}>
          {props.canEdit && iconButton(t("actions.edit"), <EditOutlined />, () => props.onEdit(bank))}
          {iconButton(t("actions.history"), <HistoryOutlined />, () => props.onHistory(bank))}
          {props.canEdit && (
            <Popconfirm
              title={t("deleteConfirm")}
              okText={t("actions.delete")}
              cancelText={t("cancel")}
              okButtonProps={{ danger: true }}
              onConfirm={() => props.onDelete(bank)}
            >
              {iconButton(t("actions.delete"), <DeleteOutlined />, undefined, {
                danger: true,
                loading: props.deletingId === bank.id,
              })}
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Table<BankListItem>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={props.data?.items ?? []}
      loading={props.loading}
      scroll={{ x: 860 }}
      locale={{ emptyText: <Empty description={t("empty")} /> }}
      pagination={{
        current: filters.page,
        pageSize: filters.size,
        total: props.data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (total) => t("total", { count: total }),
      }}
      onChange={(pagination, _filters, sorter, extra) => {
        if (extra.action === "sort") {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          props.onChange({ sort: bankSort(one?.columnKey, one?.order), page: 1 });
          return;
        }
        const size = pagination.pageSize ?? filters.size;
        props.onChange({ page: size !== filters.size ? 1 : (pagination.current ?? 1), size });
      }}
    />
  );
}
