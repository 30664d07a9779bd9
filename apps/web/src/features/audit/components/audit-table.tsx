import type { AuditEntry } from "@makon/shared";
import { Empty, Table, type TableProps, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime, useHistoryPresenter } from "../../../lib/history";
import { pagedTotal } from "../../../lib/ui/paged-total";
import type { AuditPage } from "../api/use-audit";
import { type AuditFilters, recordLink } from "../audit-query";
import { AuditChanges } from "./audit-changes";

const ACTION_COLORS: Record<string, string> = {
  create: "green",
  update: "blue",
  delete: "red",
  archive: "default",
  restore: "cyan",
};

interface AuditTableProps {
  data: AuditPage | undefined;
  loading: boolean;
  filters: AuditFilters;
  onPage: (page: number, size: number) => void;
}

/** The changes, newest first; a row opens to show each field before → after. */
export function AuditTable({ data, loading, filters, onPage }: AuditTableProps) {
  const { t } = useTranslation("audit");
  const present = useHistoryPresenter();

  const columns: TableProps<AuditEntry>["columns"] = [
    {
      key: "at",
      title: t("columns.at"),
      dataIndex: "at",
      width: 150,
      render: (at: string) => (
        <time dateTime={at} className="audit-time">
          {formatDateTime(at)}
        </time>
      ),
    },
    {
      key: "user",
      title: t("columns.user"),
      dataIndex: "userName",
      width: 180,
      render: (name: string | null) => name ?? t("system"),
    },
    {
      key: "entity",
      title: t("columns.entity"),
      dataIndex: "entity",
      width: 140,
      render: (entity: string) => present.entity(entity),
    },
    {
      key: "record",
      title: t("columns.record"),
      minWidth: 200,
      render: (_, entry) => {
        const name = present.record(entry);
        const link = recordLink(entry);
        const label = (
          <>
            <span className="audit-record-id">№ {entry.entityId}</span>
            {name && <span className="audit-record-name">{name}</span>}
          </>
        );
        return link ? (
          <Link to={link} className="audit-record">
            {label}
          </Link>
        ) : (
          <span className="audit-record">{label}</span>
        );
      },
    },
    {
      key: "action",
      title: t("columns.action"),
      dataIndex: "action",
      width: 200,
      render: (action: string, entry) => (
        <Tag color={ACTION_COLORS[action] ?? "purple"} className="audit-tag">
          {present.action(entry)}
        </Tag>
      ),
    },
  ];

  return (
    <Table<AuditEntry>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={data?.items ?? []}
      loading={loading}
      scroll={{ x: 860 }}
      expandable={{ expandedRowRender: (entry) => <AuditChanges entry={entry} /> }}
      locale={{ emptyText: <Empty description={t("empty")} /> }}
      pagination={{
        current: filters.page,
        pageSize: filters.size,
        ...pagedTotal(data, filters, {
          exact: (count) => t("total", { count }),
          more: (n) => t("totalMore", { n }),
        }),
        showSizeChanger: true,
        pageSizeOptions: [20, 50, 100, 200],
      }}
      onChange={(pagination) => {
        const size = pagination.pageSize ?? filters.size;
        onPage(size !== filters.size ? 1 : (pagination.current ?? 1), size);
      }}
    />
  );
}
