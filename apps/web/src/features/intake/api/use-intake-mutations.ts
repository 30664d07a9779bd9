import type { ClientBrief, ClientCard, CreateCallBody, CreateClientBody, LoggedContact } from "@makon/shared";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";

/**
 * Every client list (the clients area and these screens) shares the "clients" prefix; cards have
 * their own. Not awaited: the form resets at once instead of first flashing the just-saved client
 * as "already registered" when its lookup refreshes.
 */
function refreshClients(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ["clients"] }),
    queryClient.invalidateQueries({ queryKey: ["client-card"] }),
  ]);
}

/** POST /api/client → 201 the card; 409 CLIENT_PHONE_EXISTS with details.clientId. */
export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateClientBody) => apiJson<ClientCard>("/api/client", { method: "POST", body }),
    onSuccess: () => void refreshClients(queryClient),
  });
}

export interface VisitInput {
  clientId: number;
  /** The phone the visitor was found by: lets a client of someone else's get the visit. */
  phone: string;
  managerId: number | null;
  note: string | null;
}

/**
 * The brief a call or visit answers for someone else's client (logged with the phone they were
 * found by: the card stays closed), or null for one's own client, whose card comes back.
 */
export function loggedBrief(answer: LoggedContact): ClientBrief | null {
  return "brief" in answer ? answer.brief : null;
}

/** POST /api/client/{id}/visits: a returning visitor at reception; the card, or the brief. */
export function useRecordVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, phone, managerId, note }: VisitInput) =>
      apiJson<LoggedContact>(`/api/client/${clientId}/visits`, {
        method: "POST",
        body: { phone, note, ...(managerId !== null ? { managerId } : {}) },
      }),
    onSuccess: () => void refreshClients(queryClient),
  });
}

/** POST /api/client/{id}/calls: the client's last and next call move; the card, or the brief. */
export function useLogCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, body }: { clientId: number; body: CreateCallBody }) =>
      apiJson<LoggedContact>(`/api/client/${clientId}/calls`, { method: "POST", body }),
    onSuccess: () => void refreshClients(queryClient),
  });
}
