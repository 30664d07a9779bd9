import { AppstoreOutlined, ArrowLeftOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Result, Skeleton, Typography } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { type DrawerUnits, UnitDrawer } from "../../features/property/chessboard";
import { FloorNav, FloorPlan, floorKey, UnitCards, useFloor } from "../../features/property/floor";
import { ApiError } from "../../lib/api";
import { useCurrentUser } from "../../lib/session";
import { LoadFailed } from "../../lib/ui/load-failed";
import { PageHeader } from "../../lib/ui/page-header";
import { parseRouteId } from "../../lib/ui/route-id";
import type { ScreenProps } from "../screen-props";

/** /floor/{id} — one floor of one entrance: its plan image and its units as cards. */
export default function FloorPage({ pageKey }: ScreenProps) {
  const { t } = useTranslation("floor");
  const { t: tp } = useTranslation("pages");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = parseRouteId(useParams().id);
  const { data: user } = useCurrentUser();
  const canEdit = user?.dostup.includes("property_edit") ?? false;
  const query = useFloor(id);
  const floor = query.data;
  const [openId, setOpenId] = useState<number | null>(null);
  // The chessboard's drawer works on any set of units with their entrances: here, one floor's.
  const drawerUnits = useMemo<DrawerUnits | undefined>(
    () =>
      floor && { units: floor.units, entrances: [{ id: floor.entranceId, number: floor.entranceNumber }] },
    [floor],
  );

  const notFound = id === null || (query.error instanceof ApiError && query.error.status === 404);
  if (notFound) {
    return (
      <Result
        status="404"
        title={t("notFound")}
        subTitle={t("notFoundHint")}
        extra={
          <Button type="primary" icon={<ArrowLeftOutlined />} onClick={() => navigate("/obyects")}>
            {t("toBuildings")}
          </Button>
        }
      />
    );
  }

  const title = floor
    ? t("title", { building: floor.buildingName, entrance: floor.entranceNumber, floor: floor.number })
    : tp(`titles.${pageKey}`);
  return (
    <div className="fl-page">
      <PageHeader
        title={title}
        extra={
          floor && (
            <div className="fl-actions">
              <FloorNav buildingId={floor.buildingId} entranceId={floor.entranceId} floor={floor.number} />
              <Button icon={<AppstoreOutlined />} onClick={() => navigate(`/bino/${floor.buildingId}`)}>
                {t("back")}
              </Button>
            </div>
          )
        }
      />
      {floor && (
        <Typography.Text type="secondary" className="fl-object">
          {t("object", { name: floor.objectName })}
        </Typography.Text>
      )}
      {query.isError && !floor && (
        <LoadFailed title={t("loadFailed")} error={query.error} onRetry={() => void query.refetch()} />
      )}
      {query.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      {floor && (
        <div className="fl-layout">
          <FloorPlan
            floorId={floor.id}
            floorNumber={floor.number}
            hasPlan={floor.hasPlan}
            canEdit={canEdit}
          />
          <UnitCards units={floor.units} onOpen={setOpenId} />
        </div>
      )}
      <UnitDrawer
        board={drawerUnits}
        unitId={openId}
        canEdit={canEdit}
        onClose={() => setOpenId(null)}
        // The units only: the plan image under the same key prefix has not changed.
        onSaved={() =>
          void queryClient.invalidateQueries({ queryKey: floorKey(floor?.id ?? 0), exact: true })
        }
      />
    </div>
  );
}
