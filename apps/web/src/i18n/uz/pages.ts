import type { PageKey } from "@makon/shared";

/**
 * Each page's title, keyed by its page key, plus the standalone pages (docs/product.md, Pages and
 * keys).
 */
export const pages = {
  titles: {
    home: "Bosh sahifa",
    reciption: "Qabulxona",
    my_reciption_clients: "Qabulxona: mening mijozlarim",
    call_center: "Qoʻngʻiroqlar markazi",
    my_call_clients: "Qoʻngʻiroqlar markazi: mening mijozlarim",
    sotuv: "Sotuv",
    sotuv_bino: "Bino shaxmatkasi (sotuv)",
    sotuv_xonadon: "Xonadon",
    room_choose: "Xonadon tanlash",
    contract: "Shartnomalar",
    shartnoma_jarayon: "Shartnoma jarayoni",
    concluded_contracts: "Tuzilgan shartnomalar",
    otkaz_shartnoma: "Rad etilgan shartnomalar",
    baza: "Baza",
    quyi_bank: "Quyi bank",
    quyi_bank_in: "Quyi bank arizasi",
    quyi_bank_boss: "Quyi bank rahbari",
    yuqori_bank: "Yuqori bank",
    yuqori_bank_in: "Yuqori bank arizasi",
    yuqori_bank_boss: "Yuqori bank rahbari",
    undiruv: "Undiruv",
    "undiruv-create": "Yangi ish",
    "undiruv-detail": "Ish tafsiloti",
    "undiruv-actions": "Harakatlar",
    topshiruv: "Topshiruv",
    obyects: "Obyektlar (Arxiv)",
    info_add: "Maʼlumot qoʻshish",
    bino: "Bino",
    bino_about: "Bino haqida",
    floor: "Qavat",
    flow_chart: "Oqim diagrammasi",
    tashkilotlar: "Tashkilotlar",
    tashkilot_bank: "Tashkilot banklari",
    add_employee: "Xodimlar",
    add_bolim: "Boʻlimlar",
    audit: "Oʻzgarishlar tarixi",
    tolovlar: "Toʻlovlar",
  } satisfies Record<PageKey, string>,
  notFound: "Sahifa topilmadi",
  noEnter: "Bu sahifaga kirish mumkin emas (jarima qoʻllanishi mumkin)",
} as const;
