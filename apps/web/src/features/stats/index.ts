export { StatsScreen } from "./components/stats-screen";
