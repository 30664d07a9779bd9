import { AppstoreOutlined, ArrowLeftOutlined, EditOutlined, HistoryOutlined } from "@ant-design/icons";
import { Button, Result, Skeleton, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import {
  BuildingAbout,
  BuildingFormModal,
  BuildingHistory,
  useBuilding,
} from "../../features/property/objects";
import { ApiError } from "../../lib/api";
import { useCurrentUser } from "../../lib/session";
import { LoadFailed } from "../../lib/ui/load-failed";
import { PageHeader } from "../../lib/ui/page-header";
import { parseRouteId } from "../../lib/ui/route-id";
import type { ScreenProps } from "../screen-props";

const BACK_PATH = "/obyects";

/** /bino_about/{id} — a building's details, its units by status and its sales by month. */
export default function BuildingAboutPage({ pageKey }: ScreenProps) {
  const { t } = useTranslation("objects");
  const { t: tp } = useTranslation("pages");
  const navigate = useNavigate();
  const id = parseRouteId(useParams().id);
  const { data: user } = useCurrentUser();
  const canEdit = user?.dostup.includes("property_edit") ?? false;
  const query = useBuilding(id);
  const building = query.data;
  const [editing, setEditing] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);

  if (id === null || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <Result
        status="404"
        title={t("about.notFound")}
        subTitle={t("about.notFoundHint")}
        extra={
          <Button type="primary" icon={<ArrowLeftOutlined />} onClick={() => navigate(BACK_PATH)}>
            {t("about.back")}
          </Button>
        }
      />
    );
  }

  const actions = (
    <Space wrap size={8}>
      <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(BACK_PATH)}>
        {t("about.back")}
      </Button>
      {building && (
        <>
          <Button icon={<AppstoreOutlined />} onClick={() => navigate(`/bino/${building.id}`)}>
            {t("about.chessboard")}
          </Button>
          <Button icon={<HistoryOutlined />} onClick={() => setHistoryOpen(true)}>
            {t("about.history")}
          </Button>
          {canEdit && (
            <Button type="primary" icon={<EditOutlined />} onClick={() => setEditing(true)}>
              {t("about.edit")}
            </Button>
          )}
        </>
      )}
    </Space>
  );

  return (
    <>
      <PageHeader
        title={building ? t("about.title", { name: building.name }) : tp(`titles.${pageKey}`)}
        extra={actions}
      />
      {building && (
        <Typography.Text type="secondary" className="bino-about-subtitle">
          {building.objectName} · {building.address}
        </Typography.Text>
      )}
      {query.isError && !building && (
        <LoadFailed title={t("about.loadFailed")} error={query.error} onRetry={() => void query.refetch()} />
      )}
      {query.isPending && <Skeleton active paragraph={{ rows: 10 }} />}
      {building && <BuildingAbout building={building} />}
      {building && editing && <BuildingFormModal building={building} onClose={() => setEditing(false)} />}
      {building && (
        <BuildingHistory open={historyOpen} onClose={() => setHistoryOpen(false)} building={building} />
      )}
    </>
  );
}
