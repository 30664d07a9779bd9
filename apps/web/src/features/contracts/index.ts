export { ContractsScreen } from "./components/contracts-screen";
export { ContractProcess } from "./process/contract-process";
