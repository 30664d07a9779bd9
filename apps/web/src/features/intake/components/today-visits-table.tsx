import { formatClock, formatPhone, type TodayVisit } from "@makon/shared";
import { Table, Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../lib/ui/load-failed";
import { useTodayVisits } from "../api/use-today-visits";
import { ClientNameLink } from "./client-name-link";

/** Today's visitors at reception, newest first; a row opens the client's card. */
export function TodayVisitsTable({ onOpenClient }: { onOpenClient: (clientId: number) => void }) {
  const { t } = useTranslation("intake");
  const visits = useTodayVisits();
  const rows = visits.data ?? [];

  const columns: ColumnsType<TodayVisit> = [
    {
      key: "time",
      title: t("visits.time"),
      width: 70,
      className: "tabular",
      render: (_, v) => formatClock(v.createdAt),
    },
    {
      key: "client",
      title: t("visits.client"),
      render: (_, v) => (
        <ClientNameLink
          name={v.clientName}
          blacklisted={v.blacklisted}
          reason={v.blacklistReason}
          onOpen={() => onOpenClient(v.clientId)}
        />
      ),
    },
    {
      key: "phone",
      title: t("visits.phone"),
      className: "nowrap tabular",
      render: (_, v) => formatPhone(v.clientPhone),
    },
    { key: "manager", title: t("visits.manager"), render: (_, v) => v.managerName ?? "—" },
    {
      key: "kind",
      title: t("visits.kind"),
      render: (_, v) =>
        v.firstVisit ? (
          <Tag color="green">{t("visits.first")}</Tag>
        ) : (
          <Tag color="blue">{t("visits.returning")}</Tag>
        ),
    },
    { key: "note", title: t("visits.note"), ellipsis: true, render: (_, v) => v.note ?? "" },
    { key: "by", title: t("visits.receivedBy"), render: (_, v) => v.userName ?? "—" },
  ];

  return (
    <section className="intake-panel" aria-labelledby="intake-visits-title">
      <div className="intake-panel-head">
        <h2 id="intake-visits-title" className="intake-panel-title">
          {t("visits.title")}
        </h2>
        {visits.data && (
          <span className="intake-panel-count">{t("visits.count", { count: rows.length })}</span>
        )}
      </div>
      {visits.isError && !visits.data ? (
        <LoadFailed title={t("loadFailed")} error={visits.error} onRetry={() => void visits.refetch()} />
      ) : (
        <Table<TodayVisit>
          className="intake-visits-table"
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={visits.isPending}
          pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
          scroll={{ x: "max-content" }}
          locale={{ emptyText: t("visits.empty") }}
          rowClassName={(v) => (v.blacklisted ? "intake-row-blacklisted" : "")}
          onRow={(v) => ({ onClick: () => onOpenClient(v.clientId) })}
        />
      )}
    </section>
  );
}
