import type { User } from "@makon/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { userKeys } from "./keys";

/**
 * POST /api/user/{id}/unlock → 200 the user: wrong passwords no longer keep them from
 * signing in. 403 USER_OUTRANKS for a user holding a right the manager lacks.
 */
export function useUnlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<User>(`/api/user/${id}/unlock`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
