export { prefetchHome } from "./api/use-home";
export { HomeGroups } from "./components/home-groups";
export { ObjectStats } from "./components/object-stats";
