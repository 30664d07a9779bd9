import { InfoCircleOutlined } from "@ant-design/icons";
import type { StatsFigure } from "@makon/shared";
import { Tooltip } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface FigureTileProps {
  figure: StatsFigure;
  /** The main number (a sum of money or a count), then any smaller ones under it. */
  value: ReactNode;
  details?: ReactNode;
  /** A word under the name ("bugungi holat"). */
  note?: string;
  onOpen: (figure: StatsFigure) => void;
}

/** One figure: its name, what it counts (the info tooltip), its number — a click opens its rows. */
export function FigureTile({ figure, value, details, note, onOpen }: FigureTileProps) {
  const { t } = useTranslation("stats");
  const name = t(`figures.${figure}.name`);
  return (
    <div className="st-figure" data-figure={figure}>
      <div className="st-figure-head">
        <span className="st-figure-name">{name}</span>
        <Tooltip title={t(`figures.${figure}.definition`)} trigger={["hover", "focus", "click"]}>
          <button type="button" className="st-figure-info" aria-label={t("summary.about", { figure: name })}>
            <InfoCircleOutlined aria-hidden />
          </button>
        </Tooltip>
      </div>
      {note && <span className="st-figure-note">{note}</span>}
      <button
        type="button"
        className="st-figure-value"
        aria-label={t("summary.open", { figure: name })}
        onClick={() => onOpen(figure)}
      >
        <span className="st-figure-main">{value}</span>
        {details && <span className="st-figure-details">{details}</span>}
      </button>
    </div>
  );
}
