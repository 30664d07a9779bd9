import {
  type CreateSectionBody,
  foldSearch,
  isPageKey,
  PAGE_KEYS,
  type PageKey,
  SECTION_ICONS,
  type Section,
  type SectionIcon,
  type UpdateSectionBody,
} from "@makon/shared";

/**
 * Page keys a section may not point at: home (always first in the menu) and the detail pages,
 * whose routes need an id (/sotuv_bino/{id}), so a menu link to them would lead nowhere.
 */
export const NOT_SECTION_PATHS: readonly PageKey[] = [
  "home",
  "sotuv_bino",
  "sotuv_xonadon",
  "room_choose",
  "shartnoma_jarayon",
  "quyi_bank_in",
  "yuqori_bank_in",
  "undiruv-create",
  "undiruv-detail",
  "undiruv-actions",
  "bino",
  "bino_about",
  "floor",
  "tashkilot_bank",
];

/** A section's path without a leading slash ("/sotuv" in older data is "sotuv"). */
export function pathKey(path: string): string {
  return path.replace(/^\/+/, "");
}

/**
 * The pages a section may link to: not home or a detail page, and not a page another section
 * already has (SECTION_PATH_TAKEN). The edited section's own path always stays available.
 */
export function pathChoices(sections: readonly Section[], current: string | null): PageKey[] {
  const used = new Set(sections.map((s) => pathKey(s.path)));
  const own = current === null ? null : pathKey(current);
  return PAGE_KEYS.filter((key) => key === own || (!used.has(key) && !NOT_SECTION_PATHS.includes(key)));
}

/** Sections by their menu order (ties by id), as the menu shows them. */
export function byOrder(sections: readonly Section[]): Section[] {
  return [...sections].sort((a, b) => a.order - b.order || a.id - b.id);
}

/** Client-side search over name, path and the page's Uzbek title; apostrophes and Cyrillic fold. */
export function searchSections(
  sections: readonly Section[],
  query: string,
  pageTitle: (path: string) => string,
): Section[] {
  const q = foldSearch(query);
  if (!q) return [...sections];
  return sections.filter((s) =>
    [s.name, pathKey(s.path), pageTitle(pathKey(s.path))].some((text) => foldSearch(text).includes(q)),
  );
}

/** The next free place at the end of the menu (orders go in tens to leave room between). */
export function nextOrder(sections: readonly Section[]): number {
  const max = sections.reduce((m, s) => Math.max(m, s.order), 0);
  return Math.min(10_000, Math.ceil((max + 1) / 10) * 10);
}

export interface SectionFormValues {
  path: string | undefined;
  name: string;
  icon: SectionIcon | undefined;
  order: number | null;
}

export type SectionFieldMessage =
  | "pathRequired"
  | "nameRequired"
  | "NAME_TOO_SHORT"
  | "NAME_TOO_LONG"
  | "iconRequired"
  | "orderRequired"
  | "ORDER_RANGE";

export function checkSectionName(value: string | undefined): SectionFieldMessage | undefined {
  const v = (value ?? "").trim();
  if (!v) return "nameRequired";
  if (v.length < 2) return "NAME_TOO_SHORT";
  if (v.length > 60) return "NAME_TOO_LONG";
  return undefined;
}

export function checkOrder(value: number | null | undefined): SectionFieldMessage | undefined {
  if (value === null || value === undefined) return "orderRequired";
  if (!Number.isInteger(value) || value < 0 || value > 10_000) return "ORDER_RANGE";
  return undefined;
}

export function isSectionIcon(value: string): value is SectionIcon {
  return (SECTION_ICONS as readonly string[]).includes(value);
}

/** POST /api/bolim; undefined when a required value is missing (the form checks first). */
export function createSectionBody(values: SectionFormValues): CreateSectionBody | undefined {
  if (!values.path || !isPageKey(values.path) || !values.icon || values.order === null) return undefined;
  return { path: values.path, name: values.name.trim(), icon: values.icon, order: values.order };
}

/** PATCH /api/bolim/{id}: only what changed. */
export function updateSectionBody(original: Section, values: SectionFormValues): UpdateSectionBody {
  const body: UpdateSectionBody = {};
  if (values.path && isPageKey(values.path) && values.path !== pathKey(original.path))
    body.path = values.path;
  const name = values.name.trim();
  if (name !== original.name) body.name = name;
  if (values.icon && values.icon !== original.icon) body.icon = values.icon;
  if (values.order !== null && values.order !== original.order) body.order = values.order;
  return body;
}

export function sectionFormValues(section: Section | null, sections: readonly Section[]): SectionFormValues {
  if (!section) return { path: undefined, name: "", icon: undefined, order: nextOrder(sections) };
  return {
    path: pathKey(section.path),
    name: section.name,
    icon: isSectionIcon(section.icon) ? section.icon : undefined,
    order: section.order,
  };
}
