export { parseRouteId } from "../../lib/ui/route-id";
export { type MatchParams, useMatchingUnits } from "./api/use-matching-units";
export { useSalesUnit } from "./api/use-sales-unit";
export { MatchingUnits } from "./components/matching-units";
export { SalesOverview } from "./components/sales-overview";
export { type SalesRights, UnitWorkspace } from "./components/unit-workspace";

// The area's styles, used by its components and by its pages' own markup (sl-page, sl-panel):
// imported last, so they come after the shared styles its components bring, as before.
import "./sales.css";
