import { useCurrentUser } from "../../../lib/session";

/** What the signed-in user may do on the handover screens (the API checks again). */
export function useHandoverRights() {
  const { data: user } = useCurrentUser();
  const has = (action: string) => user?.dostup.includes(action) ?? false;
  return {
    work: has("handover_work"),
    permit: has("handover_permit"),
    export: has("export_excel"),
    contracts: user?.pagesDostup.includes("shartnoma_jarayon") ?? false,
    /** The handover screen itself (the contract's block links to its act there). */
    screen: user?.pagesDostup.includes("topshiruv") ?? false,
  };
}
