import type { Words } from "@makon/shared";
import type { baza as uzBaza } from "../../uz/property/baza";

/** The property database screen (/baza): every unit with its client and contract. */
export const baza: Words<typeof uzBaza> = {
  export: "Экспорт в Excel",
  exportFile: "база.xlsx",
  search: "Поиск",
  searchPlaceholder: "Имя клиента, телефон или номер квартиры",
  total: "Всего квартир: {{count}}",
  /** Past the count's cap: n is the cap, e.g. "10 000". */
  totalMore: "Всего квартир: более {{n}}",
  empty: "Квартиры не найдены",
  loadFailed: "Не удалось загрузить список квартир",
  filters: {
    building: "Дом",
    status: "Статус",
    rooms: "Кол-во комнат",
    roomsOption: "{{count}}-комн.",
    priceMin: "Цена, от",
    priceMax: "Цена, до",
    areaMin: "Площадь, от (м²)",
    areaMax: "Площадь, до (м²)",
    price: "Цена",
    area: "Площадь",
    archived: "Включая архив",
  },
  columns: {
    object: "Объект",
    building: "Дом",
    entrance: "Подъезд",
    floor: "Этаж",
    number: "Квартира",
    rooms: "Комнат",
    area: "Площадь",
    pricePerM2: "Цена за 1 м², сум",
    price: "Цена, сум",
    status: "Статус",
    client: "Клиент",
    contract: "Договор",
  },
};
