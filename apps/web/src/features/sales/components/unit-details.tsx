import { formatNumber, type UnitRow } from "@makon/shared";
import { Descriptions, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../lib/format-money";
import { UNIT_STATUS_COLORS } from "../../../lib/ui/unit-status-colors";

/** Where the unit is, what it is, what it costs and who holds it. */
export function UnitDetails({ unit }: { unit: UnitRow }) {
  const { t } = useTranslation("sales");
  const { t: tc } = useTranslation("chessboard");
  return (
    <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered className="sl-details">
      <Descriptions.Item label={t("unit.status")}>
        <Tag color={UNIT_STATUS_COLORS[unit.status]} data-status={unit.status} className="sl-status">
          {tc(`status.${unit.status}`)}
        </Tag>
      </Descriptions.Item>
      <Descriptions.Item label={t("unit.object")}>{unit.objectName}</Descriptions.Item>
      <Descriptions.Item label={t("unit.building")}>{unit.buildingName}</Descriptions.Item>
      <Descriptions.Item label={t("unit.entrance")}>{unit.entranceNumber}</Descriptions.Item>
      <Descriptions.Item label={t("unit.floor")}>{unit.floor}</Descriptions.Item>
      <Descriptions.Item label={t("unit.rooms")}>{unit.rooms}</Descriptions.Item>
      <Descriptions.Item label={t("unit.area")}>{formatNumber(unit.areaM2, 2)}</Descriptions.Item>
      <Descriptions.Item label={t("unit.pricePerM2")}>{formatMoney(unit.pricePerM2)}</Descriptions.Item>
      <Descriptions.Item label={t("unit.total")}>
        <strong data-total={unit.totalPrice}>{formatMoney(unit.totalPrice)}</strong>
      </Descriptions.Item>
      {unit.clientName && (
        <Descriptions.Item label={t("unit.holder")}>
          <span className="sl-holder">{unit.clientName}</span>
        </Descriptions.Item>
      )}
      {unit.contractNumber && (
        <Descriptions.Item label={t("unit.contract")}>{unit.contractNumber}</Descriptions.Item>
      )}
    </Descriptions>
  );
}
