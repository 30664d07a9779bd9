import { enumsUz } from "@makon/shared";

/** Words used on many screens: buttons, states, statuses. */
export const common = {
  appName: "Makon",
  loading: "Yuklanmoqda…",
  refresh: "Yangilash",
  retry: "Qayta urinish",
  toHome: "Bosh sahifaga",
  reload: "Sahifani yangilash",
  comingSoon: "Bu boʻlim tez orada ishga tushadi",
  genericError: "Nimadir xato ketdi, qayta urinib koʻring",
  /** The tab a paper opens in: its name above it, and a link saving it under that name. */
  saveFile: "Yuklab olish",
  unitStatus: enumsUz.unitStatus,
  /** The date picker's own buttons and headings (antd's Uzbek locale, corrected). */
  picker: {
    ok: "Tanlash",
    clear: "Tozalash",
    week: "Hafta",
    now: "Hozir",
    today: "Bugun",
    backToToday: "Bugunga qaytish",
    timeSelect: "Vaqtni tanlang",
    dateSelect: "Sanani tanlang",
    decadeSelect: "Oʻn yilni tanlang",
    previousYear: "Oʻtgan yil",
    previousDecade: "Oʻtgan oʻn yil",
    nextDecade: "Keyingi oʻn yil",
    previousCentury: "Oʻtgan asr",
  },
  /** A booking's time left, wherever it is shown ("1 kun 23 soat qoldi"). */
  countdown: {
    left: "{{time}} qoldi",
    days: "{{count}} kun",
    hours: "{{count}} soat",
    minutes: "{{count}} daqiqa",
    expired: "Bron muddati tugadi",
  },
  /** A list screen's toolbar: the words every list shares (lib/ui/list-toolbar.tsx). */
  list: {
    search: "Qidirish",
    manager: "Menejer",
    object: "Obyekt",
    reset: "Tozalash",
    export: "Excelga eksport",
  },
  /** Closing a form with unsaved changes. */
  discard: {
    title: "Oʻzgarishlar saqlanmagan",
    text: "Kiritilgan maʼlumotlar saqlanmaydi. Baribir yopilsinmi?",
    ok: "Ha, yopish",
    cancel: "Yoʻq, davom etish",
  },
} as const;
