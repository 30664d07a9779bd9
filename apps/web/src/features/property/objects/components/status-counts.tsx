import { UNIT_STATUSES } from "@makon/shared";
import { Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import { UNIT_STATUS_COLORS } from "../../../../lib/ui/unit-status-colors";

/** An object's units per status: a thin stacked bar and one coloured count per status. */
export function StatusCounts({ byStatus, total }: { byStatus: Record<string, number>; total: number }) {
  const { t } = useTranslation("objects");
  return (
    <div className="obj-status">
      <div className="obj-status-bar" aria-hidden="true">
        {total > 0 &&
          UNIT_STATUSES.map((status) => {
            const n = byStatus[status] ?? 0;
            return n > 0 ? (
              <span
                key={status}
                style={{ width: `${(n / total) * 100}%`, background: UNIT_STATUS_COLORS[status] }}
              />
            ) : null;
          })}
      </div>
      <ul className="obj-status-list">
        {UNIT_STATUSES.map((status) => {
          const n = byStatus[status] ?? 0;
          const label = t("statusCount", { status: t(`status.${status}`), count: n });
          return (
            <Tooltip key={status} title={label}>
              <li
                data-status={status}
                data-count={n}
                aria-label={label}
                className={n === 0 ? "obj-status-zero" : undefined}
              >
                <span className="obj-status-dot" style={{ background: UNIT_STATUS_COLORS[status] }} />
                <span className="obj-number">{n}</span>
              </li>
            </Tooltip>
          );
        })}
      </ul>
    </div>
  );
}
