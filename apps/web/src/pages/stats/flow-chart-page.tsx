import { useTranslation } from "react-i18next";
import { prefetchStats, StatsScreen } from "../../features/stats";
import type { ScreenData, ScreenProps } from "../screen-props";

export const screenData: ScreenData = ({ client, search }) => prefetchStats(client, search);

/** /flow_chart — the company's flows: clients, money and sales, each figure with its rows. */
export default function FlowChartPage({ pageKey }: ScreenProps) {
  const { t } = useTranslation("pages");
  return <StatsScreen title={t(`titles.${pageKey}`)} />;
}
