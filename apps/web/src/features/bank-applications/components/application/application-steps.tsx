import { type BankApplicationDetail, formatDate } from "@makon/shared";
import { Steps } from "antd";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../../lib/history";
import { useMediaQuery } from "../../../../lib/ui/use-media-query";
import { statusRoad } from "../../bank-status";

/**
 * The application's road at its level: new → documents → review → decision (→ money at head
 * office). The moments known from the answer are shown under their steps; a rejection is red.
 */
export function ApplicationSteps({ application }: { application: BankApplicationDetail }) {
  const { t } = useTranslation("bankApplications");
  const narrow = useMediaQuery("(max-width: 900px)");
  const road = statusRoad(application.level, application.status, application.submittedAt !== null);
  const current = road.indexOf(application.status);
  const finished =
    application.status === "funded" || (application.status === "approved" && application.level === "lower");
  const when: Partial<Record<string, string | null>> = {
    new: application.createdAt,
    documents_submitted: application.submittedAt,
    approved: application.decidedAt,
    rejected: application.decidedAt,
    funded: application.fundedAt,
  };

  const items = road.map((status, i) => {
    const at = i <= current ? when[status] : null;
    // The bank's money comes on a day, not at a moment.
    const shown = status === "funded" ? formatDate(at) : formatDateTime(at);
    return {
      key: status,
      title: t(`status.${status}`),
      content: at ? <span className="ba-step-note">{shown}</span> : undefined,
      status:
        status === "rejected"
          ? ("error" as const)
          : i < current || (i === current && finished)
            ? ("finish" as const)
            : i === current
              ? ("process" as const)
              : ("wait" as const),
    };
  });

  return (
    <Steps
      className="ba-steps"
      current={current}
      size="small"
      orientation={narrow ? "vertical" : "horizontal"}
      items={items}
      aria-label={t("application.steps")}
    />
  );
}
