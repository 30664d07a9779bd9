export { BuildingTab } from "./components/building-tab";
export { ImportTab } from "./components/import-tab";
export { PricesTab } from "./components/prices-tab";
