import type { LoginBody } from "@makon/shared";
import { useMutation } from "@tanstack/react-query";
import { ApiError, apiJson } from "../../../lib/api";

interface LoginAnswer {
  success: boolean;
  token?: string;
}

/** POST /api/user/login → the token; anything but `{success: true, token}` is a failure. */
export async function login(body: LoginBody): Promise<string> {
  const answer = await apiJson<LoginAnswer>("/api/user/login", { method: "POST", body, auth: "none" });
  if (!answer?.success || !answer.token) throw new ApiError("INVALID_CREDENTIALS", 401);
  return answer.token;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
