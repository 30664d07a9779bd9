import type { Words } from "../languages";
import type { EnumWords } from "../uz/enums";

/** The enums' names in Russian (see ../uz/enums.ts). */
export const enumsRu: Words<EnumWords> = {
  unitStatus: {
    available: "Свободна",
    booked: "Забронирована",
    in_process: "Оформляется",
    sold: "Продана",
    handed_over: "Передана",
    not_for_sale: "Не продаётся",
  },
  clientStep: {
    new: "Новый",
    consulting: "Консультация",
    booked: "Бронь",
    contract: "Оформление договора",
    bank_lower: "В филиале банка",
    bank_upper: "В головном банке",
    concluded: "Договор заключён",
    handed_over: "Ключи переданы",
    refused: "Отказ",
  },
  paymentType: {
    full: "Полная оплата",
    installment: "Рассрочка",
    mortgage: "Ипотека",
    subsidy: "Субсидия",
    organisation: "За счёт организации",
  },
  paymentMethod: {
    cash: "Наличные",
    card: "Пластиковая карта",
    bank_transfer: "Банковский перевод",
    click: "Click",
    payme: "Payme",
    bank_loan: "Банковский кредит",
    subsidy: "Субсидия",
  },
  contractStatus: {
    draft: "Черновик",
    in_process: "Оформляется",
    bank_lower: "В филиале банка",
    bank_upper: "В головном банке",
    concluded: "Заключён",
    handed_over: "Передан",
    refused: "Отказ",
  },
  /** The role presets' titles: what the rights editor offers and a new user's position. */
  rolePreset: {
    admin: "Администратор",
    director: "Директор",
    reception: "Сотрудник ресепшн",
    call_center: "Оператор колл-центра",
    sales: "Менеджер по продажам",
    contracts: "Отдел договоров",
    bank_lower: "Сотрудник по филиалу банка",
    bank_lower_boss: "Руководитель по филиалу банка",
    bank_upper: "Сотрудник по головному офису банка",
    bank_upper_boss: "Руководитель по головному офису банка",
    collections: "Сотрудник по взысканию",
    handover: "Сотрудник по передаче ключей",
  },
};
