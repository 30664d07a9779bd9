export { ObjectStats } from "./components/object-stats";
