import type { ClientCard } from "@makon/shared";
import { Empty, Timeline } from "antd";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/history";
import { ClientStepTag, STEP_COLORS } from "./client-step-tag";

/** The client's steps, newest first: which step, who moved them, when, and why. */
export function ClientTimeline({ steps }: { steps: ClientCard["steps"] }) {
  const { t } = useTranslation("clients");
  if (steps.length === 0)
    return <Empty description={t("card.noSteps")} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  const newest = [...steps].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
  return (
    <Timeline
      className="cl-timeline"
      items={newest.map((s) => ({
        key: s.id,
        color: STEP_COLORS[s.step] === "default" ? "gray" : STEP_COLORS[s.step],
        content: (
          <div className="cl-entry">
            <div className="cl-entry-head">
              <ClientStepTag step={s.step} />
              <span className="cl-muted">
                {formatDateTime(s.createdAt)} · {s.userName ?? t("card.system")}
              </span>
            </div>
            {s.note && <div className="cl-entry-text">{s.note}</div>}
          </div>
        ),
      }))}
    />
  );
}
