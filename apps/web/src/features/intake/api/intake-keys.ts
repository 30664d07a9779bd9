/**
 * React Query keys of the intake screens. They start with "clients" (the clients area's prefix),
 * so a change made in the client card, which refreshes `["clients"]`, refreshes these lists too.
 */
export const intakeKeys = {
  all: ["clients", "intake"] as const,
  lookup: (phone: string) => [...intakeKeys.all, "lookup", phone] as const,
  todayVisits: () => [...intakeKeys.all, "visits-today"] as const,
  queue: (scope: QueueScope, due?: QueueDue) => [...intakeKeys.all, "queue", scope, due ?? "any"] as const,
};

export type QueueScope = "mine" | "all";
/** The queue narrowed to today's callbacks or the overdue ones (?due=, the home's tiles). */
export type QueueDue = "today" | "overdue";
