import { UNIT_STATUSES } from "@makon/shared";
import { useTranslation } from "react-i18next";
import { UNIT_STATUS_COLORS } from "../../../lib/ui/unit-status-colors";
import type { ObjectSummary } from "../summarise-stats";

/** A bar split by unit status: how much of an object is free, booked, sold… at a glance. */
export function StatusBar({ summary }: { summary: ObjectSummary }) {
  const { t } = useTranslation();
  if (summary.total.count === 0) return null;
  return (
    <div className="status-bar" aria-hidden="true">
      {UNIT_STATUSES.filter((s) => summary.byStatus[s].count > 0).map((status) => (
        <span
          key={status}
          title={t(`unitStatus.${status}`)}
          style={{
            flexGrow: summary.byStatus[status].count,
            background: UNIT_STATUS_COLORS[status],
          }}
        />
      ))}
    </div>
  );
}
