// What the shell needs for the menu, and nothing more: the shell imports this file, and every
// module it reaches is loaded with the shell. The sections screen imports "./admin".
export { useSections } from "./api/use-sections";
export { SectionIcon } from "./components/section-icon";
