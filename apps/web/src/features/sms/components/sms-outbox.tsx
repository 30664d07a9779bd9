import {
  formatDateTime,
  formatPhone,
  SMS_KINDS,
  SMS_STATUSES,
  type SmsKind,
  type SmsMessage,
  type SmsStatus,
} from "@makon/shared";
import { Alert, App, Button, Select, Table, type TableProps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../lib/api";
import { LoadFailed } from "../../../lib/ui/load-failed";
import { pagedTotal } from "../../../lib/ui/paged-total";
import { wrappingScroll } from "../../../lib/ui/table-scroll";
import { type SmsParams, useRetrySms, useSmsPage } from "../api/use-sms";
import { useSmsRights } from "../use-sms-rights";
import { SmsStatusTag } from "./sms-status-tag";
import "../sms.css";

export interface SmsOutboxProps {
  /** Only this client's messages (the client card): the client column is left out. */
  clientId?: number;
  /** Only this case's messages. */
  caseId?: number;
}

const PAGE_SIZES = ["10", "20", "50", "100"];

/**
 * The SMS outbox: newest first, filtered by status and kind, paged by the server; a failed one, or
 * one whose fate is unknown, can be sent again.
 */
export function SmsOutbox({ clientId, caseId }: SmsOutboxProps) {
  const { t } = useTranslation("sms");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const rights = useSmsRights();
  const [params, setParams] = useState<SmsParams>({
    page: 1,
    size: clientId || caseId ? 10 : 20,
    clientId,
    caseId,
  });
  const query = useSmsPage(params);
  const retry = useRetrySms();
  const filter = (next: Partial<SmsParams>) => setParams((p) => ({ ...p, ...next, page: 1 }));

  const columns: NonNullable<TableProps<SmsMessage>["columns"]> = [
    {
      key: "date",
      title: t("columns.date"),
      render: (_, m) => (
        <span className="sms-stack">
          <span className="sms-num">{formatDateTime(m.createdAt)}</span>
          {m.deliveredAt ? (
            <span className="sms-muted">{t("deliveredAt", { at: formatDateTime(m.deliveredAt) })}</span>
          ) : (
            m.sentAt && (
              <span className="sms-muted">
                {t(m.logOnly ? "loggedAt" : "sentAt", { at: formatDateTime(m.sentAt) })}
              </span>
            )
          )}
        </span>
      ),
    },
    ...(clientId
      ? []
      : [{ key: "client", title: t("columns.client"), render: (_: unknown, m: SmsMessage) => m.clientName }]),
    // One client's messages (the card's narrow drawer) all go to their phone: the column is left out.
    ...(clientId
      ? []
      : [
          {
            key: "phone",
            title: t("columns.phone"),
            render: (_: unknown, m: SmsMessage) => <span className="sms-num">{formatPhone(m.phone)}</span>,
          },
        ]),
    { key: "kind", title: t("columns.kind"), render: (_, m) => t(`kind.${m.kind}`) },
    {
      key: "text",
      title: t("columns.text"),
      responsive: ["md"],
      render: (_, m) => <span className="sms-text">{m.text}</span>,
    },
    {
      key: "status",
      title: t("columns.status"),
      render: (_, m) => (
        <span className="sms-stack">
          <SmsStatusTag status={m.status} logOnly={m.logOnly} />
          {m.logOnly && m.status === "sent" && <span className="sms-muted">{t("loggedHint")}</span>}
          {m.lastError && m.status !== "sent" && m.status !== "delivered" && (
            <span className="sms-muted">{t("lastError", { error: m.lastError })}</span>
          )}
          {m.status === "unknown" && (
            <span className="sms-muted" data-testid="sms-unknown-hint">
              {t("unknownHint")}
            </span>
          )}
        </span>
      ),
    },
    ...(clientId
      ? []
      : [
          {
            key: "attempts",
            title: t("columns.attempts"),
            align: "right" as const,
            render: (_: unknown, m: SmsMessage) => m.attempts,
          },
        ]),
    ...(rights.retry
      ? [
          {
            key: "retry",
            title: "",
            render: (_: unknown, m: SmsMessage) =>
              // An unknown one may have reached the client: sent again only when a person chooses to.
              (m.status === "failed" || m.status === "unknown") && (
                <Button
                  size="small"
                  data-testid="sms-retry"
                  loading={retry.isPending && retry.variables === m.id}
                  onClick={() =>
                    retry.mutate(m.id, {
                      onSuccess: () => void message.success(t("retried")),
                      onError: (e) => void message.error(errorText(e)),
                    })
                  }
                >
                  {t("retry")}
                </Button>
              ),
          },
        ]
      : []),
  ];

  if (query.isError && !query.data)
    return <LoadFailed title={t("loadFailed")} error={query.error} onRetry={() => void query.refetch()} />;
  const answer = query.data;
  const paging = pagedTotal(answer, params, {
    exact: (count) => t("total", { count }),
    more: (n) => t("totalMore", { n }),
  });
  return (
    <div className={clientId ? "sms-outbox sms-outbox-one" : "sms-outbox"} data-testid="sms-outbox">
      {answer?.noProvider && (
        <Alert type="warning" showIcon title={t("noProvider")} data-testid="sms-no-provider" />
      )}
      <div className="sms-filters">
        <Select<SmsStatus>
          allowClear
          placeholder={t("filters.status")}
          aria-label={t("filters.status")}
          className="sms-filter"
          value={params.status}
          onChange={(status) => filter({ status })}
          options={SMS_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
        <Select<SmsKind>
          allowClear
          placeholder={t("filters.kind")}
          aria-label={t("filters.kind")}
          className="sms-filter"
          value={params.kind}
          onChange={(kind) => filter({ kind })}
          options={SMS_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
        />
      </div>
      <Table<SmsMessage>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={answer?.items ?? []}
        loading={query.isFetching}
        locale={{ emptyText: t("empty") }}
        scroll={wrappingScroll(clientId ? 480 : 900)}
        pagination={{
          current: params.page,
          pageSize: params.size,
          total: paging.total,
          showTotal: paging.showTotal,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          onChange: (page, size) => setParams((p) => ({ ...p, page: size !== p.size ? 1 : page, size })),
        }}
      />
    </div>
  );
}
