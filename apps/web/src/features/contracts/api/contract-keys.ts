/** React Query keys of the contract screens. */
export const contractKeys = {
  all: ["contracts"] as const,
  lists: () => [...contractKeys.all, "list"] as const,
  detail: (id: number) => [...contractKeys.all, "detail", id] as const,
  payments: (id: number) => [...contractKeys.all, "payments", id] as const,
};
