/** The bell in the top bar: the words of each notification kind and the list around them. */
export const notifications = {
  bell: "Bildirishnomalar",
  unread: "{{count}} ta oʻqilmagan",
  title: "Bildirishnomalar",
  empty: "Bildirishnoma yoʻq",
  loadFailed: "Bildirishnomalarni yuklab boʻlmadi",
  readAll: "Hammasini oʻqilgan deb belgilash",
  more: "Yana koʻrsatish",
  level: { lower: "Quyi bank", upper: "Yuqori bank" },
  kind: {
    assigned: "Sizga ariza biriktirildi: shartnoma № {{contractNumber}}",
    approved: "{{level}} arizani tasdiqladi: shartnoma № {{contractNumber}}",
    approvedAmount: "{{level}} arizani tasdiqladi: shartnoma № {{contractNumber}}, {{amount}}",
    rejected: "{{level}} arizani rad etdi: shartnoma № {{contractNumber}}",
    rejectedReason: "{{level}} arizani rad etdi: shartnoma № {{contractNumber}}. Sabab: {{reason}}",
    funded: "Bank mablagʻi tushdi: shartnoma № {{contractNumber}}, {{amount}}",
    fundedNoAmount: "Bank mablagʻi tushdi: shartnoma № {{contractNumber}}",
    debtAssigned: "Sizga undiruv ishi biriktirildi: shartnoma № {{contractNumber}}, {{clientName}}",
    debtPromiseBroken:
      "Vaʼda bajarilmadi: shartnoma № {{contractNumber}}, {{promisedDate}}-gacha {{amount}} toʻlanmadi",
    debtEscalated: "Undiruv ishi rahbarga oshirildi: shartnoma № {{contractNumber}}",
    debtEscalatedNote: "Undiruv ishi rahbarga oshirildi: shartnoma № {{contractNumber}}. Izoh: {{note}}",
  },
} as const;
