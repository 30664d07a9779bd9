import type { CreateUserBody, User } from "@makon/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { userKeys } from "./keys";

/** POST /api/user → 201 the new user; 409 PHONE_TAKEN. */
export function createUser(body: CreateUserBody): Promise<User> {
  return apiJson<User>("/api/user", { method: "POST", body });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
