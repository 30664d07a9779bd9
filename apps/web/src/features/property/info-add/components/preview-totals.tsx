import { formatNumber } from "@makon/shared";
import { Statistic } from "antd";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../../lib/format-money";
import type { PreviewGrid } from "../preview-model";

/** Units, total area and total value of the planned building. */
export function PreviewTotals({ totals }: { totals: PreviewGrid["totals"] }) {
  const { t } = useTranslation("infoAdd");
  return (
    <div className="ia-totals" data-units={totals.units}>
      <Statistic
        title={t("preview.units")}
        value={formatMoney(totals.units, false)}
        className="ia-total-units"
      />
      <Statistic
        title={t("preview.area")}
        value={t("preview.areaValue", { value: formatNumber(totals.areaM2, 2) })}
      />
      <Statistic title={t("preview.value")} value={formatMoney(totals.value)} />
    </div>
  );
}
