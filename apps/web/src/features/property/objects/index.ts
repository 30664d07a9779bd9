export { useBuilding } from "./api/use-building";
export { prefetchObjects } from "./api/use-objects";
export { BuildingAbout } from "./components/building-about";
export { BuildingFormModal } from "./components/building-form-modal";
export { BuildingHistory } from "./components/building-history";
export { ObjectFormModal } from "./components/object-form-modal";
export { ObjectsPanel } from "./components/objects-panel";
export { type ObjectParams, objectParamsFromSearch, objectSearch } from "./object-params";
