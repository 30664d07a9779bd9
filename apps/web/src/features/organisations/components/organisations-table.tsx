import {
  BankOutlined,
  EditOutlined,
  HistoryOutlined,
  InboxOutlined,
  RollbackOutlined,
} from "@ant-design/icons";
import { formatPhone, type OrganisationListItem } from "@makon/shared";
import { Button, Empty, Popconfirm, Space, Table, type TableProps, Tag, Tooltip } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { pagedTotal } from "../../../lib/ui/paged-total";
import type { OrganisationPage } from "../api/use-organisations";
import { type OrganisationFilters, organisationSort, sortOrderOf } from "../organisation-query";
import { OrganisationKindTag } from "./organisation-kind-tag";

interface OrganisationsTableProps {
  data: OrganisationPage | undefined;
  loading: boolean;
  filters: OrganisationFilters;
  onChange: (next: Partial<OrganisationFilters>) => void;
  canEdit: boolean;
  /** The row whose archive / restore request is running. */
  archivingId: number | null;
  onEdit: (item: OrganisationListItem) => void;
  onArchive: (item: OrganisationListItem, archived: boolean) => void;
  onHistory: (item: OrganisationListItem) => void;
}

/** The server-paged organisations table with its row actions. */
export function OrganisationsTable(props: OrganisationsTableProps) {
  const { t } = useTranslation("organisations");
  const navigate = useNavigate();
  const { filters } = props;

  const iconButton = (label: string, icon: ReactNode, onClick?: () => void, danger = false) => (
    <Tooltip title={label}>
      <Button type="text" size="small" icon={icon} aria-label={label} onClick={onClick} danger={danger} />
    </Tooltip>
  );

  const columns: TableProps<OrganisationListItem>["columns"] = [
    {
      key: "name",
      title: t("columns.name"),
      dataIndex: "name",
      sorter: true,
      sortOrder: sortOrderOf(filters.sort, "name"),
      minWidth: 220,
      render: (name: string, item) => (
        <span className="org-name-cell">
          <Link to={`/tashkilot_bank/${item.id}`}>{name}</Link>
          {item.archivedAt && <Tag className="org-tag">{t("archived")}</Tag>}
        </span>
      ),
    },
    {
      key: "kind",
      title: t("columns.kind"),
      dataIndex: "kind",
      width: 160,
      render: (kind: OrganisationListItem["kind"]) => <OrganisationKindTag kind={kind} />,
    },
    {
      key: "stir",
      title: t("columns.stir"),
      dataIndex: "stir",
      width: 120,
      sorter: true,
      sortOrder: sortOrderOf(filters.sort, "stir"),
      render: (stir: string) => <span className="org-number">{stir}</span>,
    },
    {
      key: "director",
      title: t("columns.director"),
      dataIndex: "director",
      minWidth: 160,
      render: (v: string | null) => v ?? "—",
    },
    {
      key: "phone",
      title: t("columns.phone"),
      dataIndex: "phone",
      width: 130,
      render: (phone: string | null) =>
        phone ? <span className="org-number">{formatPhone(phone)}</span> : "—",
    },
    {
      key: "accounts",
      title: t("columns.accounts"),
      dataIndex: "accountsCount",
      width: 90,
      align: "right",
    },
    {
      key: "actions",
      title: t("columns.actions"),
      fixed: "right",
      width: props.canEdit ? 150 : 84,
      render: (_, item) => {
        const archived = item.archivedAt !== null;
        return (
          <Space size={2}>
            {props.canEdit && iconButton(t("actions.edit"), <EditOutlined />, () => props.onEdit(item))}
            {iconButton(t("actions.accounts"), <BankOutlined />, () =>
              navigate(`/tashkilot_bank/${item.id}`),
            )}
            {props.canEdit && (
              <Popconfirm
                title={archived ? t("restoreConfirm") : t("archiveConfirm")}
                okText={t("yes")}
                cancelText={t("no")}
                onConfirm={() => props.onArchive(item, !archived)}
              >
                <Tooltip title={archived ? t("actions.restore") : t("actions.archive")}>
                  <Button
                    type="text"
                    size="small"
                    aria-label={archived ? t("actions.restore") : t("actions.archive")}
                    icon={archived ? <RollbackOutlined /> : <InboxOutlined />}
                    loading={props.archivingId === item.id}
                  />
                </Tooltip>
              </Popconfirm>
            )}
            {iconButton(t("actions.history"), <HistoryOutlined />, () => props.onHistory(item))}
          </Space>
        );
      },
    },
  ];

  return (
    <Table<OrganisationListItem>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={props.data?.items ?? []}
      loading={props.loading}
      rowClassName={(item) => (item.archivedAt ? "org-row-archived" : "")}
      scroll={{ x: 1020 }}
      locale={{ emptyText: <Empty description={t("empty")} /> }}
      pagination={{
        current: filters.page,
        pageSize: filters.size,
        ...pagedTotal(props.data, filters, {
          exact: (count) => t("total", { count }),
          more: (n) => t("totalMore", { n }),
        }),
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
      }}
      onChange={(pagination, _filters, sorter, extra) => {
        if (extra.action === "sort") {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          props.onChange({ sort: organisationSort(one?.columnKey, one?.order), page: 1 });
          return;
        }
        const size = pagination.pageSize ?? filters.size;
        props.onChange({ page: size !== filters.size ? 1 : (pagination.current ?? 1), size });
      }}
    />
  );
}
