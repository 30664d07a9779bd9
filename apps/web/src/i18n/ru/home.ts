import type { Words } from "@makon/shared";
import type { home as uzHome } from "../uz/home";

/** The dashboard (/). */
export const home: Words<typeof uzHome> = {
  greeting: "Добро пожаловать, {{name}}!",
  subtitle: "Состояние квартир по объектам",
  empty: "Объектов пока нет",
  // One form fits every number (Russian would need _few/_many otherwise).
  buildings_one: "Домов: {{count}}",
  buildings_other: "Домов: {{count}}",
  totalUnits: "Всего квартир",
  totalArea: "Общая площадь",
  totalPrice: "Общая стоимость",
  soldPrice: "Продано на сумму",
  areaValue: "{{value}} м²",
  loadFailed: "Не удалось загрузить данные",
  /** The role groups above the objects (GET /api/stats/home). */
  work: {
    title: "Дела на сегодня",
    loadFailed: "Не удалось загрузить показатели за сегодня",
    empty: "Для вашего отдела на сегодня показателей нет",
    definition: "Как считается",
    open: "Открыть список",
  },
  groups: {
    reception: "Ресепшн",
    call_center: "Колл-центр",
    sales: "Продажи",
    contracts: "Договоры",
    bank_lower: "Филиал банка",
    bank_upper: "Головной офис банка",
    collections: "Взыскание",
    handover: "Передача ключей",
    director: "С начала месяца",
  },
  /** Tile labels, by group then key (the API's tile keys). */
  tiles: {
    reception: { visitorsToday: "Посетители за сегодня", myClients: "Мои клиенты (по этапам)" },
    call_center: {
      callbacksToday: "Перезвонить сегодня",
      callbacksOverdue: "Просроченные звонки",
    },
    sales: {
      bookingsLapsing: "Мои брони, истекающие за 24 ч",
      sales: "Мои продажи за месяц",
      clientsWaiting: "Клиенты ждут меня",
    },
    contracts: {
      awaitingScan: "Ждут подписанный скан",
      awaitingConclusion: "Готовы к заключению (первоначальный взнос внесён)",
      paymentsToday: "Платежи за сегодня",
    },
    bank: {
      myApplications: "Мои заявки",
      unassigned: "Не назначенные заявки",
      waitingDecision: "Заявки ждут решения",
      stale: "Просроченные",
    },
    collections: {
      overdue: "Просроченные долги",
      promisesToday: "Обещания оплаты на сегодня",
      promisesBroken: "Нарушенные обещания",
    },
    handover: {
      ready: "Готовы к передаче",
      appointmentsToday: "Встречи на сегодня",
      cadastreOverdue: "Просрочен кадастр",
    },
    director: {
      sales: "Продажи",
      received: "Поступило денег",
      due: "К оплате",
      overdue: "Просроченный долг",
      unitsAvailable: "Свободные квартиры",
    },
  },
  /** The collections' ageing bands (the same words as the debtors list's). */
  bands: {
    "1_30": "1–30 дн.",
    "31_60": "31–60 дн.",
    "61_90": "61–90 дн.",
    "90_plus": "90+ дн.",
  },
  /** The call centre's queue opened from a tile (?due=). */
  queueDue: {
    today: "Только сегодняшние",
    overdue: "Только просроченные",
  },
};
