import { ArrowLeftOutlined, InfoCircleOutlined } from "@ant-design/icons";
import { Button, Result, Skeleton, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { BoardPanel, UnitDrawer, useChessboard } from "../../features/property/chessboard";
import { ApiError } from "../../lib/api";
import { useCurrentUser } from "../../lib/session";
import { LoadFailed } from "../../lib/ui/load-failed";
import { PageHeader } from "../../lib/ui/page-header";
import { parseRouteId } from "../../lib/ui/route-id";
import type { ScreenProps } from "../screen-props";

const BACK_PATH = "/obyects";

/** /bino/{id} — the building's chessboard: every unit by entrance and floor, coloured by status. */
export default function ChessboardPage({ pageKey }: ScreenProps) {
  const { t } = useTranslation("chessboard");
  const { t: tp } = useTranslation("pages");
  const navigate = useNavigate();
  const id = parseRouteId(useParams().id);
  const { data: user } = useCurrentUser();
  const canEdit = user?.dostup.includes("property_edit") ?? false;
  const query = useChessboard(id);
  const board = query.data;
  const [openId, setOpenId] = useState<number | null>(null);
  const canSeeAbout = user?.pagesDostup.includes("bino_about") ?? false;
  const back = (
    <Space wrap>
      <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(BACK_PATH)}>
        {t("back")}
      </Button>
      {canSeeAbout && id !== null && (
        <Button icon={<InfoCircleOutlined />} onClick={() => navigate(`/bino_about/${id}`)}>
          {tp("titles.bino_about")}
        </Button>
      )}
    </Space>
  );

  const notFound = id === null || (query.error instanceof ApiError && query.error.status === 404);
  if (notFound) {
    return (
      <Result
        status="404"
        title={t("notFound")}
        subTitle={t("notFoundHint")}
        extra={
          <Button type="primary" icon={<ArrowLeftOutlined />} onClick={() => navigate(BACK_PATH)}>
            {t("back")}
          </Button>
        }
      />
    );
  }

  return (
    <div className="cb-page">
      <PageHeader
        title={board ? t("title", { name: board.building.name }) : tp(`titles.${pageKey}`)}
        extra={back}
      />
      {board && (
        <Typography.Text type="secondary" className="cb-object">
          {t("object", { name: board.building.objectName })}
        </Typography.Text>
      )}
      {query.isError && !board && (
        <LoadFailed title={t("loadFailed")} error={query.error} onRetry={() => void query.refetch()} />
      )}
      {query.isPending && <Skeleton active paragraph={{ rows: 10 }} />}
      {board && <BoardPanel board={board} emptyText={t("empty")} onOpen={setOpenId} />}
      <UnitDrawer board={board} unitId={openId} canEdit={canEdit} onClose={() => setOpenId(null)} />
    </div>
  );
}
