import type { UserListParams } from "../list-params";

/** React Query keys of the users area; a mutation invalidates `userKeys.all`. */
export const userKeys = {
  all: ["users"] as const,
  lists: () => [...userKeys.all, "list"] as const,
  list: (params: UserListParams) => [...userKeys.lists(), params] as const,
  sessions: (id: number) => [...userKeys.all, id, "sessions"] as const,
  detail: (id: number) => [...userKeys.all, id, "detail"] as const,
};
