export { BuildingTab } from "./components/building-tab";
export { ImportTab } from "./components/import-tab";
export { PricesTab } from "./components/prices-tab";

// The add-data screens' styles; the building tab's preview draws units as the board does.
import "../chessboard/chessboard.css";
import "./info-add.css";
