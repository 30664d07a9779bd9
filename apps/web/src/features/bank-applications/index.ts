export { levelOfPage } from "./bank-level";
export { BankApplicationScreen } from "./components/application/application-screen";
export { BankDeskScreen } from "./components/desk/desk-screen";
export { BankListScreen } from "./components/list/bank-list-screen";
export { prefetchBankDesk, prefetchBankList } from "./screen-data";
