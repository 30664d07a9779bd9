import type { UnitWithClient } from "@makon/shared";
import { Empty } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { compareUnitNumbers } from "../../chessboard";
import { UnitCard } from "./unit-card";

const byNumber = (a: UnitWithClient, b: UnitWithClient) =>
  compareUnitNumbers(a.number, b.number) || a.id - b.id;

/** The floor's units as a wrapping grid of cards. */
export function UnitCards({ units, onOpen }: { units: UnitWithClient[]; onOpen: (id: number) => void }) {
  const { t } = useTranslation("floor");
  const sorted = useMemo(() => [...units].sort(byNumber), [units]);
  return (
    <section className="content-panel fl-units" aria-label={t("units.title")}>
      <div className="fl-section-head">
        <h2 className="fl-section-title">{t("units.title")}</h2>
        <span className="fl-count">{t("units.count", { count: units.length })}</span>
      </div>
      {sorted.length === 0 ? (
        <Empty description={t("units.empty")} />
      ) : (
        <div className="fl-unit-grid">
          {sorted.map((unit) => (
            <UnitCard key={unit.id} unit={unit} onOpen={onOpen} />
          ))}
        </div>
      )}
    </section>
  );
}
