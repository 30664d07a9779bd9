/**
 * Search treats ' ‘ ’ ʻ ʼ ` alike and Latin and Cyrillic spellings of a name alike, so a person is
 * found however their name was typed:
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

/**
 * y between a vowel and a, e or u — or after a vowel at the end of a word — in a key already
 * folded to Latin. Cyrillic е after a vowel is "ye" in Uzbek Latin, yet the fold above makes it
 * "e" (Холмирзаев → xolmirzaev, Xolmirzayev → xolmirzayev), and people type Aliev and Aliyev,
 * Maria and Mariya, both ways in Latin too: without the y, all meet on one key (decision 40).
 * At a word's end it goes too, so "Aliy" being typed still begins "Aliev". The database repeats
 * this rule as fold_iotated() (migration 0049) to re-key stored rows and fold columns it compares:
 * the two must stay the same. Removing such a y never makes another one match, so folding a
 * folded key changes nothing.
 */
const IOTATED_AFTER_VOWEL = /([aeiou])y(?![b-df-tv-z])/g;

export function foldSearch(input: string): string {
  const lower = input.toLowerCase().normalize("NFC");
  let out = "";
  for (const ch of lower) out += CYRILLIC[ch] ?? ch;
  return out.replace(APOSTROPHES, "").replace(/\s+/g, " ").trim().replace(IOTATED_AFTER_VOWEL, "$1");
}
