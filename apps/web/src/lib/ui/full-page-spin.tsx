import { Spin } from "antd";
import { useTranslation } from "react-i18next";

/** The centred spinner shown while the session or a screen loads. */
export function FullPageSpin({ fill = "screen" }: { fill?: "screen" | "area" }) {
  const { t } = useTranslation();
  return (
    <div
      className={fill === "screen" ? "center-screen" : "center-area"}
      role="status"
      aria-label={t("loading")}
    >
      <Spin size="large" />
    </div>
  );
}
