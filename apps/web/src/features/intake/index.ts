export type { QueueDue, QueueScope } from "./api/intake-keys";
export { useRefreshIntake } from "./api/use-refresh-intake";
export { prefetchReception } from "./api/use-today-visits";
export { CallQueue } from "./components/call-queue";
export { CallWorkspace, type PickedClient } from "./components/call-workspace";
export { ReceptionForm } from "./components/reception-form";
export { TodayVisitsTable } from "./components/today-visits-table";
export { useIntakeRights } from "./use-intake-rights";

// The area's styles, used by its components and by its pages' own markup (intake-panel):
// imported last, so they come after the shared styles its components bring, as before.
import "./intake.css";
