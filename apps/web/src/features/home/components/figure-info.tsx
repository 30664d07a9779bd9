import { InfoCircleOutlined } from "@ant-design/icons";
import type { StatsFigure } from "@makon/shared";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";

const FigureTip = lazy(() => import("./figure-tip"));

/** The "how it is counted" icon of a figure: its tooltip and words load on the first point or focus. */
export function FigureInfo({ figure }: { figure: StatsFigure }) {
  const { t } = useTranslation("home");
  const [armed, setArmed] = useState(false);
  const label = t("work.definition");
  const icon = (
    <button
      type="button"
      className="home-tile-info"
      aria-label={label}
      onMouseEnter={() => setArmed(true)}
      onFocus={() => setArmed(true)}
    >
      <InfoCircleOutlined />
    </button>
  );
  if (!armed) return icon;
  return (
    <Suspense fallback={icon}>
      <FigureTip figure={figure} label={label} />
    </Suspense>
  );
}
