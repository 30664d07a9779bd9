import type { Words } from "@makon/shared";
import type { banks as uzBanks } from "../uz/banks";

/** The banks tab of /tashkilotlar: head offices and their branches. */
export const banks: Words<typeof uzBanks> = {
  add: "Добавить",
  search: "Поиск по названию или МФО",
  headOfficesOnly: "Только головные офисы",
  columns: {
    name: "Название",
    mfo: "МФО",
    parent: "Головной офис",
    branches: "Филиалы",
    accounts: "Счета",
    actions: "Действия",
  },
  headOffice: "Головной офис",
  total: "Всего: {{count}}",
  empty: "Банки не найдены",
  loadFailed: "Не удалось загрузить банки",
  actions: {
    edit: "Изменить",
    delete: "Удалить",
    history: "История",
  },
  deleteConfirm: "Удалить банк?",
  saved: "Сохранено",
  save: "Сохранить",
  cancel: "Отмена",
  historyTitle: "{{name}}: история",
  form: {
    createTitle: "Новый банк",
    editTitle: "Редактирование банка",
    name: "Название",
    namePlaceholder: "Например: Юнусабадский филиал Халк банка",
    nameRequired: "Введите название банка",
    nameShort: "Название должно содержать не менее 2 символов",
    mfo: "МФО",
    mfoPlaceholder: "5 цифр",
    mfoRequired: "Введите код МФО",
    mfoInvalid: "МФО должен состоять из 5 цифр",
    parent: "Головной офис",
    parentPlaceholder: "Оставьте пустым, если это головной офис",
    parentHint: "Если это филиал, выберите его головной офис",
  },
};
