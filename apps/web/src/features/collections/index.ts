// Their words load with this feature, not with the main route.
import "../../i18n/lazy-namespaces";

export { ActionScreen } from "./components/actions/action-screen";
export { CollectionsScreen } from "./components/collections-screen";
export { CreateCaseScreen } from "./components/create/create-case-screen";
export { CaseScreen } from "./components/detail/case-screen";
export { prefetchCollections } from "./screen-data";
