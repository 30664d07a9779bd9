import type { DebtBand, DebtCaseStatus } from "@makon/shared";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";

export const DEBT_STATUS_COLORS: Record<DebtCaseStatus, string> = {
  new: "blue",
  in_progress: "geekblue",
  promised: "cyan",
  promise_broken: "volcano",
  with_director: "purple",
  legal: "magenta",
  enforcement: "red",
  collected: "green",
  restructured: "lime",
  terminated: "default",
  closed: "default",
};

export const BAND_COLORS: Record<DebtBand, string> = {
  "1_30": "gold",
  "31_60": "orange",
  "61_90": "volcano",
  "90_plus": "red",
};

/** A case's status; no case yet reads "Ish ochilmagan". */
export function DebtStatusTag({ status }: { status: DebtCaseStatus | null }) {
  const { t } = useTranslation("collections");
  if (status === null)
    return (
      <Tag className="dc-tag" data-status="none">
        {t("status.none")}
      </Tag>
    );
  return (
    <Tag color={DEBT_STATUS_COLORS[status]} className="dc-tag" data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}

export function BandTag({ band }: { band: DebtBand | null }) {
  const { t } = useTranslation("collections");
  if (band === null) return <span className="dc-muted">—</span>;
  return (
    <Tag color={BAND_COLORS[band]} className="dc-tag" data-band={band}>
      {t(`band.${band}`)}
    </Tag>
  );
}
