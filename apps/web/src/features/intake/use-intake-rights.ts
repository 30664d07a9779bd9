import { useCurrentUser } from "../../lib/session";

/** What the signed-in user may do on the intake screens (the API checks the same keys). */
export function useIntakeRights() {
  const { data: user } = useCurrentUser();
  const actions = user?.dostup ?? [];
  const canCreate = actions.includes("client_create");
  // Visits and calls are facts about an existing client: either right records them (API rule).
  const canRecord = canCreate || actions.includes("client_edit");
  // Handing a client to a manager, on create or on a visit, is client_assign's (API rule).
  const canAssign = actions.includes("client_assign");
  return { canCreate, canRecord, canAssign };
}
