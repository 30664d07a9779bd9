// The property area (one name per area, decision 13): objects and buildings, the chessboard,
// floors, the add-data screens and the baza, one part per folder. Other features reach the area
// only through this file, which offers what they use; each screen's page imports its own part
// (./chessboard, ./floor, …) so a lazy chunk carries only what it shows.
export { chessboardKey, prefetchChessboard } from "./chessboard/api/use-chessboard";
