import { z } from "zod";

/**
 * A record scope limits which clients or contracts a user reads and changes, on top of the page
 * and action keys: their own, their section's, or all. Wider holds more: own < section < all.
 */
export const RECORD_SCOPES = ["own", "section", "all"] as const;
export type RecordScope = (typeof RECORD_SCOPES)[number];
export const recordScopeSchema = z.enum(RECORD_SCOPES);

/** True when `held` reaches at least as far as `wanted`. */
export function scopeCovers(held: RecordScope, wanted: RecordScope): boolean {
  return RECORD_SCOPES.indexOf(held) >= RECORD_SCOPES.indexOf(wanted);
}

/** Everything a user may do: page keys, action keys and both record scopes. */
export interface RightsHolder {
  pagesDostup: readonly string[];
  dostup: readonly string[];
  clientScope: RecordScope;
  contractScope: RecordScope;
}

/** What `target` holds that `actor` does not (empty when the actor holds all of it). */
export interface MissingRights {
  pages: string[];
  actions: string[];
  clientScope: boolean;
  contractScope: boolean;
}

export function missingRights(actor: RightsHolder, target: RightsHolder): MissingRights {
  return {
    pages: target.pagesDostup.filter((p) => !actor.pagesDostup.includes(p)),
    actions: target.dostup.filter((a) => !actor.dostup.includes(a)),
    clientScope: !scopeCovers(actor.clientScope, target.clientScope),
    contractScope: !scopeCovers(actor.contractScope, target.contractScope),
  };
}

/**
 * The rule of rights: nobody grants a right they do not hold, and nobody manages (edits,
 * deactivates, sets the password of, ends the sessions of) a user who holds a right they lack.
 * An administrator holding everything can therefore only be changed by someone who holds
 * everything too.
 */
export function holdsAllOf(actor: RightsHolder, target: RightsHolder): boolean {
  const m = missingRights(actor, target);
  return m.pages.length === 0 && m.actions.length === 0 && !m.clientScope && !m.contractScope;
}

/** Where a user sits for the "section" scope: their scopes and their section. */
export interface SectionSeat {
  clientScope: RecordScope;
  contractScope: RecordScope;
  sectionId: number | null;
}

/**
 * The rule of rights for sections (decision 7): a "section" scope in section S opens S's records,
 * so placing someone there — a move, a new employee, a scope raised to "section", oneself
 * included — grants them. The actor may do it only where they see S's records themselves: an
 * "all" scope, or a "section" scope in S. A seat kept as it was grants nothing new.
 */
export function sectionGrantHeld(actor: SectionSeat, before: SectionSeat | null, next: SectionSeat): boolean {
  if (next.sectionId === null) return true;
  return (["clientScope", "contractScope"] as const).every(
    (d) =>
      next[d] !== "section" ||
      (before?.[d] === "section" && before.sectionId === next.sectionId) ||
      actor[d] === "all" ||
      (actor[d] === "section" && actor.sectionId === next.sectionId),
  );
}
