import type { UpdateUserBody, User } from "@makon/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { userKeys } from "./keys";

/**
 * PATCH /api/user/{id} with the changed fields → 200 the user. 409 PHONE_TAKEN,
 * SELF_RIGHTS_LOCKED, LAST_ADMIN. A new password or deactivation ends the user's sessions.
 */
export function updateUser(id: number, body: UpdateUserBody): Promise<User> {
  return apiJson<User>(`/api/user/${id}`, { method: "PATCH", body });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateUserBody }) => updateUser(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
