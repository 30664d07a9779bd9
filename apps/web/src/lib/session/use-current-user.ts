import type { CurrentUser } from "@makon/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, getToken } from "../api";
import { decodeToken } from "./decode-token";
import { getUser, getUserIfAnswered } from "./get-user";
import { rememberedUserId, rememberUserId } from "./remembered-id";

export const currentUserKey = ["currentUser"] as const;

/**
 * The token check, then the profile of the id it gives (docs/product.md, Session). With the id
 * noted at the last load, the profile is asked at the same time: on a page load the main thread is
 * busy running the shell's code when the check answers, and the second request used to leave
 * 60–170 ms later.
 */
async function loadCurrentUser({ signal }: { signal: AbortSignal }): Promise<CurrentUser> {
  const guessed = rememberedUserId();
  const early = guessed === undefined ? undefined : getUserIfAnswered(guessed, signal);
  const id = await decodeToken(signal);
  rememberUserId(id);
  const user = id === guessed ? await early : undefined;
  return user ?? getUser(id, signal);
}

/** The profile's query: the hook's, and the page load's head start (main.tsx). */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: currentUserKey,
    queryFn: loadCurrentUser,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    // A refused token is final; one more try only for a dropped connection or a server hiccup.
    retry: (count, error) =>
      count < 1 && !(error instanceof ApiError && error.status > 0 && error.status < 500),
    retryDelay: 300,
  });

/**
 * The signed-in user, loaded once per page load: rights change on the next load
 * (docs/product.md, Session).
 */
export function useCurrentUser() {
  return useQuery({ ...currentUserQuery(), enabled: getToken() !== null });
}
