import type { Words } from "@makon/shared";
import type { languages as uzLanguages } from "../uz/languages";

/** The language switch, the language of a client's papers and the currency word. */
export const languages: Words<typeof uzLanguages> = {
  switch: "Язык",
  documents: "Язык документов",
  printOther: "Печать на другом языке",
  printsIn: "На языке клиента: {{language}}",
  saveFailed: "Выбранный язык не сохранён",
  currency: "сум",
  areaUnit: "м²",
};
