import type { ActionKey } from "./action-keys";
import { MANAGE_USERS_ACTION } from "./action-keys";
import type { PageKey } from "./page-keys";

/**
 * The kinds of work a person is handed (a visitor, an application, a case): each by the page and
 * action keys its workers hold. Every "choose an employee" list offers the holders of its work's
 * keys, on the API (lib/workers.ts) and on the web alike (decision 47).
 */
export const WORKS = {
  sales: { pages: ["sotuv"], actions: ["unit_book"] },
  bank_lower: { pages: ["quyi_bank"], actions: ["bank_lower_work"] },
  bank_upper: { pages: ["yuqori_bank"], actions: ["bank_upper_work"] },
  collections: { pages: ["undiruv"], actions: ["debt_work"] },
} as const satisfies Record<string, { pages: readonly PageKey[]; actions: readonly ActionKey[] }>;
export type Work = keyof typeof WORKS;

/**
 * Whether an active employee does a work: they hold its keys and do not manage staff. An
 * administrator holds every key to oversee, not to be handed visitors or files; a director holds
 * none of the work keys to begin with.
 */
export function doesWork(
  u: { active?: boolean; pagesDostup: readonly string[]; dostup: readonly string[] },
  work: Work,
): boolean {
  const w = WORKS[work];
  return (
    u.active !== false &&
    !u.dostup.includes(MANAGE_USERS_ACTION) &&
    w.pages.every((p) => u.pagesDostup.includes(p)) &&
    w.actions.every((a) => u.dostup.includes(a))
  );
}
