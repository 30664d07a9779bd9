import { useCurrentUser } from "../../lib/session";

/** What the signed-in user may do with SMS (the API checks the same keys). */
export function useSmsRights() {
  const { data: user } = useCurrentUser();
  const page = (key: string) => user?.pagesDostup.includes(key) ?? false;
  const has = (key: string) => user?.dostup.includes(key) ?? false;
  return {
    /** GET /api/sms: a collections page, or the right to change clients or work debts. */
    read:
      page("undiruv") ||
      page("undiruv-detail") ||
      page("undiruv-actions") ||
      has("client_edit") ||
      has("debt_work"),
    /** POST /api/sms/{id}/retry. */
    retry: has("debt_work"),
    /** PUT /api/client/{id}/sms-opt-out. */
    optOut: has("client_edit") || has("debt_work"),
  };
}
