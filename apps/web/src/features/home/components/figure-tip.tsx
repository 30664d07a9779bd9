import { InfoCircleOutlined } from "@ant-design/icons";
import type { StatsFigure } from "@makon/shared";
import { Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import "../../../i18n/lazy-namespaces";

/**
 * A figure's definition (the lazy "stats" words), loaded only when a person points at the icon:
 * the home is the main route, and its JavaScript has a budget.
 */
export default function FigureTip({ figure, label }: { figure: StatsFigure; label: string }) {
  const { t } = useTranslation("stats");
  return (
    <Tooltip title={t(`figures.${figure}.definition`)} defaultOpen>
      <button type="button" className="home-tile-info" aria-label={label}>
        <InfoCircleOutlined />
      </button>
    </Tooltip>
  );
}
