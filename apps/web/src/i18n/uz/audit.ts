import type { AuditEntity } from "@makon/shared";

/** /audit: every change to employees, sections, organisations, accounts and banks. */
export const audit = {
  filters: {
    user: "Xodim",
    userPlaceholder: "Barcha xodimlar",
    entity: "Maʼlumot turi",
    entityPlaceholder: "Barchasi",
    entityId: "Yozuv raqami",
    entityIdPlaceholder: "ID",
    dates: "Sana",
    datesFrom: "Boshlanish",
    datesTo: "Tugash",
    reset: "Tozalash",
    inactive: "nofaol",
  },
  entities: {
    user: "Xodim",
    login: "Nomaʼlum raqamdan kirish",
    section: "Boʻlim",
    organisation: "Tashkilot",
    organisation_account: "Hisob raqami",
    bank: "Bank",
  } satisfies Record<AuditEntity, string>,
  columns: {
    at: "Vaqt",
    user: "Kim",
    entity: "Maʼlumot turi",
    record: "Yozuv",
    action: "Amal",
  },
  field: "Maydon",
  before: "Oldin",
  after: "Keyin",
  system: "Tizim",
  noChanges: "Maydonlar oʻzgarmagan",
  total: "Jami: {{count}} ta",
  totalMore: "Jami: {{n}} dan ortiq",
  empty: "Bu filtrlar boʻyicha oʻzgarishlar topilmadi",
  loadFailed: "Oʻzgarishlar tarixini yuklab boʻlmadi",
  retry: "Qayta urinish",
  namesFailed: "Xodimlar roʻyxatini yuklab boʻlmadi",
} as const;
