export { useSections } from "./api/use-sections";
