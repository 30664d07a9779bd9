import { DownOutlined, UpOutlined } from "@ant-design/icons";
import { Button, Space } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useChessboard } from "../../chessboard";
import { floorNeighbours } from "../floor-neighbours";

interface FloorNavProps {
  buildingId: number;
  entranceId: number;
  floor: number;
}

/**
 * Steps to the floor below or above in the same entrance. The ids come from the building's
 * chessboard, usually in the cache already when the user came from there; until it arrives (or
 * if it fails) the buttons stay disabled, the page itself does not wait for it.
 */
export function FloorNav({ buildingId, entranceId, floor }: FloorNavProps) {
  const { t } = useTranslation("floor");
  const navigate = useNavigate();
  const board = useChessboard(buildingId);
  const units = board.data?.units;
  const { below, above } = useMemo(
    () => floorNeighbours(units ?? [], entranceId, floor),
    [units, entranceId, floor],
  );
  return (
    <Space.Compact aria-label={t("nav.label")}>
      <Button
        icon={<DownOutlined />}
        disabled={!below}
        loading={board.isPending}
        onClick={() => below && navigate(`/floor/${below.id}`)}
        data-floor-nav="below"
      >
        {below ? t("nav.previousNumber", { floor: below.number }) : t("nav.previous")}
      </Button>
      <Button
        icon={<UpOutlined />}
        disabled={!above}
        onClick={() => above && navigate(`/floor/${above.id}`)}
        data-floor-nav="above"
      >
        {above ? t("nav.nextNumber", { floor: above.number }) : t("nav.next")}
      </Button>
    </Space.Compact>
  );
}
