import type { CurrentUser } from "@makon/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, getToken } from "../api";
import { decodeToken } from "./decode-token";
import { getUser } from "./get-user";

export const currentUserKey = ["currentUser"] as const;

async function loadCurrentUser({ signal }: { signal: AbortSignal }): Promise<CurrentUser> {
  const id = await decodeToken(signal);
  return getUser(id, signal);
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

/** The signed-in user, loaded once per page load (spec §4): rights change on the next load. */
export function useCurrentUser() {
  return useQuery({ ...currentUserQuery(), enabled: getToken() !== null });
}
