export { clientKeys } from "./api/client-keys";
export { type ClientAction, useClientAction } from "./api/use-client-action";
export { fetchClientCard, useClientCard } from "./api/use-client-card";
export { type ClientPage, prefetchClients, useClients, useExportClients } from "./api/use-clients";
export { type ManagerOption, useManagers } from "./api/use-managers";
export {
  type ClientFilters,
  type ClientListParams,
  clientParamsFromSearch,
  clientSearch,
  DEFAULT_CLIENT_PARAMS,
} from "./client-params";
export { BlacklistTag } from "./components/blacklist-tag";
export { CALL_RESULT_COLORS, CallResultTag } from "./components/call-result-tag";
export { ClientCardDrawer, type ClientCardDrawerProps } from "./components/client-card-drawer";
export { ClientStepTag, STEP_COLORS } from "./components/client-step-tag";
export { ClientsScreen } from "./components/clients-screen";
export { type ClientExtraColumn, ClientsTable } from "./components/clients-table";
export { ClientsToolbar } from "./components/clients-toolbar";
export { type ClientRights, useClientRights } from "./use-client-rights";
