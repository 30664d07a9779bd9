/**
 * What an `archived: true | false` in an update means for a record's archived_at and for its
 * audit row: archiving keeps the first date, restoring clears it, anything else is an update.
 */
export function archiveTransition(
  current: Date | null,
  archived: boolean | undefined,
): { archivedAt: Date | null; action: "archive" | "restore" | "update" } {
  if (archived === true) return { archivedAt: current ?? new Date(), action: current ? "update" : "archive" };
  if (archived === false) return { archivedAt: null, action: current ? "restore" : "update" };
  return { archivedAt: current, action: "update" };
}
