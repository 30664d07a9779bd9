import { ArrowLeftOutlined, InfoCircleOutlined, ReloadOutlined } from "@ant-design/icons";
import type { UnitStatus } from "@makon/shared";
import { Alert, Button, Empty, Result, Skeleton, Space, Typography } from "antd";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useCurrentUser } from "../../features/auth";
import {
  type BoardFilter,
  BoardFilters,
  BoardGrid,
  BoardLegend,
  buildLayout,
  countByStatus,
  dimmedIds,
  EMPTY_FILTER,
  roomOptions,
  UnitDrawer,
  useChessboard,
} from "../../features/chessboard";
import "../../features/chessboard/chessboard.css";
import { ApiError, useErrorText } from "../../lib/api";
import { PageHeader } from "../../lib/ui/page-header";
import { parseRouteId } from "../../lib/ui/route-id";
import type { ScreenProps } from "../screen-props";

const BACK_PATH = "/obyects";

/** /bino/{id} — the building's chessboard: every unit by entrance and floor, coloured by status. */
export default function ChessboardPage({ pageKey }: ScreenProps) {
  const { t } = useTranslation("chessboard");
  const { t: tp } = useTranslation("pages");
  const errorText = useErrorText();
  const navigate = useNavigate();
  const id = parseRouteId(useParams().id);
  const { data: user } = useCurrentUser();
  const canEdit = user?.dostup.includes("property_edit") ?? false;
  const query = useChessboard(id);
  const board = query.data;
  const [filter, setFilter] = useState<BoardFilter>(EMPTY_FILTER);
  const [openId, setOpenId] = useState<number | null>(null);

  const units = board?.units;
  const layout = useMemo(() => (board ? buildLayout(board) : null), [board]);
  const counts = useMemo(() => countByStatus(units ?? []), [units]);
  const rooms = useMemo(() => roomOptions(units ?? []), [units]);
  // The filter only toggles a class per cell: computing the set is cheap, the cells are memoised.
  const dimmed = useMemo(() => dimmedIds(units ?? [], filter), [units, filter]);
  const toggleStatus = useCallback(
    (status: UnitStatus) =>
      setFilter((f) => ({
        ...f,
        statuses: f.statuses.includes(status)
          ? f.statuses.filter((s) => s !== status)
          : [...f.statuses, status],
      })),
    [],
  );
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

  const total = units?.length ?? 0;
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
        <Alert
          type="error"
          showIcon
          title={t("loadFailed")}
          description={errorText(query.error)}
          action={
            <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
              {t("retry")}
            </Button>
          }
        />
      )}
      {query.isPending && <Skeleton active paragraph={{ rows: 10 }} />}
      {board && layout && (
        <div className="content-panel cb-panel">
          <BoardLegend counts={counts} total={total} active={filter.statuses} onToggle={toggleStatus} />
          <BoardFilters
            value={filter}
            onChange={setFilter}
            rooms={rooms}
            matched={total - dimmed.size}
            total={total}
          />
          {total === 0 ? (
            <Empty description={t("empty")} />
          ) : (
            <BoardGrid layout={layout} dimmed={dimmed} onOpen={setOpenId} />
          )}
        </div>
      )}
      <UnitDrawer board={board} unitId={openId} canEdit={canEdit} onClose={() => setOpenId(null)} />
    </div>
  );
}
