import { useParams } from "react-router";
import { ActionScreen } from "../../features/collections";
import { parseRouteId } from "../../lib/ui/route-id";

/** /undiruv/{id}/actions — record an action on a case. */
export default function CaseActionsPage() {
  const id = parseRouteId(useParams().id);
  return <ActionScreen key={id ?? "none"} id={id} />;
}
