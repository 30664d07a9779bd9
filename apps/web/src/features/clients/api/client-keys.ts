/** React Query keys of the clients area. Lists share the "clients" prefix so one call refreshes all. */
export const clientKeys = {
  all: ["clients"] as const,
  lists: () => [...clientKeys.all, "list"] as const,
  card: (id: number) => ["client-card", id] as const,
  managers: ["client-managers"] as const,
};
