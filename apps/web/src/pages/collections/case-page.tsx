import { useParams } from "react-router";
import { CaseScreen } from "../../features/collections";
import { parseRouteId } from "../../lib/ui/route-id";

/** /undiruv-detail/{id} — one case. */
export default function CasePage() {
  const id = parseRouteId(useParams().id);
  // A new id is a new case: nothing of the previous one's dialogs survives.
  return <CaseScreen key={id ?? "none"} id={id} />;
}
