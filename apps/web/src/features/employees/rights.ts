import {
  ACTION_KEYS,
  MANAGE_EMPLOYEES_ACTION,
  MANAGE_EMPLOYEES_PAGE,
  PAGE_KEYS,
  type PageKey,
  type RecordScope,
  type RolePreset,
} from "@makon/shared";

/** The rights the editor changes: page keys (pagesDostup), action keys (dostup) and record scopes. */
export interface Rights {
  pagesDostup: string[];
  dostup: string[];
  clientScope: RecordScope;
  contractScope: RecordScope;
}

/** Keys the editor must keep ticked (the signed-in user's own right to manage employees). */
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
 * right to manage employees, if they hold it (the server refuses it anyway: SELF_RIGHTS_LOCKED).
 */
export function selfLocks(rights: Pick<Rights, "pagesDostup" | "dostup">): LockedRights {
  return {
    pages: rights.pagesDostup.includes(MANAGE_EMPLOYEES_PAGE) ? [MANAGE_EMPLOYEES_PAGE] : [],
    actions: rights.dostup.includes(MANAGE_EMPLOYEES_ACTION) ? [MANAGE_EMPLOYEES_ACTION] : [],
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
