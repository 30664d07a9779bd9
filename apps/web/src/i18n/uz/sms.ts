/** The SMS outbox (undiruv's "SMS" tab, a case, the client card) and a client's opt-out. */
export const sms = {
  title: "SMS xabarlar",
  columns: {
    date: "Sana",
    client: "Mijoz",
    phone: "Telefon",
    kind: "Turi",
    text: "Matn",
    status: "Holati",
    attempts: "Urinishlar",
  },
  kind: {
    due_tomorrow: "Ertaga toʻlov",
    overdue: "Muddati oʻtdi",
    promise_reminder: "Vaʼda eslatmasi",
    manual: "Xodim yuborgan",
    handover_appointment: "Topshirish uchrashuvi",
  },
  status: {
    queued: "Navbatda",
    sending: "Yuborilmoqda",
    sent: "Yuborildi",
    delivered: "Yetkazildi",
    failed: "Yuborilmadi",
    cancelled: "Bekor qilindi",
    unknown: "Nomaʼlum",
  },
  /** A "sent" message of the log driver: it never left the server. */
  logged: "Faqat jurnalga yozildi",
  loggedHint: "Mijozga yuborilmadi",
  loggedAt: "Jurnalga yozildi: {{at}}",
  noProvider:
    "SMS provayderi sozlanmagan: xabarlar faqat server jurnaliga yoziladi va mijozlarga yuborilmaydi. Yuborish uchun administrator serverga Eskiz SMS provayderini ulashi kerak.",
  filters: {
    status: "Holati",
    kind: "Turi",
  },
  sentAt: "Yuborildi: {{at}}",
  deliveredAt: "Yetkazildi: {{at}}",
  lastError: "Xato: {{error}}",
  retry: "Qayta yuborish",
  unknownHint:
    "Provayder yuborishga oʻz vaqtida javob bermadi va uning holatini aniqlab boʻlmadi: xabar mijozga yetgan boʻlishi mumkin. Qayta yuborishdan oldin mijoz bilan aniqlang.",
  retried: "Xabar navbatga qoʻyildi",
  empty: "SMS xabarlar yoʻq",
  loadFailed: "SMS xabarlarni yuklab boʻlmadi",
  total: "Jami: {{count}}",
  totalMore: "{{n}}-dan ortiq",
  optOut: {
    label: "SMS yubormaslik",
    hint: "Mijozga eslatma va xabarlar yuborilmaydi; navbatdagilari bekor qilinadi.",
    on: "Mijozga SMS yuborilmaydi",
    off: "Mijozga SMS yuborish yoqildi",
  },
} as const;
