import type { ClientCard } from "@makon/shared";
import { Empty, List } from "antd";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/history";

/** Every visit to the office, newest first: who received them and which manager they saw. */
export function ClientVisits({ visits }: { visits: ClientCard["visits"] }) {
  const { t } = useTranslation("clients");
  if (visits.length === 0)
    return <Empty description={t("card.noVisits")} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  const newest = [...visits].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return (
    <List
      className="cl-list"
      dataSource={newest}
      renderItem={(v) => (
        <List.Item key={v.id}>
          <div className="cl-entry">
            <div className="cl-entry-head">
              <strong>{formatDateTime(v.createdAt)}</strong>
              <span className="cl-muted">{v.userName ?? "—"}</span>
            </div>
            {v.managerName && <div>{t("card.visitManager", { name: v.managerName })}</div>}
            {v.note && <div className="cl-entry-text">{v.note}</div>}
          </div>
        </List.Item>
      )}
    />
  );
}
