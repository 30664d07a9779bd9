import type { CurrentUser } from "@makon/shared";
import { apiJson } from "../api";

/** GET /api/user/byid/{id} → name, role, page and action rights. */
export function getUser(id: number, signal?: AbortSignal): Promise<CurrentUser> {
  return apiJson<CurrentUser>(`/api/user/byid/${id}`, { signal });
}
