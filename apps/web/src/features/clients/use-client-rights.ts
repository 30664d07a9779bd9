import { useCurrentUser } from "../../lib/session";

/** The client action keys the signed-in user holds (rights change on the next page load). */
export function useClientRights() {
  const { data: user } = useCurrentUser();
  const has = (key: string) => user?.dostup.includes(key) ?? false;
  return {
    edit: has("client_edit"),
    assign: has("client_assign"),
    blacklist: has("client_blacklist"),
    remove: has("client_delete"),
    passport: has("client_passport_view"),
    exportExcel: has("export_excel"),
    /** Whose clients "my clients" lists: the user's own, their section's, or every desk's. */
    scope: user?.clientScope ?? "own",
  };
}
export type ClientRights = ReturnType<typeof useClientRights>;
