export { prefetchContracts } from "./api/use-contracts";
export { ContractsScreen } from "./components/contracts-screen";
export { PaymentsJournal } from "./components/payments-journal";
export { ContractProcess } from "./process/contract-process";
