/** The dashboard (/). */
export const home = {
  greeting: "Xush kelibsiz, {{name}}!",
  subtitle: "Obyektlar boʻyicha xonadonlar holati",
  empty: "Hali obyektlar yoʻq",
  buildings_one: "{{count}} ta bino",
  buildings_other: "{{count}} ta bino",
  totalUnits: "Jami xonadonlar",
  totalArea: "Umumiy maydon",
  totalPrice: "Umumiy qiymat",
  soldPrice: "Sotilgan qiymati",
  areaValue: "{{value}} m²",
  loadFailed: "Maʼlumotlarni yuklab boʻlmadi",
  /** The role groups above the objects (GET /api/stats/home). */
  work: {
    title: "Bugungi ishlar",
    loadFailed: "Bugungi koʻrsatkichlarni yuklab boʻlmadi",
    empty: "Sizning boʻlimingiz uchun bugun koʻrsatkichlar yoʻq",
    definition: "Qanday hisoblanadi",
    open: "Roʻyxatni ochish",
  },
  groups: {
    reception: "Qabulxona",
    call_center: "Qoʻngʻiroqlar markazi",
    sales: "Sotuv",
    contracts: "Shartnomalar",
    bank_lower: "Quyi bank",
    bank_upper: "Yuqori bank",
    collections: "Undiruv",
    handover: "Topshiruv",
    director: "Bu oy (bugungacha)",
  },
  /** Tile labels, by group then key (the API's tile keys). */
  tiles: {
    reception: { visitorsToday: "Bugungi tashrifchilar", myClients: "Mening mijozlarim (bosqich boʻyicha)" },
    call_center: {
      callbacksToday: "Bugun qayta qoʻngʻiroq",
      callbacksOverdue: "Muddati oʻtgan qoʻngʻiroqlar",
    },
    sales: {
      bookingsLapsing: "24 soatda tugaydigan bronlarim",
      sales: "Bu oygi sotuvlarim",
      clientsWaiting: "Meni kutayotgan mijozlar",
    },
    contracts: {
      awaitingScan: "Imzolangan skan kutilmoqda",
      awaitingConclusion: "Tuzishga tayyor (boshlangʻich toʻlov kelgan)",
      paymentsToday: "Bugungi toʻlovlar",
    },
    bank: {
      myApplications: "Mening arizalarim",
      unassigned: "Tayinlanmagan arizalar",
      waitingDecision: "Qaror kutayotgan arizalar",
      stale: "Muddatidan oshib ketganlar",
    },
    collections: {
      overdue: "Muddati oʻtgan qarzlar",
      promisesToday: "Bugun toʻlash vaʼdalari",
      promisesBroken: "Buzilgan vaʼdalar",
    },
    handover: {
      ready: "Topshirishga tayyor",
      appointmentsToday: "Bugungi uchrashuvlar",
      cadastreOverdue: "Kadastr muddati oʻtgan",
    },
    director: {
      sales: "Sotuvlar",
      received: "Kelib tushgan pul",
      due: "Toʻlanishi kerak",
      overdue: "Muddati oʻtgan qarz",
      unitsAvailable: "Boʻsh xonadonlar",
    },
  },
  /** The collections' ageing bands (the same words as the debtors list's). */
  bands: {
    "1_30": "1–30 kun",
    "31_60": "31–60 kun",
    "61_90": "61–90 kun",
    "90_plus": "90+ kun",
  },
  /** The call centre's queue opened from a tile (?due=). */
  queueDue: {
    today: "Faqat bugungilar",
    overdue: "Faqat muddati oʻtganlar",
  },
} as const;
