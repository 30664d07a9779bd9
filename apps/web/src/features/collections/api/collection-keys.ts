/** React Query keys of collections; any change invalidates `debtKeys.all`. */
export const debtKeys = {
  all: ["collections"] as const,
  debtors: () => [...debtKeys.all, "debtors"] as const,
  cases: () => [...debtKeys.all, "cases"] as const,
  detail: (id: number) => [...debtKeys.all, "detail", id] as const,
  summary: () => [...debtKeys.all, "summary"] as const,
  settings: () => [...debtKeys.all, "settings"] as const,
};
