import type { UnitType } from "@makon/shared";
import { formatNumber } from "@makon/shared";
import { type CSSProperties, memo, useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { PreviewGrid } from "../preview-model";

/** Cell colours by type: the same family as the chessboard's status colours, muted. */
const TYPE_COLORS: Record<UnitType, string> = {
  residential: "#1677ff",
  commercial: "#fa8c16",
  parking: "#8c8c8c",
};

export interface CellAddress {
  entrance: number;
  floor: number;
  position: number;
}

interface CellProps extends CellAddress {
  number: string;
  rooms: number;
  areaM2: number;
  type: UnitType;
  edited: boolean;
  row: number;
  col: number;
  words: { rooms: string; area: string; edited: string };
  onOpen?: (address: CellAddress) => void;
}

/**
 * One planned unit. Only primitives as props, so when the plan is recomputed a cell whose
 * number, rooms, area and type did not change is not rendered again (5,000 cells stay quick).
 */
const PreviewCell = memo(function PreviewCell(p: CellProps) {
  const style = {
    gridRow: p.row + 1,
    gridColumn: p.col + 1,
    "--cb-color": TYPE_COLORS[p.type],
  } as CSSProperties;
  const content = (
    <>
      <span className="ia-cell-number">{p.number}</span>
      <span>{p.type === "residential" ? `${p.rooms} ${p.words.rooms}` : "—"}</span>
      <span>{`${formatNumber(p.areaM2, 2)} ${p.words.area}`}</span>
    </>
  );
  const common = {
    className: p.edited ? "ia-cell ia-cell-edited" : "ia-cell",
    style,
    "data-entrance": p.entrance,
    "data-floor": p.floor,
    "data-position": p.position,
    title: p.edited ? p.words.edited : undefined,
  };
  if (!p.onOpen) return <div {...common}>{content}</div>;
  const open = p.onOpen;
  return (
    <button
      type="button"
      {...common}
      onClick={() => open({ entrance: p.entrance, floor: p.floor, position: p.position })}
    >
      {content}
    </button>
  );
});

interface LayoutPreviewProps {
  grid: PreviewGrid;
  /** Keys ("entrance:floor:position") of the units with their own values. */
  edited: ReadonlySet<string>;
  /** Opens a unit's own values; none for a user who cannot save. */
  onOpen?: (address: CellAddress) => void;
}

/** The planned chessboard: entrances side by side, the top floor first, floor numbers on the left. */
export function LayoutPreview({ grid, edited, onOpen }: LayoutPreviewProps) {
  const { t } = useTranslation("infoAdd");
  const words = useMemo(
    () => ({ rooms: t("preview.rooms"), area: t("preview.areaUnit"), edited: t("preview.edited") }),
    [t],
  );
  const rows = { gridTemplateRows: `repeat(${grid.floors.length}, var(--cb-row))` };
  return (
    <div className="cb-scroll ia-preview-scroll">
      <div className="cb-board ia-board">
        <div className="cb-floors">
          <div className="cb-entrance-title cb-floor-head">{t("preview.floor")}</div>
          <div className="cb-floor-grid" style={rows}>
            {grid.floors.map((floor) => (
              <div key={floor} className="cb-floor-label">
                {floor}
              </div>
            ))}
          </div>
        </div>
        {grid.entrances.map((entrance) => (
          <section key={entrance.number} className="cb-entrance ia-entrance" data-entrance={entrance.number}>
            <div className="cb-entrance-title">{t("preview.entrance", { number: entrance.number })}</div>
            <div
              className="cb-entrance-grid"
              style={{ ...rows, gridTemplateColumns: `repeat(${entrance.columns}, var(--cb-col))` }}
            >
              {entrance.cells.map(({ unit, row, col }) => {
                const key = `${unit.entrance}:${unit.floor}:${unit.position}`;
                return (
                  <PreviewCell
                    key={key}
                    entrance={unit.entrance}
                    floor={unit.floor}
                    position={unit.position}
                    number={unit.number}
                    rooms={unit.rooms}
                    areaM2={unit.areaM2}
                    type={unit.type}
                    edited={edited.has(key)}
                    row={row}
                    col={col}
                    words={words}
                    onOpen={onOpen}
                  />
                );
              })}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
