import type { ClientCard, CreateCallBody, CreateClientBody } from "@makon/shared";
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

/** POST /api/client/{id}/visits: a returning visitor at reception. */
export function useRecordVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, phone, managerId, note }: VisitInput) =>
      apiJson<ClientCard>(`/api/client/${clientId}/visits`, {
        method: "POST",
        body: { phone, note, ...(managerId !== null ? { managerId } : {}) },
      }),
    onSuccess: () => void refreshClients(queryClient),
  });
}

/** POST /api/client/{id}/calls: updates the client's last and next call (the queue moves). */
export function useLogCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, body }: { clientId: number; body: CreateCallBody }) =>
      apiJson<ClientCard>(`/api/client/${clientId}/calls`, { method: "POST", body }),
    onSuccess: () => void refreshClients(queryClient),
  });
}
