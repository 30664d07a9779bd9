import type { ClientCard, ClientStep, UpdateClientBody } from "@makon/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson, type RequestOptions } from "../../../lib/api";
import { clientKeys } from "./client-keys";

/** Every change the card can make; each answers the updated card (delete answers nothing). */
export type ClientAction =
  | { kind: "update"; body: UpdateClientBody }
  | { kind: "note"; text: string }
  | { kind: "step"; step: ClientStep; note: string | null }
  | { kind: "blacklist"; reason: string }
  | { kind: "unblacklist" }
  | { kind: "toBasket" }
  | { kind: "restore" }
  | { kind: "delete" };

function request(action: ClientAction): { path: string; options: RequestOptions } {
  switch (action.kind) {
    case "update":
      return { path: "", options: { method: "PATCH", body: action.body } };
    case "note":
      return { path: "/notes", options: { method: "POST", body: { text: action.text } } };
    case "step":
      return { path: "/step", options: { method: "POST", body: { step: action.step, note: action.note } } };
    case "blacklist":
      return { path: "/blacklist", options: { method: "POST", body: { reason: action.reason } } };
    case "unblacklist":
      return { path: "/blacklist", options: { method: "DELETE" } };
    case "toBasket":
      return { path: "/basket", options: { method: "POST" } };
    case "restore":
      return { path: "/basket", options: { method: "DELETE" } };
    case "delete":
      return { path: "", options: { method: "DELETE" } };
  }
}

export function runClientAction(id: number, action: ClientAction): Promise<ClientCard | undefined> {
  const { path, options } = request(action);
  return apiJson<ClientCard | undefined>(`/api/client/${id}${path}`, { ...options, cache: "no-store" });
}

/**
 * One mutation for every card action: the answer replaces the card in the cache at once (no
 * second request), and every clients list is marked stale so lists, the queue and today's
 * visitors show the change.
 */
export function useClientAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ClientAction) => runClientAction(id, action),
    onSuccess: (card) => {
      // A deleted card is not removed here: the open drawer would lose its content (and the
      // dialog its callbacks) before it closes. It is never refetched once closed and is
      // garbage-collected after its short gcTime.
      if (card) queryClient.setQueryData(clientKeys.card(id), card);
      return queryClient.invalidateQueries({ queryKey: clientKeys.all });
    },
  });
}
