import { useTranslation } from "react-i18next";
import { StatsScreen } from "../../features/stats";
import type { ScreenProps } from "../screen-props";

/** /flow_chart — the company's flows: clients, money and sales, each figure with its rows. */
export default function FlowChartPage({ pageKey }: ScreenProps) {
  const { t } = useTranslation("pages");
  return <StatsScreen title={t(`titles.${pageKey}`)} />;
}
