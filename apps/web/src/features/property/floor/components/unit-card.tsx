import type { UnitWithClient } from "@makon/shared";
import { Tag } from "antd";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../../lib/format-money";
import { UNIT_STATUS_COLORS } from "../../../../lib/ui/unit-status-colors";

interface UnitCardProps {
  unit: UnitWithClient;
  onOpen: (id: number) => void;
}

/** m² with a decimal comma and no trailing zeros: 58.3 → "58,3". */
const area = (value: number) => String(Math.round(value * 100) / 100).replace(".", ",");

/** One unit of the floor: a card in its status colour that opens the unit drawer. */
export function UnitCard({ unit, onOpen }: UnitCardProps) {
  const { t } = useTranslation("floor");
  const { t: tc } = useTranslation("chessboard");
  const style = { "--fl-color": UNIT_STATUS_COLORS[unit.status] } as CSSProperties;
  return (
    <button
      type="button"
      className="fl-unit"
      style={style}
      data-unit-id={unit.id}
      data-status={unit.status}
      onClick={() => onOpen(unit.id)}
    >
      <span className="fl-unit-head">
        <span className="fl-unit-number">{t("units.number", { number: unit.number })}</span>
        <Tag color={UNIT_STATUS_COLORS[unit.status]} className="fl-unit-status">
          {tc(`status.${unit.status}`)}
        </Tag>
      </span>
      <span className="fl-unit-size">
        {t("units.rooms", { count: unit.rooms })} · {t("units.area", { value: area(unit.areaM2) })}
      </span>
      <span className="fl-unit-line">
        <span className="fl-unit-label">{t("units.pricePerM2")}</span>
        <span>{formatMoney(unit.pricePerM2)}</span>
      </span>
      <span className="fl-unit-line fl-unit-total">
        <span className="fl-unit-label">{t("units.total")}</span>
        <span>{formatMoney(unit.totalPrice)}</span>
      </span>
      {unit.clientName && (
        <span className="fl-unit-line fl-unit-holder">
          <span className="fl-unit-label">{t("units.client")}</span>
          <span className="fl-unit-value">{unit.clientName}</span>
        </span>
      )}
      {unit.contractNumber && (
        <span className="fl-unit-line">
          <span className="fl-unit-label">{t("units.contract")}</span>
          <span className="fl-unit-value">{unit.contractNumber}</span>
        </span>
      )}
    </button>
  );
}
