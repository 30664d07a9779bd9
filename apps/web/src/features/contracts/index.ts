export { prefetchContracts } from "./api/use-contracts";
export { ContractsScreen } from "./components/contracts-screen";
export { ContractProcess } from "./process/contract-process";
