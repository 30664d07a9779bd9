import { LayoutOutlined } from "@ant-design/icons";
import { UNIT_STATUSES, type UnitStatus, type UnitWithClient } from "@makon/shared";
import { type CSSProperties, memo, useLayoutEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { UNIT_STATUS_COLORS } from "../../../lib/ui/unit-status-colors";
import { type BoardEntrance, type BoardLayout, formatDecimal, formatMillions } from "../board-model";

interface CellProps {
  unit: UnitWithClient;
  row: number;
  col: number;
  onOpen: (id: number) => void;
  /** Words translated once per board, not three times per cell. */
  words: CellWords;
}

interface CellWords {
  status: Record<UnitStatus, string>;
  rooms: string;
  area: string;
  price: string;
}

/**
 * One unit: a small card in its status colour. Memoised, and the filter never re-renders it: the
 * grid toggles the `cb-dim` class on the element directly (see BoardGrid).
 */
const BoardCellView = memo(function BoardCellView({ unit, row, col, onOpen, words }: CellProps) {
  const style = {
    gridRow: row + 1,
    gridColumn: col + 1,
    "--cb-color": UNIT_STATUS_COLORS[unit.status],
  } as CSSProperties;
  return (
    <button
      type="button"
      className="cb-cell"
      style={style}
      data-unit-id={unit.id}
      data-status={unit.status}
      data-floor={unit.floor}
      title={words.status[unit.status]}
      onClick={() => onOpen(unit.id)}
    >
      <span className="cb-cell-number">{unit.number}</span>
      <span className="cb-cell-line">{`${unit.rooms} ${words.rooms}`}</span>
      <span className="cb-cell-line">{`${formatDecimal(unit.areaM2, 2)} ${words.area}`}</span>
      <span className="cb-cell-price">{`${formatMillions(unit.totalPrice)} ${words.price}`}</span>
    </button>
  );
});

/**
 * A small link at the end of each floor row of an entrance, to that floor's page (/floor/{id}).
 * The floor id comes from the row's units, so a row without units has no link. Memoised like the
 * cells: a filter click must not rebuild it.
 */
const FloorLinks = memo(function FloorLinks({ entrance }: { entrance: BoardEntrance }) {
  const { t } = useTranslation("chessboard");
  // One cell per row is enough: the first one met gives the row's floor and its id.
  const rows = new Map<number, UnitWithClient>();
  for (const cell of entrance.cells) if (!rows.has(cell.row)) rows.set(cell.row, cell.unit);
  return [...rows].map(([row, unit]) => {
    const label = t("floorLink", { entrance: entrance.number, floor: unit.floor });
    return (
      <Link
        key={unit.floorId}
        to={`/floor/${unit.floorId}`}
        className="cb-floor-link"
        style={{ gridRow: row + 1, gridColumn: entrance.columns + 1 }}
        title={label}
        aria-label={label}
        data-floor-id={unit.floorId}
      >
        <LayoutOutlined />
      </Link>
    );
  });
});

interface BoardGridProps {
  layout: BoardLayout;
  dimmed: ReadonlySet<number>;
  onOpen: (id: number) => void;
  /** The per-floor links to /floor/{id}; the sales board leaves them out (sellers have no floor page). */
  floorLinks?: boolean;
}

/** Entrances side by side, floors as rows (top floor first), floor numbers on the left. */
export function BoardGrid({ layout, dimmed, onOpen, floorLinks = true }: BoardGridProps) {
  const { t } = useTranslation("chessboard");
  const words = useMemo<CellWords>(
    () => ({
      status: Object.fromEntries(UNIT_STATUSES.map((s) => [s, t(`status.${s}`)])) as Record<
        UnitStatus,
        string
      >,
      rooms: t("cell.rooms"),
      area: t("cell.area"),
      price: t("cell.price"),
    }),
    [t],
  );
  const boardRef = useRef<HTMLDivElement>(null);
  // A filter click flips one class per cell without a React render of 2,000 cells; it runs again
  // whenever the cells change, so new or re-created elements get the right class too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `layout` is the cells being re-rendered
  useLayoutEffect(() => {
    const cells = boardRef.current?.querySelectorAll<HTMLElement>(".cb-cell") ?? [];
    for (const el of cells) el.classList.toggle("cb-dim", dimmed.has(Number(el.dataset.unitId)));
  }, [dimmed, layout]);
  const rows = { gridTemplateRows: `repeat(${layout.floors.length}, var(--cb-row))` };
  return (
    <div className="cb-scroll">
      <div className="cb-board" ref={boardRef}>
        <div className="cb-floors">
          <div className="cb-entrance-title cb-floor-head">{t("floor")}</div>
          <div className="cb-floor-grid" style={rows}>
            {layout.floors.map((floor) => (
              <div key={floor} className="cb-floor-label" data-floor-label={floor}>
                {floor}
              </div>
            ))}
          </div>
        </div>
        {layout.entrances.map((entrance) => (
          <section key={entrance.id} className="cb-entrance" data-entrance={entrance.number}>
            <div className="cb-entrance-title">{t("entrance", { number: entrance.number })}</div>
            <div
              className="cb-entrance-grid"
              style={{
                ...rows,
                gridTemplateColumns: `repeat(${entrance.columns}, var(--cb-col)) var(--cb-link)`,
              }}
            >
              {entrance.cells.map((cell) => (
                <BoardCellView
                  key={cell.unit.id}
                  unit={cell.unit}
                  row={cell.row}
                  col={cell.col}
                  onOpen={onOpen}
                  words={words}
                />
              ))}
              {floorLinks && <FloorLinks entrance={entrance} />}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
