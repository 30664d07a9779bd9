import type { CurrentUser } from "@makon/shared";
import { apiJson, apiRequest } from "../api";

/** GET /api/user/byid/{id} → name, role, page and action rights. */
export function getUser(id: number, signal?: AbortSignal): Promise<CurrentUser> {
  return apiJson<CurrentUser>(`/api/user/byid/${id}`, { signal });
}

/**
 * The same call for an id not yet confirmed by the token check: any refusal gives undefined and
 * triggers none of the app's session handlers (the token check and the call after it report).
 */
export async function getUserIfAnswered(id: number, signal?: AbortSignal): Promise<CurrentUser | undefined> {
  try {
    const response = await apiRequest(`/api/user/byid/${id}`, { signal, accept: [401, 403, 404] });
    return response.ok ? ((await response.json()) as CurrentUser) : undefined;
  } catch {
    return undefined;
  }
}
