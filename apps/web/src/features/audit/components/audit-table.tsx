import { AUDIT_ENTITIES, type AuditEntity, type AuditEntry } from "@makon/shared";
import { Empty, Table, type TableProps, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "../../../lib/history";
import { pagedTotal } from "../../../lib/ui/paged-total";
import type { AuditPage } from "../api/use-audit";
import { isKnownAction } from "../audit-labels";
import { type AuditFilters, organisationIdOf, recordName } from "../audit-query";
import { AuditChanges } from "./audit-changes";

const ACTION_COLORS: Record<string, string> = {
  create: "green",
  update: "blue",
  delete: "red",
  archive: "default",
  restore: "cyan",
};

const isAuditEntity = (entity: string): entity is AuditEntity =>
  (AUDIT_ENTITIES as readonly string[]).includes(entity);

interface AuditTableProps {
  data: AuditPage | undefined;
  loading: boolean;
  filters: AuditFilters;
  onPage: (page: number, size: number) => void;
}

/** The changes, newest first; a row opens to show each field before → after. */
export function AuditTable({ data, loading, filters, onPage }: AuditTableProps) {
  const { t } = useTranslation("audit");
  const { t: th } = useTranslation("history");

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
      render: (entity: string) => (isAuditEntity(entity) ? t(`entities.${entity}`) : entity),
    },
    {
      key: "record",
      title: t("columns.record"),
      minWidth: 200,
      render: (_, entry) => {
        const raw = recordName(entry.before, entry.after);
        // Account numbers read in groups of four, as on the organisation's card.
        const name = raw && /^\d{20}$/.test(raw) ? raw.replace(/(\d{4})(?=\d)/g, "$1 ") : raw;
        const organisationId = organisationIdOf(entry.entity, entry.entityId, entry.before, entry.after);
        const label = (
          <>
            <span className="audit-record-id">#{entry.entityId}</span>
            {name && <span className="audit-record-name">{name}</span>}
          </>
        );
        return organisationId ? (
          <Link to={`/tashkilot_bank/${organisationId}`} className="audit-record">
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
      width: 170,
      render: (action: string) => (
        <Tag color={ACTION_COLORS[action] ?? "purple"} className="audit-tag">
          {isKnownAction(action) ? th(`actions.${action}`) : action}
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
