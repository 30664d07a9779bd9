/**
 * Search treats ' ‘ ’ ʻ ʼ ` alike and Latin and Cyrillic spellings of a name alike (DESIGN.md §6):
 * both the stored text and the query are folded to the same Latin key.
 */
const APOSTROPHES = /['‘’ʻʼ`´]/g;

const CYRILLIC: Record<string, string> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  ғ: "g",
  д: "d",
  е: "e",
  ё: "yo",
  ж: "j",
  з: "z",
  и: "i",
  й: "y",
  к: "k",
  қ: "q",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  ў: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "x",
  ҳ: "h",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "sh",
  ъ: "",
  ь: "",
  ы: "i",
  э: "e",
  ю: "yu",
  я: "ya",
};

export function foldSearch(input: string): string {
  const lower = input.toLowerCase().normalize("NFC");
  let out = "";
  for (const ch of lower) out += CYRILLIC[ch] ?? ch;
  return out.replace(APOSTROPHES, "").replace(/\s+/g, " ").trim();
}
