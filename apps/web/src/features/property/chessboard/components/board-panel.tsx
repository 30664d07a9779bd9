import type { Chessboard, UnitStatus } from "@makon/shared";
import { Empty } from "antd";
import { useCallback, useMemo, useState } from "react";
import {
  type BoardFilter,
  buildLayout,
  countByStatus,
  dimmedIds,
  EMPTY_FILTER,
  roomOptions,
} from "../board-model";
import { BoardFilters } from "./board-filters";
import { BoardGrid } from "./board-grid";
import { BoardLegend } from "./board-legend";

interface BoardPanelProps {
  board: Chessboard;
  emptyText: string;
  onOpen: (unitId: number) => void;
  /** The floor rows link to /floor/{id} (the inventory board does, the sales board does not). */
  floorLinks?: boolean;
}

/**
 * A building's chessboard with its legend (a status click filters) and filters: the part the
 * inventory board (/bino) and the sales board (/sotuv_bino) share.
 */
export function BoardPanel({ board, emptyText, onOpen, floorLinks = true }: BoardPanelProps) {
  const [filter, setFilter] = useState<BoardFilter>(EMPTY_FILTER);
  const units = board.units;
  const layout = useMemo(() => buildLayout(board), [board]);
  const counts = useMemo(() => countByStatus(units), [units]);
  const rooms = useMemo(() => roomOptions(units), [units]);
  // The filter only toggles a class per cell: computing the set is cheap, the cells are memoised.
  const dimmed = useMemo(() => dimmedIds(units, filter), [units, filter]);
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
  const total = units.length;
  return (
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
        <Empty description={emptyText} />
      ) : (
        // Another building is a board of its own: its first screen first again (BoardGrid).
        <BoardGrid
          key={board.building.id}
          layout={layout}
          dimmed={dimmed}
          onOpen={onOpen}
          floorLinks={floorLinks}
        />
      )}
    </div>
  );
}
