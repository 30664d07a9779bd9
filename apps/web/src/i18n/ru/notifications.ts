import type { Words } from "@makon/shared";
import type { notifications as uzNotifications } from "../uz/notifications";

/** The bell in the top bar: the words of each notification kind and the list around them. */
export const notifications: Words<typeof uzNotifications> = {
  bell: "Уведомления",
  unread: "Непрочитанных: {{count}}",
  title: "Уведомления",
  empty: "Уведомлений нет",
  loadFailed: "Не удалось загрузить уведомления",
  readAll: "Отметить все как прочитанные",
  more: "Показать ещё",
  level: { lower: "Филиал банка", upper: "Головной офис банка" },
  kind: {
    assigned: "Вам назначена заявка: договор № {{contractNumber}}",
    approved: "{{level}}: заявка одобрена, договор № {{contractNumber}}",
    approvedAmount: "{{level}}: заявка одобрена, договор № {{contractNumber}}, {{amount}}",
    rejected: "{{level}}: заявка отклонена, договор № {{contractNumber}}",
    rejectedReason: "{{level}}: заявка отклонена, договор № {{contractNumber}}. Причина: {{reason}}",
    funded: "Поступили средства банка: договор № {{contractNumber}}, {{amount}}",
    fundedNoAmount: "Поступили средства банка: договор № {{contractNumber}}",
    debtAssigned: "Вам назначено дело о взыскании: договор № {{contractNumber}}, {{clientName}}",
    debtPromiseBroken:
      "Обещание не выполнено: договор № {{contractNumber}}, до {{promisedDate}} не внесено {{amount}}",
    debtEscalated: "Дело о взыскании передано руководителю: договор № {{contractNumber}}",
    debtEscalatedNote:
      "Дело о взыскании передано руководителю: договор № {{contractNumber}}. Комментарий: {{note}}",
  },
};
