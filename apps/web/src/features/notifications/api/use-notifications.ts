import type { NotificationPage } from "@makon/shared";
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";

export const notificationKeys = {
  all: ["notifications"] as const,
  page: (size: number) => [...notificationKeys.all, "page", size] as const,
};

/** The bell polls this often; it also asks again when the window gets focus. */
export const NOTIFICATION_POLL_MS = 60_000;

/**
 * GET /api/notifications: the newest `size` and the unread count. Asked with no-store and kept in
 * memory only (React Query, never IndexedDB): the words carry clients' contract numbers and reasons.
 */
export function useNotifications(size: number) {
  return useQuery({
    ...notificationsQuery(size),
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    placeholderData: keepPreviousData,
  });
}

/** How many the bell shows first. */
export const FIRST_NOTIFICATIONS = 10;

const notificationsQuery = (size: number) =>
  queryOptions({
    queryKey: notificationKeys.page(size),
    queryFn: ({ signal }) =>
      apiJson<NotificationPage>(`/api/notifications?page=1&size=${size}`, { signal, cache: "no-store" }),
    staleTime: 10_000,
    gcTime: 5 * 60_000,
  });

/** The bell's first page, asked as the shell starts to draw (app-shell.tsx). */
export function prefetchNotifications(client: QueryClient): void {
  void client.prefetchQuery(notificationsQuery(FIRST_NOTIFICATIONS));
}

/** POST /api/notifications/{id}/read. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<unknown>(`/api/notifications/${id}/read`, { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** POST /api/notifications/read-all. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<unknown>("/api/notifications/read-all", { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
