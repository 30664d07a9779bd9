export { StatsScreen } from "./components/stats-screen";
export { prefetchStats } from "./screen-data";
