/** React Query keys of the sales screens. */
export const salesKeys = {
  objects: ["sales", "objects"] as const,
  unit: (id: number) => ["sales", "unit", id] as const,
  clientSearch: (q: string) => ["sales", "client-search", q] as const,
  matching: (params: string) => ["sales", "matching", params] as const,
};
