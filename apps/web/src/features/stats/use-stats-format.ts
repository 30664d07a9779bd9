import { formatNumber } from "@makon/shared";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatAreaM2 } from "../../lib/format-area";
import { formatMoney } from "../../lib/format-money";
import "../../i18n/lazy-namespaces";
import type { ChartFormat } from "./chart-options";
import { compactAmount } from "./format";

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
type MonthNumber = "01" | "02" | "03" | "04" | "05" | "06" | "07" | "08" | "09" | "10" | "11" | "12";

export interface StatsFormat extends ChartFormat {
  area: (m2: number) => string;
  /** "2026-11" → "Noyabr 2026" (tables, drawer titles). */
  longMonth: (month: string) => string;
}

/** The app's money, area and month formats with the flow chart's words. */
export function useStatsFormat(): StatsFormat {
  const { t } = useTranslation(["stats", "objects"]);
  return useMemo(() => {
    const monthWith = (kind: "monthShort" | "month") => (value: string) => {
      const match = MONTH.exec(value);
      if (!match?.[1] || !match[2]) return value;
      const month = t(`objects:${kind}.${match[2] as MonthNumber}`);
      return t("stats:chart.monthYear", { month, year: match[1] });
    };
    return {
      month: monthWith("monthShort"),
      longMonth: monthWith("month"),
      money: (amount: number) => formatMoney(amount),
      axisMoney: (amount: number) => {
        const { value, unit } = compactAmount(amount);
        return unit ? t(`stats:chart.${unit}`, { value }) : value;
      },
      count: (count: number) => t("stats:summary.count", { value: formatNumber(count) }),
      area: (m2: number) => formatAreaM2(m2),
    };
  }, [t]);
}
