import {
  ACTION_KEYS,
  holdsAllOf,
  MANAGE_USERS_ACTION,
  MANAGE_USERS_PAGE,
  missingRights,
  PAGE_KEYS,
  type PageKey,
  RECORD_SCOPES,
  type RecordScope,
  type RightsHolder,
  type RolePreset,
  scopeCovers,
} from "@makon/shared";

/** The rights the editor changes: page keys (pagesDostup), action keys (dostup) and record scopes. */
export interface Rights {
  pagesDostup: string[];
  dostup: string[];
  clientScope: RecordScope;
  contractScope: RecordScope;
}

/** Keys the editor must keep ticked (the signed-in user's own right to manage users). */
export interface LockedRights {
  pages: readonly string[];
  actions: readonly string[];
}

export const NO_LOCKS: LockedRights = { pages: [], actions: [] };

/**
 * Detail pages (routes with an id) and the list page they open from. The rights editor indents
 * them under that page, and the sections screen never offers them as a menu path.
 */
export const DETAIL_PAGE_PARENTS: Partial<Record<PageKey, PageKey>> = {
  sotuv_bino: "sotuv",
  sotuv_xonadon: "sotuv",
  room_choose: "sotuv",
  shartnoma_jarayon: "contract",
  quyi_bank_in: "quyi_bank",
  yuqori_bank_in: "yuqori_bank",
  "undiruv-create": "undiruv",
  "undiruv-detail": "undiruv",
  "undiruv-actions": "undiruv",
  bino: "obyects",
  bino_about: "obyects",
  floor: "obyects",
  tashkilot_bank: "tashkilotlar",
};

/** Known keys in catalogue order, each once; unknown (retired) keys are kept at the end. */
function ordered(keys: Iterable<string>, catalogue: readonly string[]): string[] {
  const set = new Set(keys);
  const known = catalogue.filter((k) => set.has(k));
  const unknown = [...set].filter((k) => !catalogue.includes(k));
  return [...known, ...unknown];
}

export function orderPages(keys: Iterable<string>): string[] {
  return ordered(keys, PAGE_KEYS);
}

export function orderActions(keys: Iterable<string>): string[] {
  return ordered(keys, ACTION_KEYS);
}

/** Ticks or unticks one key; a locked key stays ticked. */
export function toggleKey(
  selected: readonly string[],
  key: string,
  checked: boolean,
  locked: readonly string[],
) {
  if (checked) return selected.includes(key) ? [...selected] : [...selected, key];
  if (locked.includes(key)) return [...selected];
  return selected.filter((k) => k !== key);
}

/** "Hammasini tanlash" for one area: ticks all its keys, or unticks all but the locked ones. */
export function setArea(
  selected: readonly string[],
  areaKeys: readonly string[],
  checked: boolean,
  locked: readonly string[],
): string[] {
  if (checked) return [...new Set([...selected, ...areaKeys])];
  return selected.filter((k) => !areaKeys.includes(k) || locked.includes(k));
}

/** The area checkbox: ticked when every key is, indeterminate when only some are. */
export function areaState(
  selected: readonly string[],
  areaKeys: readonly string[],
): { checked: boolean; indeterminate: boolean } {
  const count = areaKeys.filter((k) => selected.includes(k)).length;
  return {
    checked: count > 0 && count === areaKeys.length,
    indeterminate: count > 0 && count < areaKeys.length,
  };
}

/** A role preset's rights, copied (not linked), plus any locked keys. */
export function rightsFromPreset(preset: RolePreset, locked: LockedRights = NO_LOCKS): Rights {
  return {
    pagesDostup: orderPages([...preset.pages, ...locked.pages]),
    dostup: orderActions([...preset.actions, ...locked.actions]),
    clientScope: preset.clientScope,
    contractScope: preset.contractScope,
  };
}

/**
 * What the signed-in user may not take from themselves when editing their own record: the
 * right to manage users, if they hold it (the server refuses it anyway: SELF_RIGHTS_LOCKED).
 */
export function selfLocks(rights: Pick<Rights, "pagesDostup" | "dostup">): LockedRights {
  return {
    pages: rights.pagesDostup.includes(MANAGE_USERS_PAGE) ? [MANAGE_USERS_PAGE] : [],
    actions: rights.dostup.includes(MANAGE_USERS_ACTION) ? [MANAGE_USERS_ACTION] : [],
  };
}

/** Same keys regardless of order. */
export function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((k) => set.has(k));
}

/**
 * An area's page keys for display: each list page followed by its detail pages (Obyektlar,
 * then Bino, Bino haqida, Qavat), whatever the catalogue's order. Orphans keep their place.
 */
export function detailsUnderParents(keys: readonly string[]): string[] {
  const parentOf = (key: string) => DETAIL_PAGE_PARENTS[key as PageKey];
  const out: string[] = [];
  for (const key of keys) {
    const parent = parentOf(key);
    if (parent && keys.includes(parent)) continue;
    out.push(key);
    out.push(...keys.filter((k) => parentOf(k) === key));
  }
  return out;
}

/**
 * What the signed-in manager may grant: only what they hold themselves (the server's rule, see
 * packages/shared access/scopes.ts). Null while the manager's own rights are loading: nothing
 * is offered then.
 */
export interface Grantable {
  pages: ReadonlySet<string>;
  actions: ReadonlySet<string>;
  clientScope: RecordScope;
  contractScope: RecordScope;
}

export function grantableBy(actor: RightsHolder): Grantable {
  return {
    pages: new Set(actor.pagesDostup),
    actions: new Set(actor.dostup),
    clientScope: actor.clientScope,
    contractScope: actor.contractScope,
  };
}

/** The scopes one may give: no wider than one's own. */
export function grantableScopes(held: RecordScope): RecordScope[] {
  return RECORD_SCOPES.filter((s) => scopeCovers(held, s));
}

/**
 * A role preset as this manager may give it: the keys they hold, scopes no wider than theirs.
 * `trimmed` says something of the preset was left out, so the form can say so.
 */
export function presetWithin(
  preset: RolePreset,
  grantable: Grantable,
  locked: LockedRights = NO_LOCKS,
): { rights: Rights; trimmed: boolean } {
  const full = rightsFromPreset(preset, locked);
  const rights: Rights = {
    pagesDostup: full.pagesDostup.filter((k) => grantable.pages.has(k)),
    dostup: full.dostup.filter((k) => grantable.actions.has(k)),
    clientScope: scopeCovers(grantable.clientScope, full.clientScope)
      ? full.clientScope
      : grantable.clientScope,
    contractScope: scopeCovers(grantable.contractScope, full.contractScope)
      ? full.contractScope
      : grantable.contractScope,
  };
  const trimmed =
    rights.pagesDostup.length !== full.pagesDostup.length ||
    rights.dostup.length !== full.dostup.length ||
    rights.clientScope !== full.clientScope ||
    rights.contractScope !== full.contractScope;
  return { rights, trimmed };
}

/** True when the user holds a right the manager lacks: the manager may only look. */
export function outranks(user: RightsHolder, manager: RightsHolder): boolean {
  return !holdsAllOf(manager, user);
}

export { missingRights };
