/** The dashboard (/). */
export const home = {
  greeting: "Xush kelibsiz, {{name}}!",
  subtitle: "Obyektlar boʻyicha xonadonlar holati",
  empty: "Hali obyektlar yoʻq",
  buildings_one: "{{count}} ta bino",
  buildings_other: "{{count}} ta bino",
  totalUnits: "Jami xonadonlar",
  totalArea: "Umumiy maydon",
  totalPrice: "Umumiy qiymat",
  soldPrice: "Sotilgan qiymati",
  areaValue: "{{value}} m²",
  loadFailed: "Maʼlumotlarni yuklab boʻlmadi",
} as const;
