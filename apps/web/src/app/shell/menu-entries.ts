import type { Section, SectionIcon } from "@makon/shared";

/** Fixed menu entries after the sections (docs/product.md, Menu), each behind its own page key. */
export const FIXED_ENTRIES = [
  { key: "yuqori_bank_boss", icon: "bank" },
  { key: "quyi_bank_boss", icon: "audit" },
  { key: "tolovlar", icon: "dollar" },
  { key: "add_employee", icon: "team" },
  { key: "tashkilotlar", icon: "solution" },
  { key: "obyects", icon: "apartment" },
  { key: "info_add", icon: "build" },
  { key: "audit", icon: "file-text" },
] as const satisfies readonly { key: string; icon: SectionIcon }[];

export type FixedEntryKey = (typeof FIXED_ENTRIES)[number]["key"];

export interface MenuEntry {
  /** The page key, which is also the menu item's key. */
  key: string;
  path: string;
  /** Section names come from the server; home and fixed entries carry their text key. */
  label: { text: string } | { textKey: "home" | FixedEntryKey };
  icon: string;
}

/**
 * Bosh sahifa, then the sections by their order, then the fixed entries — each only when the
 * user's pagesDostup holds its key. A key appears once even if a section repeats a fixed entry.
 */
export function buildMenuEntries(sections: readonly Section[], pagesDostup: readonly string[]): MenuEntry[] {
  const allowed = new Set(pagesDostup);
  const entries: MenuEntry[] = [];
  const seen = new Set<string>();
  const push = (entry: MenuEntry) => {
    if (!allowed.has(entry.key) || seen.has(entry.key)) return;
    seen.add(entry.key);
    entries.push(entry);
  };

  push({ key: "home", path: "/", label: { textKey: "home" }, icon: "home" });
  const ordered = [...sections].sort((a, b) => a.order - b.order || a.id - b.id);
  for (const section of ordered) {
    const key = section.path.replace(/^\/+/, "");
    push({ key, path: `/${key}`, label: { text: section.name }, icon: section.icon });
  }
  for (const fixed of FIXED_ENTRIES) {
    push({ key: fixed.key, path: `/${fixed.key}`, label: { textKey: fixed.key }, icon: fixed.icon });
  }
  return entries;
}
