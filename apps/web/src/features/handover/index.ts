// Their words load with this feature, not with the main route.
import "../../i18n/lazy-namespaces";

export { prefetchHandover } from "./api/use-handover-list";
export { ContractHandover } from "./components/contract-handover";
export { HandoverScreen } from "./components/handover-screen";
