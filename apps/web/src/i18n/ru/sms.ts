import type { Words } from "@makon/shared";
import type { sms as uzSms } from "../uz/sms";

/** The SMS outbox (undiruv's "SMS" tab, a case, the client card) and a client's opt-out. */
export const sms: Words<typeof uzSms> = {
  title: "SMS-сообщения",
  columns: {
    date: "Дата",
    client: "Клиент",
    phone: "Телефон",
    kind: "Тип",
    text: "Текст",
    status: "Статус",
    attempts: "Попытки",
  },
  kind: {
    due_tomorrow: "Платёж завтра",
    overdue: "Просрочка",
    promise_reminder: "Напоминание об обещании",
    manual: "От сотрудника",
    handover_appointment: "Передача ключей",
  },
  status: {
    queued: "В очереди",
    sending: "Отправляется",
    sent: "Отправлено",
    delivered: "Доставлено",
    failed: "Не отправлено",
    cancelled: "Отменено",
    unknown: "Неизвестно",
  },
  logged: "Только записано в журнал",
  loggedHint: "Клиенту не отправлено",
  loggedAt: "Записано в журнал: {{at}}",
  noProvider:
    "SMS-провайдер не настроен: сообщения только записываются в журнал сервера и клиентам не отправляются. Чтобы отправлять, администратор должен подключить на сервере SMS-провайдера Eskiz.",
  filters: {
    status: "Статус",
    kind: "Тип",
  },
  sentAt: "Отправлено: {{at}}",
  deliveredAt: "Доставлено: {{at}}",
  lastError: "Ошибка: {{error}}",
  retry: "Отправить повторно",
  unknownHint:
    "Провайдер не ответил на отправку вовремя, и узнать её судьбу не удалось: клиент мог получить сообщение. Прежде чем отправлять повторно, уточните у клиента.",
  retried: "Сообщение поставлено в очередь",
  empty: "SMS-сообщений нет",
  loadFailed: "Не удалось загрузить SMS-сообщения",
  total: "Всего: {{count}}",
  totalMore: "Более {{n}}",
  optOut: {
    label: "Не отправлять SMS",
    hint: "Клиенту не будут приходить напоминания и сообщения; сообщения в очереди будут отменены.",
    on: "SMS клиенту отключены",
    off: "SMS клиенту включены",
  },
};
