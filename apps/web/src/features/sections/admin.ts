// The sections screen (/add_bolim); kept apart from index.ts so the shell does not load it.
export { useDeleteSection } from "./api/delete-section";
export { SectionFormModal } from "./components/section-form-modal";
export { SectionHistory } from "./components/section-history";
export { SectionsTable } from "./components/sections-table";
export { byOrder, pathKey, searchSections } from "./section-form";
