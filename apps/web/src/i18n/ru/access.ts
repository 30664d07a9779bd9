import type { Words } from "@makon/shared";
import type { access as uzAccess } from "../uz/access";
import { pages as pageTitles } from "./pages";

/**
 * Russian names of every page key, action key and rights area, for the rights editor and the
 * sections screen. Page names follow the page titles (pages.ts).
 */
export const access: Words<typeof uzAccess> = {
  // The page titles, with the area named where a title alone is ambiguous in the rights editor.
  pages: {
    ...pageTitles.titles,
    "undiruv-create": "Взыскание: новое дело",
    "undiruv-detail": "Взыскание: карточка дела",
    "undiruv-actions": "Взыскание: действия",
  },
  actions: {
    client_create: "Добавлять клиентов",
    client_edit: "Редактировать клиентов",
    client_blacklist: "Вносить в чёрный список",
    client_delete: "Удалять клиентов из корзины безвозвратно",
    client_passport_view: "Видеть паспортные данные",
    client_assign: "Назначать клиенту менеджера",
    unit_book: "Бронировать квартиры",
    unit_release: "Снимать бронь",
    property_edit: "Редактировать объекты, дома и квартиры",
    object_archive: "Переносить объекты в архив",
    contract_create: "Заключать договоры",
    contract_edit: "Редактировать договоры",
    contract_refuse: "Оформлять отказ по договору",
    payment_create: "Принимать платежи",
    payment_cancel: "Отменять платежи",
    refund_create: "Возвращать деньги",
    bank_lower_work: "Работать с заявками филиала банка",
    bank_lower_decide: "Филиал банка: одобрять / отклонять",
    bank_upper_work: "Работать с заявками головного офиса банка",
    bank_upper_decide: "Головной офис банка: одобрять / отклонять",
    debt_work: "Вести дела о взыскании",
    debt_escalate: "Передавать руководителю / в суд",
    debt_penalty_waive: "Списывать пеню",
    handover_work: "Оформлять акты приёма-передачи",
    handover_permit: "Разрешать передачу не полностью оплаченной квартиры",
    organisation_edit: "Редактировать организации",
    bank_edit: "Редактировать банки",
    section_edit: "Редактировать отделы",
    user_manage: "Управлять сотрудниками",
    export_excel: "Экспортировать в Excel",
  },
  areas: {
    home: "Главная",
    reception: "Ресепшн",
    call_center: "Колл-центр",
    clients: "Клиенты",
    sales: "Продажи",
    contracts: "Договоры",
    payments: "Платежи",
    bank_lower: "Филиал банка",
    bank_upper: "Головной офис банка",
    collections: "Взыскание",
    handover: "Передача ключей",
    property: "Объекты",
    administration: "Администрирование",
  },
};
