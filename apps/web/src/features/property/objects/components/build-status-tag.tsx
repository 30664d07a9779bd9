import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { isBuildStatus } from "../building-form";

const COLORS = {
  planned: "default",
  foundation: "orange",
  frame: "gold",
  finishing: "blue",
  completed: "green",
} as const;

/** A building's construction stage in Uzbek, coloured from planned (grey) to completed (green). */
export function BuildStatusTag({ status }: { status: string }) {
  const { t } = useTranslation("objects");
  if (!isBuildStatus(status)) return <Tag>{status}</Tag>;
  return (
    <Tag color={COLORS[status]} className="obj-tag">
      {t(`buildStatus.${status}`)}
    </Tag>
  );
}
