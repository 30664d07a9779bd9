import type { Words } from "@makon/shared";
import type { stats as uzStats } from "../uz/stats";

/**
 * The numbers (/flow_chart and the home's tiles): each figure's name and what it counts — the
 * same definition wherever the figure is shown (decision 19) — and the flow chart's own words.
 * Steps, sources and month names come from the clients and objects namespaces.
 */
export const stats: Words<typeof uzStats> = {
  figures: {
    sales: {
      name: "Продажи",
      definition:
        "Продажа засчитывается в день заключения договора (когда выполнено условие оплаты и договор перешёл в статус «Заключён»). Если позже по договору будет отказ, продажа останется в своём дне, а отказ отдельно покажется в день отказа.",
    },
    refused: {
      name: "Отказные договоры",
      definition: "Договоры, по которым за период оформлен отказ, — по дню отказа.",
    },
    received: {
      name: "Поступления",
      definition:
        "Платежи, дата которых попадает в период. Возвраты отсюда не вычитаются: они показаны отдельно. Отменённые платежи не учитываются.",
    },
    net: {
      name: "Чистые поступления",
      definition: "Поступления минус возвраты за период.",
    },
    refunded: {
      name: "Возвраты",
      definition: "Деньги, возвращённые клиентам за период (отменённые возвраты не учитываются).",
    },
    due: {
      name: "К оплате",
      definition:
        "Платежи по текущему графику действующих договоров (кроме черновиков и отказных), срок которых попадает в период, — в полной сумме, включая часть банка.",
    },
    overdue: {
      name: "Просроченный долг",
      definition:
        "Состояние на сегодня: неоплаченные суммы текущего графика со сроком раньше сегодняшнего дня (так же, как считает отдел взыскания). От периода не зависит.",
    },
    funnel: {
      name: "Воронка клиентов",
      definition:
        "Клиенты, зарегистрированные за период (кроме находящихся в корзине), по их текущему этапу — так же, как фильтры в списке клиентов.",
    },
  },
  views: { clients: "Клиенты", money: "Денежный поток", sales: "Продажи" },
  filters: {
    label: "Фильтры",
    view: "Вид",
    period: "Период",
    from: "Начало",
    to: "Конец",
    object: "Объект",
    manager: "Менеджер",
    reset: "Текущий месяц",
    presets: {
      thisMonth: "Этот месяц",
      lastMonth: "Прошлый месяц",
      last3Months: "Последние 3 мес.",
      last12Months: "Последние 12 мес.",
      thisYear: "Этот год",
    },
    excel: "Скачать Excel",
    excelFailed: "Не удалось скачать файл Excel",
  },
  /** Every chart's toggle and states (the /bino_about chart too). */
  chart: {
    chart: "Диаграмма",
    table: "Таблица",
    show: "Вид",
    empty: "За этот период данных нет",
    loadFailed: "Не удалось загрузить данные",
    total: "Итого",
    thousand: "{{value}} тыс.",
    million: "{{value}} млн",
    billion: "{{value}} млрд",
    monthYear: "{{month}} {{year}}",
    month: "Месяц",
    contracts: "Договоры",
    amount: "Сумма",
  },
  summary: {
    title: "Показатели за период",
    loadFailed: "Не удалось загрузить показатели",
    count: "{{value}} шт.",
    open: "{{figure}}: открыть список",
    about: "Что такое «{{figure}}»?",
    units: "Состояние квартир (сегодня)",
    unitsTotal: "Всего: {{value}}",
    overdueToday: "на сегодня",
  },
  rows: {
    title: "{{figure}}: список",
    sum: "Итого: {{value}} шт., {{amount}}",
    sumCount: "Итого: {{value}} шт.",
    empty: "По этому показателю записей нет",
    loadFailed: "Не удалось загрузить список",
    close: "Закрыть",
    month: "{{month}}",
    columns: {
      contract: "Договор",
      day: "Дата",
      client: "Клиент",
      object: "Объект",
      unit: "Квартира",
      manager: "Менеджер",
      area: "Площадь",
      amount: "Сумма",
      kind: "Тип",
      method: "Способ",
      number: "№ платежа",
      paid: "Оплачено",
      oldestDue: "Самый ранний срок",
      days: "Просрочка, дн.",
      band: "Группа",
      source: "Источник",
      step: "Этап",
    },
    kinds: { payment: "Платёж", refund: "Возврат" },
  },
  clients: {
    sankey: "Поток клиентов: от источника до результата",
    sankeyHint:
      "Толщина линии — число клиентов, прошедших этим путём. Учитываются клиенты, зарегистрированные за период.",
    funnel: "Клиенты по этапам",
    funnelHint: "Нажмите на столбец, чтобы открыть список клиентов на этом этапе",
    bySource: "Конверсия по источникам",
    byManager: "Конверсия по менеджерам",
    lost: "Потеряны",
    columns: {
      from: "Откуда",
      to: "Куда",
      stage: "Этап",
      source: "Источник",
      manager: "Менеджер",
      clients: "Клиенты",
      contracts: "Дошли до договора",
      concluded: "Заключили договор",
      refused: "Отказались",
      conversion: "Конверсия",
    },
    noManager: "Менеджер не назначен",
  },
  money: {
    months: "Денежный поток по месяцам",
    monthsHint: "Нажмите на столбец, чтобы открыть записи за этот месяц",
    forecast: "Следующие 12 мес.: ожидаемые платежи по графику",
    forecastDue: "Ожидаемый платёж",
    byMethod: "По способам оплаты",
    byObject: "По объектам",
    columns: { month: "Месяц", method: "Способ оплаты", object: "Объект" },
  },
  sales: {
    months: "Продажи по месяцам",
    monthsHint: "Столбец — сумма продаж, линия — число проданных квартир",
    price: "Средняя цена за 1 м² по объектам и числу комнат",
    managers: "Менеджеры",
    rooms: "{{value}}-комн.",
    priceCell: "{{value}} шт., {{area}}",
    columns: {
      month: "Месяц",
      count: "Продано квартир",
      area: "Площадь",
      amount: "Сумма",
      object: "Объект",
      manager: "Менеджер",
      clients: "Клиенты",
      contracts: "Договоры",
      sales: "Продажи",
      received: "Поступления",
    },
  },
};
