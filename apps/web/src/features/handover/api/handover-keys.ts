/** React Query keys of handover; any change invalidates `handoverKeys.all`. */
export const handoverKeys = {
  all: ["handover"] as const,
  list: () => [...handoverKeys.all, "list"] as const,
  act: (id: number) => [...handoverKeys.all, "act", id] as const,
  contract: (id: number) => [...handoverKeys.all, "contract", id] as const,
  settings: () => [...handoverKeys.all, "settings"] as const,
};
