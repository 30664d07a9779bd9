import { PictureOutlined } from "@ant-design/icons";
import { Empty, Image, Skeleton, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../../lib/ui/load-failed";
import { useFloorPlan } from "../api/use-floor";
import { useObjectUrl } from "../use-object-url";
import { PlanUploadButton } from "./plan-upload-button";

interface FloorPlanProps {
  floorId: number;
  floorNumber: number;
  hasPlan: boolean;
  canEdit: boolean;
}

/** The floor's plan image (click to zoom), or an empty state with the upload button. */
export function FloorPlan({ floorId, floorNumber, hasPlan, canEdit }: FloorPlanProps) {
  const { t } = useTranslation("floor");
  const plan = useFloorPlan(floorId, hasPlan);
  const url = useObjectUrl(plan.data);

  let body: ReactNode;
  if (!hasPlan) {
    body = (
      <Empty
        image={<PictureOutlined className="fl-plan-empty-icon" />}
        description={
          <>
            <div>{t("plan.empty")}</div>
            {canEdit && <Typography.Text type="secondary">{t("plan.emptyHint")}</Typography.Text>}
          </>
        }
      >
        {canEdit && <PlanUploadButton floorId={floorId} hasPlan={false} type="primary" />}
      </Empty>
    );
  } else if (plan.isError) {
    body = <LoadFailed title={t("plan.loadFailed")} error={plan.error} onRetry={() => void plan.refetch()} />;
  } else if (!url) {
    body = <Skeleton.Image active className="fl-plan-skeleton" />;
  } else {
    body = (
      <>
        <Image src={url} alt={t("plan.alt", { floor: floorNumber })} className="fl-plan-image" />
        <Typography.Text type="secondary" className="fl-plan-hint">
          {t("plan.zoomHint")}
        </Typography.Text>
      </>
    );
  }

  return (
    <section className="content-panel fl-plan" aria-label={t("plan.title")}>
      <div className="fl-section-head">
        <h2 className="fl-section-title">{t("plan.title")}</h2>
        {canEdit && hasPlan && <PlanUploadButton floorId={floorId} hasPlan />}
      </div>
      <div className="fl-plan-body">{body}</div>
    </section>
  );
}
