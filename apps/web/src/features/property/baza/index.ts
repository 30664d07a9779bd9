export { prefetchUnits, useExportUnits, useUnits } from "./api/use-units";
export {
  type BazaFilters,
  type BazaParams,
  bazaParamsFromSearch,
  bazaSearch,
} from "./baza-params";
export { BazaTable } from "./components/baza-table";
export { BazaToolbar } from "./components/baza-toolbar";
