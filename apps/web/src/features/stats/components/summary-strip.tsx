import { formatNumber, type StatsSummary, UNIT_STATUSES } from "@makon/shared";
import { Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { formatAreaM2 } from "../../../lib/format-area";
import { formatMoney } from "../../../lib/format-money";
import { LoadFailed } from "../../../lib/ui/load-failed";
import { UNIT_STATUS_COLORS } from "../../../lib/ui/unit-status-colors";
import type { RowsTarget } from "../rows-query";
import { FigureTile } from "./figure-tile";

interface SummaryStripProps {
  summary: StatsSummary | undefined;
  error: unknown;
  onRetry: () => void;
  onOpen: (target: RowsTarget) => void;
}

/** The period's figures on top of every view: each explains itself and opens its rows. */
export function SummaryStrip({ summary, error, onRetry, onOpen }: SummaryStripProps) {
  const { t } = useTranslation(["stats", "common"]);
  if (error && !summary)
    return <LoadFailed title={t("summary.loadFailed")} error={error} onRetry={onRetry} />;
  if (!summary) return <Skeleton active paragraph={{ rows: 3 }} className="st-summary-loading" />;
  const count = (n: number) => t("summary.count", { value: formatNumber(n) });
  const amount = (n: number) => (
    <span data-field="amount" data-value={n}>
      {formatMoney(n)}
    </span>
  );
  const open = (figure: RowsTarget["figure"]) => onOpen({ figure });
  const { sales, money, overdue, refused, units } = summary;

  return (
    <section className="st-summary" aria-label={t("summary.title")}>
      <div className="st-figures">
        <FigureTile
          figure="sales"
          onOpen={open}
          value={amount(sales.amount)}
          details={
            <>
              <span data-field="count" data-value={sales.count}>
                {count(sales.count)}
              </span>
              <span data-field="area" data-value={sales.areaM2}>
                {formatAreaM2(sales.areaM2)}
              </span>
            </>
          }
        />
        <FigureTile figure="due" onOpen={open} value={amount(money.due)} />
        <FigureTile figure="received" onOpen={open} value={amount(money.received)} />
        <FigureTile figure="refunded" onOpen={open} value={amount(money.refunded)} />
        <FigureTile
          figure="overdue"
          onOpen={open}
          note={t("summary.overdueToday")}
          value={amount(overdue.amount)}
          details={
            <span data-field="count" data-value={overdue.count}>
              {count(overdue.count)}
            </span>
          }
        />
        <FigureTile
          figure="refused"
          onOpen={open}
          value={amount(refused.amount)}
          details={
            <span data-field="count" data-value={refused.count}>
              {count(refused.count)}
            </span>
          }
        />
      </div>
      <div className="st-units" data-total={units.total}>
        <span className="st-units-title">{t("summary.units")}</span>
        <span className="st-units-total">
          {t("summary.unitsTotal", { value: formatNumber(units.total) })}
        </span>
        <ul className="st-units-list">
          {UNIT_STATUSES.map((status) => (
            <li
              key={status}
              className="st-unit"
              data-status={status}
              data-value={units.byStatus[status] ?? 0}
            >
              <span className="st-unit-dot" style={{ background: UNIT_STATUS_COLORS[status] }} aria-hidden />
              <span>{t(`common:unitStatus.${status}`)}</span>
              <b>{formatNumber(units.byStatus[status] ?? 0)}</b>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
