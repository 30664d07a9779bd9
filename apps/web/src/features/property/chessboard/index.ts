export { chessboardKey, useChessboard } from "./api/use-chessboard";
export {
  type BoardFilter,
  buildLayout,
  compareUnitNumbers,
  countByStatus,
  dimmedIds,
  EMPTY_FILTER,
  roomOptions,
} from "./board-model";
export { BoardFilters } from "./components/board-filters";
export { BoardGrid } from "./components/board-grid";
export { BoardLegend } from "./components/board-legend";
export { BoardPanel } from "./components/board-panel";
export { type DrawerUnits, UnitDrawer } from "./components/unit-drawer";

// The board's styles, used by its components and by the pages that lay a board out.
import "./chessboard.css";
