/**
 * The page-key catalogue. A page key equals the route's name (docs/product.md, Pages and keys); the
 * web guard and the API's access checks both read this list, so a key exists in exactly one place.
 */
export const PAGE_KEYS = [
  "home",
  "reciption",
  "my_reciption_clients",
  "call_center",
  "my_call_clients",
  "sotuv",
  "sotuv_bino",
  "sotuv_xonadon",
  "room_choose",
  "contract",
  "shartnoma_jarayon",
  "concluded_contracts",
  "otkaz_shartnoma",
  "baza",
  "quyi_bank",
  "quyi_bank_in",
  "quyi_bank_boss",
  "yuqori_bank",
  "yuqori_bank_in",
  "yuqori_bank_boss",
  "undiruv",
  "undiruv-create",
  "undiruv-detail",
  "undiruv-actions",
  "topshiruv",
  "obyects",
  "info_add",
  "bino",
  "bino_about",
  "floor",
  "flow_chart",
  "tashkilotlar",
  "tashkilot_bank",
  "add_employee",
  "add_bolim",
  "audit",
  "tolovlar",
] as const;

export type PageKey = (typeof PAGE_KEYS)[number];

export function isPageKey(value: string): value is PageKey {
  return (PAGE_KEYS as readonly string[]).includes(value);
}

/** Areas group page keys in the rights editor; detail pages sit beside their list page. */
export const PAGE_AREAS: { area: string; keys: PageKey[] }[] = [
  { area: "home", keys: ["home", "flow_chart"] },
  { area: "reception", keys: ["reciption", "my_reciption_clients"] },
  { area: "call_center", keys: ["call_center", "my_call_clients"] },
  { area: "sales", keys: ["sotuv", "sotuv_bino", "sotuv_xonadon", "room_choose"] },
  {
    area: "contracts",
    keys: ["contract", "shartnoma_jarayon", "concluded_contracts", "otkaz_shartnoma", "baza", "tolovlar"],
  },
  { area: "bank_lower", keys: ["quyi_bank", "quyi_bank_in", "quyi_bank_boss"] },
  { area: "bank_upper", keys: ["yuqori_bank", "yuqori_bank_in", "yuqori_bank_boss"] },
  { area: "collections", keys: ["undiruv", "undiruv-create", "undiruv-detail", "undiruv-actions"] },
  { area: "handover", keys: ["topshiruv"] },
  { area: "property", keys: ["obyects", "info_add", "bino", "bino_about", "floor"] },
  { area: "administration", keys: ["add_employee", "add_bolim", "tashkilotlar", "tashkilot_bank", "audit"] },
];
