import type { Words } from "@makon/shared";
import { enumsRu } from "@makon/shared";
import type { common as uzCommon } from "../uz/common";

/** Words used on many screens: buttons, states, statuses. */
export const common: Words<typeof uzCommon> = {
  appName: "Makon",
  loading: "Загрузка…",
  refresh: "Обновить",
  retry: "Повторить",
  toHome: "На главную",
  reload: "Обновить страницу",
  comingSoon: "Этот раздел скоро заработает",
  saveFile: "Скачать",
  genericError: "Что-то пошло не так, попробуйте ещё раз",
  unitStatus: enumsRu.unitStatus,
  /** The date picker's own buttons and headings (antd's Russian locale, in our words). */
  picker: {
    ok: "Выбрать",
    clear: "Очистить",
    week: "Неделя",
    now: "Сейчас",
    today: "Сегодня",
    backToToday: "Вернуться к сегодня",
    timeSelect: "Выберите время",
    dateSelect: "Выберите дату",
    decadeSelect: "Выберите десятилетие",
    previousYear: "Предыдущий год",
    previousDecade: "Предыдущее десятилетие",
    nextDecade: "Следующее десятилетие",
    previousCentury: "Предыдущий век",
  },
  /** A booking's time left, wherever it is shown ("1 kun 23 soat qoldi"). */
  countdown: {
    left: "осталось {{time}}",
    days: "{{count}} дн.",
    hours: "{{count}} ч",
    minutes: "{{count}} мин",
    expired: "Срок брони истёк",
  },
  list: {
    search: "Поиск",
    manager: "Менеджер",
    object: "Объект",
    reset: "Сбросить",
    export: "Экспорт в Excel",
  },
  /** Closing a form with unsaved changes. */
  discard: {
    title: "Изменения не сохранены",
    text: "Введённые данные не сохранятся. Всё равно закрыть?",
    ok: "Да, закрыть",
    cancel: "Нет, продолжить",
  },
};
