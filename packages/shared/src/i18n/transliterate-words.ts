/**
 * The exceptions of Uzbek Latin → Cyrillic (./transliterate.ts): words whose Cyrillic spelling is
 * not the letter-by-letter one — Russian loanwords, spelt in Uzbek Cyrillic as in Russian — and
 * words left in Latin letters. Built by running every leaf of the Uzbek catalogues through the
 * transliteration and reading the result; add a word here when a screen shows one spelt wrong.
 */

/**
 * Lower-case Latin word (oʻ/gʻ with ʻ, the tutuq belgisi as ʼ) → its Cyrillic spelling. A pair
 * gives the word alone and its stem before an Uzbek suffix: a soft sign ends the word but not the
 * stem (fevral → февраль, fevraldagi → февралдаги). A word matches whole, or as a stem followed by
 * Uzbek suffixes (obyektlar → объектлар).
 */
export const CYRILLIC_EXCEPTIONS: Readonly<Record<string, string | readonly [string, string]>> = {
  // Months (mart, may, avgust are regular).
  yanvar: ["январь", "январ"],
  fevral: ["февраль", "феврал"],
  aprel: ["апрель", "апрел"],
  iyun: ["июнь", "июн"],
  iyul: ["июль", "июл"],
  sentabr: ["сентябрь", "сентябр"],
  sentyabr: ["сентябрь", "сентябр"],
  oktabr: ["октябрь", "октябр"],
  oktyabr: ["октябрь", "октябр"],
  noyabr: ["ноябрь", "ноябр"],
  dekabr: ["декабрь", "декабр"],
  /** The short month (Noy) reads as a name letter by letter. */
  noy: "ноя",
  // ъ and ь where Latin has none.
  obyekt: "объект",
  subyekt: "субъект",
  podyezd: "подъезд",
  inyeksiya: "инъекция",
  kompyuter: "компьютер",
  interyer: "интерьер",
  parol: ["пароль", "парол"],
  bron: ["бронь", "брон"],
  panel: ["панель", "панел"],
  model: ["модель", "модел"],
  rol: ["роль", "рол"],
  avtomobil: ["автомобиль", "автомобил"],
  filtr: "фильтр",
  kalkulyator: "калькулятор",
  call: "колл",
  // ц where Latin writes s or ts.
  aksiya: "акция",
  funksiya: "функция",
  operatsiya: "операция",
  litsenziya: "лицензия",
  stansiya: "станция",
  kvitansiya: "квитанция",
  tranzaksiya: "транзакция",
  konsultatsiya: "консультация",
  integratsiya: "интеграция",
  registratsiya: "регистрация",
  prezentatsiya: "презентация",
  dotatsiya: "дотация",
  kompensatsiya: "компенсация",
  notifikatsiya: "нотификация",
  avtorizatsiya: "авторизация",
  sertifikatsiya: "сертификация",
  kvalifikatsiya: "квалификация",
  korrupsiya: "коррупция",
  revolyutsiya: "революция",
  potensial: "потенциал",
  sentr: "центр",
  tsentr: "центр",
  sement: "цемент",
  sex: "цех",
  sirk: "цирк",
  tsikl: "цикл",
  sikl: "цикл",
  // Russian e after a vowel or at a word's start without э.
  proyekt: "проект",
  proyektor: "проектор",
};

/** Brands and technical tokens written in Latin letters in every language (lower case). */
export const KEEP_AS_IS: ReadonlySet<string> = new Set([
  "excel",
  "click",
  "payme",
  "uzcard",
  "humo",
  "telegram",
  "google",
  "makon",
  "pdf",
  "sms",
  "id",
  "ip",
  "xlsx",
  "csv",
  "jpeg",
  "jpg",
  "png",
  "webp",
  "url",
  "api",
]);

/**
 * Uzbek suffixes that may follow a dictionary or keep-as-is stem (any chain of them): case and
 * plural endings, possessives, and the verb-making ones (filtrlash, filtrlangan).
 */
export const SUFFIXES: readonly string[] = [
  "la",
  "lash",
  "lashtir",
  "lan",
  "di",
  "gan",
  "moqda",
  "sin",
  "ib",
  "ish",
  "adi",
  "ma",
  "lar",
  "ning",
  "ni",
  "ga",
  "ka",
  "qa",
  "da",
  "ta",
  "dan",
  "tan",
  "dagi",
  "gi",
  "gacha",
  "cha",
  "i",
  "si",
  "im",
  "ing",
  "imiz",
  "ingiz",
  "miz",
  "ngiz",
  "m",
  "ng",
  "li",
  "siz",
  "lik",
  "chi",
  "dir",
  "mi",
];
