import type { NotificationKind } from "@makon/shared";
import { notifications } from "../db/schema";
import type { Db } from "../db/types";

export interface NotificationEntry {
  userId: number;
  kind: NotificationKind;
  /** The values the web's words need (numbers, codes, a reason typed by a person) — never words of ours. */
  params: Record<string, string | number | null>;
  /** The app's path it opens. */
  link: string | null;
}

/**
 * Writes notifications (the bell) in the transaction of what they tell: rolled back with it, so
 * nobody is told of a change that did not happen. The actor is not told of their own act.
 */
export async function notify(tx: Db, actorId: number | null, entries: NotificationEntry[]): Promise<void> {
  const rows = entries.filter((e) => e.userId !== actorId);
  if (rows.length) await tx.insert(notifications).values(rows);
}
