import type { Words } from "@makon/shared";
import type { audit as uzAudit } from "../uz/audit";

/** /audit: every audited change (the kinds of record and actions are the history's words). */
export const audit: Words<typeof uzAudit> = {
  filters: {
    user: "Сотрудник",
    userPlaceholder: "Все сотрудники",
    entity: "Тип данных",
    entityPlaceholder: "Все",
    entityId: "Номер записи",
    entityIdPlaceholder: "ID",
    dates: "Дата",
    datesFrom: "Начало",
    datesTo: "Конец",
    reset: "Сбросить",
    inactive: "неактивен",
  },
  columns: {
    at: "Время",
    user: "Кто",
    entity: "Тип данных",
    record: "Запись",
    action: "Действие",
  },
  field: "Поле",
  before: "Было",
  after: "Стало",
  system: "Система",
  noChanges: "Поля не изменились",
  none: "—",
  total: "Всего: {{count}}",
  totalMore: "Всего: более {{n}}",
  empty: "По этим фильтрам изменений не найдено",
  loadFailed: "Не удалось загрузить историю изменений",
  namesFailed: "Не удалось загрузить список сотрудников",
};
