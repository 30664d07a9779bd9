import type { ClientCard } from "@makon/shared";
import { Empty, List, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/history";
import { CALL_RESULT_COLORS } from "./call-result-tag";

/** Every call, newest first: direction, result, note and the agreed next call. */
export function ClientCalls({ calls }: { calls: ClientCard["calls"] }) {
  const { t } = useTranslation("clients");
  if (calls.length === 0)
    return <Empty description={t("card.noCalls")} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  const newest = [...calls].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return (
    <List
      className="cl-list"
      dataSource={newest}
      renderItem={(c) => (
        <List.Item key={c.id}>
          <div className="cl-entry">
            <div className="cl-entry-head">
              <strong>{formatDateTime(c.createdAt)}</strong>
              <Tag>{t(`directions.${c.direction}`)}</Tag>
              <Tag color={CALL_RESULT_COLORS[c.result]}>{t(`callResults.${c.result}`)}</Tag>
              <span className="cl-muted">{c.userName ?? "—"}</span>
            </div>
            {c.note && <div className="cl-entry-text">{c.note}</div>}
            {c.nextCallAt && (
              <div className="cl-muted">{t("card.nextCall", { at: formatDateTime(c.nextCallAt) })}</div>
            )}
          </div>
        </List.Item>
      )}
    />
  );
}
