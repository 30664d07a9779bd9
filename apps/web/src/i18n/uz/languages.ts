/**
 * The language switch, the language of a client's papers and the currency word (decisions 21,
 * 22). The languages' own names are not translated: the switch offers each in itself (LANGUAGE_NAMES).
 */
export const languages = {
  /** The switch in the top bar and on the sign-in page (its name for screen readers). */
  switch: "Til",
  /** A client's field: the language of their contract, letters and SMS. */
  documents: "Hujjatlar tili",
  /** The arrow beside a PDF button: the same paper in one of the other languages. */
  printOther: "Boshqa tilda chop etish",
  /** Over a PDF button: the client's own language, the one a plain click prints in. */
  printsIn: "Mijoz tilida: {{language}}",
  /** The signed-in user's choice could not be saved on the server (it still applies here). */
  saveFailed: "Tanlangan til saqlanmadi",
  /** After a sum of money: "1 250 000 soʻm". */
  currency: "soʻm",
  /** After an area: "58,3 m²". */
  areaUnit: "m²",
} as const;
