/** React Query keys of the SMS outbox; a case's screen carries its messages under ["collections"]. */
export const smsKeys = {
  all: ["sms"] as const,
  page: () => [...smsKeys.all, "page"] as const,
  optOut: (clientId: number) => [...smsKeys.all, "opt-out", clientId] as const,
};
