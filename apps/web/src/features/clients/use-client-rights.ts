import { useCurrentUser } from "../auth";

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
  };
}
export type ClientRights = ReturnType<typeof useClientRights>;
