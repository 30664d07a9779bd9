export { useAllBanks } from "./api/use-all-banks";
export { BanksTab } from "./components/banks-tab";
