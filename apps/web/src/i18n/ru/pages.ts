import type { Words } from "@makon/shared";
import type { pages as uzPages } from "../uz/pages";

/**
 * Each page's title, keyed by its page key, plus the standalone pages (docs/product.md, Pages and
 * keys).
 */
export const pages: Words<typeof uzPages> = {
  titles: {
    home: "Главная",
    reciption: "Ресепшн",
    my_reciption_clients: "Ресепшн: мои клиенты",
    call_center: "Колл-центр",
    my_call_clients: "Колл-центр: мои клиенты",
    sotuv: "Продажи",
    sotuv_bino: "Шахматка дома (продажи)",
    sotuv_xonadon: "Квартира",
    room_choose: "Выбор квартиры",
    contract: "Договоры",
    shartnoma_jarayon: "Оформление договора",
    concluded_contracts: "Заключённые договоры",
    otkaz_shartnoma: "Отказные договоры",
    baza: "База",
    quyi_bank: "Филиал банка",
    quyi_bank_in: "Заявка в филиале банка",
    quyi_bank_boss: "Руководитель филиала банка",
    yuqori_bank: "Головной офис банка",
    yuqori_bank_in: "Заявка в головном офисе банка",
    yuqori_bank_boss: "Руководитель головного офиса банка",
    undiruv: "Взыскание",
    "undiruv-create": "Новое дело",
    "undiruv-detail": "Карточка дела",
    "undiruv-actions": "Действия",
    topshiruv: "Передача ключей",
    obyects: "Объекты (архив)",
    info_add: "Добавление данных",
    bino: "Дом",
    bino_about: "О доме",
    floor: "Этаж",
    flow_chart: "Схема процессов",
    tashkilotlar: "Организации",
    tashkilot_bank: "Счета организации",
    add_employee: "Сотрудники",
    add_bolim: "Отделы",
    audit: "История изменений",
    tolovlar: "Платежи",
  },
  notFound: "Страница не найдена",
  noEnter: "Вход на эту страницу запрещён (возможен штраф)",
};
