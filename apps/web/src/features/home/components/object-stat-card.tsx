import { UNIT_STATUSES } from "@makon/shared";
import { Badge, Divider } from "antd";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../lib/format-money";
import { Panel } from "../../../lib/ui/panel";
import { UNIT_STATUS_COLORS } from "../../../lib/ui/unit-status-colors";
import type { ObjectSummary } from "../summarise-stats";
import { StatusBar } from "./status-bar";

/** One object on the dashboard: units by status and the object's totals. */
export function ObjectStatCard({ summary }: { summary: ObjectSummary }) {
  const { t } = useTranslation("home");
  const { t: tc } = useTranslation();
  const sold = summary.byStatus.sold.totalPrice + summary.byStatus.handed_over.totalPrice;
  const area = (value: number) => t("areaValue", { value: formatMoney(Math.round(value), false) });

  return (
    <Panel
      title={summary.objectName}
      extra={t("buildings", { count: summary.buildings })}
      className="object-card"
    >
      <StatusBar summary={summary} />
      <ul className="stat-list">
        {UNIT_STATUSES.map((status) => (
          <li key={status}>
            <Badge color={UNIT_STATUS_COLORS[status]} text={tc(`unitStatus.${status}`)} />
            <strong>{summary.byStatus[status].count}</strong>
          </li>
        ))}
      </ul>
      <Divider className="object-card-divider" />
      <dl className="totals-list">
        <dt>{t("totalUnits")}</dt>
        <dd>{summary.total.count}</dd>
        <dt>{t("totalArea")}</dt>
        <dd>{area(summary.total.areaM2)}</dd>
        <dt>{t("totalPrice")}</dt>
        <dd>{formatMoney(summary.total.totalPrice)}</dd>
        <dt>{t("soldPrice")}</dt>
        <dd>{formatMoney(sold)}</dd>
      </dl>
    </Panel>
  );
}
