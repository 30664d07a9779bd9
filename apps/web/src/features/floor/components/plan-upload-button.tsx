import { UploadOutlined } from "@ant-design/icons";
import { App, Button } from "antd";
import { type ChangeEvent, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../lib/api";
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
  const { message, modal } = App.useApp();
  const errorText = useErrorText();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPlan();

  const send = (file: File) =>
    upload.mutate(
      { floorId, file },
      {
        onSuccess: () => void message.success(t("plan.uploaded")),
        onError: (error) => void message.error(errorText(error)),
      },
    );

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared at once, so choosing the same file again still fires a change.
    event.target.value = "";
    if (!file) return;
    const problem = planFileProblem(file);
    if (problem) {
      void message.error(t(`plan.${problem}`));
      return;
    }
    if (!hasPlan) {
      send(file);
      return;
    }
    modal.confirm({
      title: t("plan.confirmTitle"),
      content: t("plan.confirmText", { name: file.name }),
      okText: t("plan.confirmOk"),
      cancelText: t("plan.confirmCancel"),
      onOk: () => send(file),
    });
  };

  return (
    <>
      <input ref={input} type="file" accept={PLAN_ACCEPT} hidden onChange={picked} data-testid="plan-file" />
      <Button
        type={type}
        icon={<UploadOutlined />}
        loading={upload.isPending}
        onClick={() => input.current?.click()}
      >
        {hasPlan ? t("plan.replace") : t("plan.upload")}
      </Button>
    </>
  );
}
