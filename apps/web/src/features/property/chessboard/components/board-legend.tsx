import { UNIT_STATUSES, type UnitStatus } from "@makon/shared";
import { useTranslation } from "react-i18next";
import { UNIT_STATUS_COLORS } from "../../../../lib/ui/unit-status-colors";

interface BoardLegendProps {
  counts: Record<UnitStatus, number>;
  total: number;
  /** Statuses picked in the filter; a click on a legend entry toggles it. */
  active: readonly UnitStatus[];
  onToggle: (status: UnitStatus) => void;
}

/** The status colours with how many units of the building have each. */
export function BoardLegend({ counts, total, active, onToggle }: BoardLegendProps) {
  const { t } = useTranslation("chessboard");
  return (
    <div className="cb-legend">
      {UNIT_STATUSES.map((status) => (
        <button
          type="button"
          key={status}
          className={active.includes(status) ? "cb-legend-item cb-legend-active" : "cb-legend-item"}
          data-legend={status}
          aria-pressed={active.includes(status)}
          onClick={() => onToggle(status)}
        >
          <span className="cb-legend-dot" style={{ background: UNIT_STATUS_COLORS[status] }} />
          <span>{t(`status.${status}`)}</span>
          <span className="cb-legend-count" data-count={counts[status]}>
            {counts[status]}
          </span>
        </button>
      ))}
      <span className="cb-legend-total">{t("legendTotal", { count: total })}</span>
    </div>
  );
}
