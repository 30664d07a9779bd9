import type { ActionKey, PageKey } from "@makon/shared";
import { pages as pageTitles } from "./pages";

/**
 * Uzbek names of every page key, action key and rights area, for the rights editor and the
 * sections screen. Page names follow the page titles (pages.ts).
 */
export const access = {
  // The page titles, with the area named where a title alone is ambiguous in the rights editor.
  pages: {
    ...pageTitles.titles,
    "undiruv-create": "Undiruv: yangi ish",
    "undiruv-detail": "Undiruv: ish tafsiloti",
    "undiruv-actions": "Undiruv: harakatlar",
  } satisfies Record<PageKey, string>,
  actions: {
    client_create: "Mijoz qoʻshish",
    client_edit: "Mijozni tahrirlash",
    client_blacklist: "Qora roʻyxatga qoʻshish",
    client_delete: "Mijozni savatdan butunlay oʻchirish",
    client_passport_view: "Pasport maʼlumotlarini koʻrish",
    client_assign: "Mijozga menejer biriktirish",
    unit_book: "Xonadonni bron qilish",
    unit_release: "Bronni bekor qilish",
    property_edit: "Obyekt, bino va xonadonlarni tahrirlash",
    object_archive: "Obyektni arxivlash",
    contract_create: "Shartnoma tuzish",
    contract_edit: "Shartnomani tahrirlash",
    contract_refuse: "Shartnomani rad etish",
    payment_create: "Toʻlov qabul qilish",
    payment_cancel: "Toʻlovni bekor qilish",
    refund_create: "Pulni qaytarish",
    bank_lower_work: "Quyi bank arizalari bilan ishlash",
    bank_lower_decide: "Quyi bank: tasdiqlash / rad etish",
    bank_upper_work: "Yuqori bank arizalari bilan ishlash",
    bank_upper_decide: "Yuqori bank: tasdiqlash / rad etish",
    debt_work: "Undiruv ishlari bilan ishlash",
    debt_escalate: "Rahbarga / sudga oshirish",
    debt_penalty_waive: "Penyani kechirish",
    handover_work: "Topshiruv dalolatnomalari",
    handover_permit: "Toʻliq toʻlanmagan xonadonni topshirishga ruxsat",
    organisation_edit: "Tashkilotlarni tahrirlash",
    bank_edit: "Banklarni tahrirlash",
    section_edit: "Boʻlimlarni tahrirlash",
    user_manage: "Xodimlarni boshqarish",
    export_excel: "Excelga eksport",
  } satisfies Record<ActionKey, string>,
  areas: {
    home: "Bosh sahifa",
    reception: "Qabulxona",
    call_center: "Qoʻngʻiroqlar markazi",
    clients: "Mijozlar",
    sales: "Sotuv",
    contracts: "Shartnomalar",
    payments: "Toʻlovlar",
    bank_lower: "Quyi bank",
    bank_upper: "Yuqori bank",
    collections: "Undiruv",
    handover: "Topshiruv",
    property: "Obyektlar",
    administration: "Boshqaruv",
  },
} as const;
