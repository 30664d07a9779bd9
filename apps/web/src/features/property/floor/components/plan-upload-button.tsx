import { App } from "antd";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../../lib/api";
import { FilePickButton } from "../../../../lib/ui/file-pick-button";
import { useUploadPlan } from "../api/use-upload-plan";
import { PLAN_ACCEPT, planFileProblem } from "../plan-file";

interface PlanUploadButtonProps {
  floorId: number;
  /** A plan is there already: the button replaces it, after a confirmation. */
  hasPlan: boolean;
  type?: "primary" | "default";
}

/** Picks an image, checks its type and size here, and uploads it (replacing after a confirmation). */
export function PlanUploadButton({ floorId, hasPlan, type = "default" }: PlanUploadButtonProps) {
  const { t } = useTranslation("floor");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const upload = useUploadPlan();

  const send = (file: File) =>
    upload.mutate(
      { floorId, file },
      {
        onSuccess: () => void message.success(t("plan.uploaded")),
        onError: (error) => void message.error(errorText(error)),
      },
    );

  return (
    <FilePickButton
      accept={PLAN_ACCEPT}
      problemOf={planFileProblem}
      problemText={(problem) => t(`plan.${problem}`)}
      replacing={
        hasPlan
          ? {
              title: t("plan.confirmTitle"),
              content: (name) => t("plan.confirmText", { name }),
              okText: t("plan.confirmOk"),
              cancelText: t("plan.confirmCancel"),
            }
          : null
      }
      onFile={send}
      label={hasPlan ? t("plan.replace") : t("plan.upload")}
      loading={upload.isPending}
      type={type}
      testId="plan-file"
    />
  );
}
