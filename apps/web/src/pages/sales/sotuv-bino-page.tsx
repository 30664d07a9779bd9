import { ArrowLeftOutlined } from "@ant-design/icons";
import { Button, Result, Skeleton, Typography } from "antd";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { BoardPanel, useChessboard } from "../../features/property/chessboard";
import { parseRouteId } from "../../features/sales";
import { ApiError } from "../../lib/api";
import { LoadFailed } from "../../lib/ui/load-failed";
import { PageHeader } from "../../lib/ui/page-header";
import type { ScreenProps } from "../screen-props";

/** /sotuv_bino/{id}: the building's chessboard for selling; a cell opens the unit's sales card. */
export default function SotuvBinoPage({ pageKey }: ScreenProps) {
  const { t } = useTranslation("sales");
  const { t: tp } = useTranslation("pages");
  const navigate = useNavigate();
  const id = parseRouteId(useParams().id);
  const query = useChessboard(id);
  const board = query.data;
  const open = useCallback((unitId: number) => navigate(`/sotuv_xonadon/${unitId}`), [navigate]);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate("/sotuv")}>
      {t("back")}
    </Button>
  );

  if (id === null || (query.error instanceof ApiError && query.error.status === 404)) {
    return <Result status="404" title={t("board.notFound")} extra={back} />;
  }
  return (
    <div className="cb-page sl-page">
      <PageHeader
        title={board ? t("board.title", { name: board.building.name }) : tp(`titles.${pageKey}`)}
        extra={back}
      />
      {board && (
        <Typography.Text type="secondary" className="cb-object">
          {t("board.object", { name: board.building.objectName })} · {t("board.hint")}
        </Typography.Text>
      )}
      {query.isError && !board && (
        <LoadFailed title={t("board.loadFailed")} error={query.error} onRetry={() => void query.refetch()} />
      )}
      {query.isPending && <Skeleton active paragraph={{ rows: 10 }} />}
      {board && <BoardPanel board={board} emptyText={t("board.empty")} onOpen={open} floorLinks={false} />}
    </div>
  );
}
