import { type ClientRow, formatPhone } from "@makon/shared";
import { Segmented, Space, Table, Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/history";
import { LoadFailed } from "../../../lib/ui/load-failed";
import { wrappingScroll } from "../../../lib/ui/table-scroll";
import { BlacklistTag } from "../../clients";
import type { QueueDue, QueueScope } from "../api/intake-keys";
import { useCallQueue } from "../api/use-call-queue";

interface CallQueueProps {
  scope: QueueScope;
  onScopeChange: (scope: QueueScope) => void;
  /** Only today's or only the overdue callbacks (?due=); closing the tag shows the whole queue. */
  due?: QueueDue | undefined;
  onDueClear?: () => void;
  selectedId: number | null;
  onPick: (client: ClientRow) => void;
}

/** A callback whose time has passed (the queue holds today's and the overdue ones). */
export const isOverdue = (client: ClientRow, now: number) =>
  client.nextCallAt !== null && new Date(client.nextCallAt).getTime() < now;

/** The callback queue, oldest first: a row picks the client for the call form. */
export function CallQueue({ scope, onScopeChange, due, onDueClear, selectedId, onPick }: CallQueueProps) {
  const { t } = useTranslation("intake");
  const { t: tc } = useTranslation("clients");
  const { t: th } = useTranslation("home");
  const queue = useCallQueue(scope, due);
  const rows = queue.data?.items ?? [];
  // Read once per render; the queue refetches every minute, so "overdue" keeps up.
  const now = Date.now();

  const columns: ColumnsType<ClientRow> = [
    {
      key: "client",
      title: t("queue.client"),
      render: (_, c) => (
        <span className="intake-client-name">
          <span className="intake-queue-name">{c.fullName}</span>
          {c.blacklisted && <BlacklistTag reason={c.blacklistReason} />}
        </span>
      ),
    },
    {
      key: "phone",
      title: t("queue.phone"),
      className: "nowrap tabular",
      render: (_, c) => formatPhone(c.phone),
    },
    {
      key: "last",
      title: t("queue.lastResult"),
      render: (_, c) => (c.lastCallResult ? tc(`callResults.${c.lastCallResult}`) : "—"),
    },
    {
      key: "next",
      title: t("queue.nextCall"),
      className: "nowrap tabular",
      render: (_, c) => (
        <span className="intake-next-call">
          {formatDateTime(c.nextCallAt)}
          {isOverdue(c, now) && (
            <Tag color="red" className="intake-overdue-tag">
              {t("queue.overdue")}
            </Tag>
          )}
        </span>
      ),
    },
  ];

  const rowClass = (c: ClientRow) =>
    [isOverdue(c, now) ? "intake-queue-overdue" : "", c.id === selectedId ? "intake-queue-selected" : ""]
      .filter(Boolean)
      .join(" ");

  return (
    <section className="intake-panel" aria-labelledby="intake-queue-title">
      <div className="intake-panel-head">
        <div>
          <h2 id="intake-queue-title" className="intake-panel-title">
            {t("queue.title")}
          </h2>
          <div className="intake-panel-hint">{t("queue.hint")}</div>
        </div>
        <Space wrap>
          {due && (
            <Tag closable onClose={onDueClear} color={due === "overdue" ? "red" : "blue"}>
              {th(`queueDue.${due}`)}
            </Tag>
          )}
          <Segmented<QueueScope>
            aria-label={t("queue.scope")}
            value={scope}
            onChange={onScopeChange}
            options={[
              { value: "mine", label: t("queue.mine") },
              { value: "all", label: t("queue.all") },
            ]}
          />
        </Space>
      </div>
      {queue.isError && !queue.data ? (
        <LoadFailed title={t("loadFailed")} error={queue.error} onRetry={() => void queue.refetch()} />
      ) : (
        <Table<ClientRow>
          className="intake-queue-table"
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={rows}
          loading={queue.isFetching && !queue.data}
          pagination={false}
          scroll={wrappingScroll(520)}
          locale={{ emptyText: t("queue.empty") }}
          rowClassName={rowClass}
          onRow={(c) => ({
            onClick: () => onPick(c),
            onKeyDown: (event) => {
              if (event.key === "Enter") onPick(c);
            },
            tabIndex: 0,
            "aria-selected": c.id === selectedId,
          })}
          footer={
            queue.data && queue.data.total > rows.length
              ? () => t("queue.total", { count: queue.data?.total ?? 0 })
              : undefined
          }
        />
      )}
    </section>
  );
}
