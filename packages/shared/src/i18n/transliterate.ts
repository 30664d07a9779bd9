/**
 * Uzbek Latin ↔ Uzbek Cyrillic (decision 21). For a native reader, Uzbek Cyrillic text is the
 * Latin text letter by letter — except Russian loanwords, whose Cyrillic spelling is the Russian one
 * (obyekt → объект, aksiya → акция, yanvar → январь). So the uz-Cyrl catalogues are not written
 * by hand: `cyrillicWords` derives them from the Uzbek ones through `latinToCyrillic`, whose
 * word exceptions (./transliterate-words.ts) carry the loanwords. Decision: docs/decisions/0021-languages.md.
 */
import type { Words } from "./languages";
import { CYRILLIC_EXCEPTIONS, KEEP_AS_IS, SUFFIXES } from "./transliterate-words";

/** Marks that may follow o or g to make oʻ and gʻ: what people type for ʻ (U+02BB). */
const TURNED_COMMAS = new Set(["ʻ", "‘", "`", "'", "’"]);
/** Every apostrophe-like mark; between letters (not after o/g) it is the tutuq belgisi ʼ → ъ. */
const APOSTROPHES = new Set(["ʻ", "ʼ", "'", "`", "‘", "’"]);
const LATIN_VOWELS = new Set(["a", "e", "i", "o", "u"]);

const LATIN_LETTERS: Readonly<Record<string, string>> = {
  a: "а",
  b: "б",
  c: "с",
  d: "д",
  e: "е",
  f: "ф",
  g: "г",
  h: "ҳ",
  i: "и",
  j: "ж",
  k: "к",
  l: "л",
  m: "м",
  n: "н",
  o: "о",
  p: "п",
  q: "қ",
  r: "р",
  s: "с",
  t: "т",
  u: "у",
  v: "в",
  w: "в",
  x: "х",
  y: "й",
  z: "з",
};
const IOTATED: Readonly<Record<string, string>> = { o: "ё", u: "ю", a: "я", e: "е" };

/**
 * Spans that are not words to translate: i18next placeholders, <0>…</0> tags, URLs, e-mail
 * addresses, file names and extensions, and the markers around the text a function leaf interpolated (`latinToCyrillicKeeping`).
 */
const UNTOUCHED =
  /\{\{[^{}]*\}\}|<\/?[A-Za-z0-9]+\s*\/?>|https?:\/\/[^\s<>"]+|www\.[^\s<>"]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|[\w.-]*\.(?:xlsx|xls|csv|pdf|docx?|txt|zip|png|jpe?g)\b|\b[A-Z]{1,3}\d{3,}\b|\uE000\d+\uE001/g;

/** A Latin word: letters, with apostrophes between them (and ʻ closing an oʻ/gʻ). */
const LATIN_WORD = /[A-Za-z](?:[A-Za-z]|[ʻʼ'`‘’](?=[A-Za-z])|(?<=[oOgG])[ʻ‘`])*/g;

const isUpper = (c: string): boolean => c !== c.toLowerCase() && c === c.toUpperCase();

/** Carries the case of `model` (lower, Capitalised or UPPER) over to `text`. */
function withCase(model: string, text: string): string {
  const letters = model.replace(/[^A-Za-zА-Яа-яЁёЎўҚқҒғҲҳ]/g, "");
  if (letters.length > 1 && letters === letters.toUpperCase() && letters !== letters.toLowerCase())
    return text.toUpperCase();
  const first = letters[0];
  if (first !== undefined && isUpper(first)) return text.charAt(0).toUpperCase() + text.slice(1);
  return text;
}

/** The lookup form of a Latin word: lower case, oʻ/gʻ with ʻ and every other apostrophe as ʼ. */
function normaliseLatin(word: string): string {
  let out = "";
  const lower = word.toLowerCase();
  for (let i = 0; i < lower.length; i++) {
    const c = lower[i]!;
    if (APOSTROPHES.has(c)) out += i > 0 && /[og]/.test(lower[i - 1]!) && TURNED_COMMAS.has(c) ? "ʻ" : "ʼ";
    else out += c;
  }
  return out;
}

/**
 * One Latin word letter by letter. `afterVowel` tells whether the text before the word ended in a
 * vowel (a suffix after a dictionary stem); `start` whether the word begins a word.
 */
function lettersToCyrillic(word: string, start = true, afterVowel = false): string {
  let out = "";
  let prevVowel = afterVowel;
  let i = 0;
  const at = (k: number): string => word[k] ?? "";
  const low = (k: number): string => at(k).toLowerCase();
  while (i < word.length) {
    const c = at(i);
    const lc = c.toLowerCase();
    const upper = isUpper(c);
    const put = (cyr: string): void => {
      out += upper ? cyr.toUpperCase() : cyr;
    };
    const wordStart = start && i === 0;
    if ((lc === "o" || lc === "g") && TURNED_COMMAS.has(at(i + 1))) {
      put(lc === "o" ? "ў" : "ғ");
      prevVowel = lc === "o";
      i += 2;
      continue;
    }
    if (APOSTROPHES.has(c)) {
      // sʼh: the mark only keeps s and h apart (Isʼhoq → Исҳоқ).
      if (!(low(i - 1) === "s" && low(i + 1) === "h")) out += "ъ";
      prevVowel = false;
      i += 1;
      continue;
    }
    if ((lc === "s" || lc === "c") && low(i + 1) === "h") {
      put(lc === "s" ? "ш" : "ч");
      prevVowel = false;
      i += 2;
      continue;
    }
    if (lc === "y") {
      const next = low(i + 1);
      const iotated = IOTATED[next];
      // yoʻ is y + oʻ (yoʻq → йўқ), not ё + ʻ.
      if (iotated !== undefined && !(next === "o" && TURNED_COMMAS.has(at(i + 2)))) {
        // ye after a consonant is a Russian ъе (obyekt → объект); yo/yu/ya there are plain.
        const hard = next === "e" && !wordStart && !prevVowel && out !== "" && !out.endsWith("ъ");
        put(hard ? `ъ${iotated}` : iotated);
        prevVowel = true;
        i += 2;
        continue;
      }
    }
    if (lc === "e") {
      // After ъ too: a Cyrillic ъе reads "ye" (subyekt → субъект), so ʼe is ъэ.
      put(wordStart || prevVowel || out.endsWith("ъ") ? "э" : "е");
      prevVowel = true;
      i += 1;
      continue;
    }
    const cyr = LATIN_LETTERS[lc];
    if (cyr === undefined) out += c;
    else put(cyr);
    prevVowel = LATIN_VOWELS.has(lc);
    i += 1;
  }
  return out;
}

const SUFFIX_CHAIN = new RegExp(`^(?:${[...SUFFIXES].sort((a, b) => b.length - a.length).join("|")})+$`);

/** Words already spelt: a catalogue says "shartnoma" hundreds of times. */
const spelt = new Map<string, string>();

/** A word through the exceptions (whole word, or a stem and Uzbek suffixes), else letter by letter. */
function wordToCyrillic(word: string): string {
  let cyrillic = spelt.get(word);
  if (cyrillic === undefined) {
    cyrillic = spellWord(word);
    if (spelt.size < 20_000) spelt.set(word, cyrillic);
  }
  return cyrillic;
}

function spellWord(word: string): string {
  const key = normaliseLatin(word);
  if (KEEP_AS_IS.has(key)) return word;
  const whole = CYRILLIC_EXCEPTIONS[key];
  if (whole !== undefined) return withCase(word, typeof whole === "string" ? whole : whole[0]);
  for (let end = key.length - 1; end >= 2; end--) {
    const stem = key.slice(0, end);
    const keep = KEEP_AS_IS.has(stem);
    const entry = CYRILLIC_EXCEPTIONS[stem];
    if (!keep && entry === undefined) continue;
    const rest = key.slice(end);
    if (!SUFFIX_CHAIN.test(rest)) continue;
    const afterVowel = LATIN_VOWELS.has(stem.at(-1) ?? "");
    // Keep-as-is stems keep their letters; the Uzbek suffix is still Uzbek (Excelga → Excelга).
    if (keep || entry === undefined)
      return word.slice(0, end) + lettersToCyrillic(word.slice(end), false, afterVowel);
    const cyrStem = typeof entry === "string" ? entry : entry[1];
    return withCase(word, cyrStem + lettersToCyrillic(rest, false, afterVowel));
  }
  return lettersToCyrillic(word);
}

/** Splits text into the spans left as they are and the spans to translate. */
function mapUntouched(text: string, translate: (plain: string) => string): string {
  let out = "";
  let last = 0;
  for (const m of text.matchAll(UNTOUCHED)) {
    out += translate(text.slice(last, m.index)) + m[0];
    last = m.index + m[0].length;
  }
  return out + translate(text.slice(last));
}

/**
 * Uzbek Latin → Uzbek Cyrillic: oʻ→ў, gʻ→ғ (after o/g any of ʻ ‘ ' ` ’), sh→ш, ch→ч, yo/yu/ya→ё/ю/я,
 * ye→е, e→э at a word's start or after a vowel, ʼ→ъ, q→қ, h→ҳ, x→х, j→ж, y→й, sʼh→сҳ; case kept.
 * Placeholders, tags, URLs, e-mails, file names and brand words stay as they are; Russian
 * loanwords follow the exceptions dictionary.
 */
export function latinToCyrillic(text: string): string {
  return mapUntouched(text, (plain) => plain.replace(LATIN_WORD, wordToCyrillic));
}

const CYRILLIC_LETTERS: Readonly<Record<string, string>> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  ё: "yo",
  ж: "j",
  з: "z",
  и: "i",
  й: "y",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "x",
  ч: "ch",
  ш: "sh",
  щ: "sh",
  ы: "i",
  э: "e",
  ю: "yu",
  я: "ya",
  ў: "oʻ",
  қ: "q",
  ғ: "gʻ",
  ҳ: "h",
};
const CYRILLIC_VOWELS = new Set([..."аеёиоуыэюяў"]);
const CYRILLIC_IOTATED = new Set([..."еёюя"]);
const CYRILLIC_LETTER = /[а-яёўқғҳ]/i;

/**
 * Uzbek Cyrillic → Uzbek Latin (the 1995 alphabet): ў→oʻ, ғ→gʻ (with ʻ U+02BB), ъ→ʼ (U+02BC,
 * dropped before е/ё/ю/я after a consonant: объект → obyekt), е→ye at a word's start and after a
 * vowel, else e; ц→ts after a vowel, else s; ь dropped; сҳ→sʼh; Russian ы→i, щ→sh.
 */
export function cyrillicToLatin(text: string): string {
  let out = "";
  const at = (k: number): string => text[k] ?? "";
  const low = (k: number): string => at(k).toLowerCase();
  const isLetter = (k: number): boolean => CYRILLIC_LETTER.test(at(k));
  for (let i = 0; i < text.length; i++) {
    const c = at(i);
    const lc = c.toLowerCase();
    if (!CYRILLIC_LETTER.test(c)) {
      out += c;
      continue;
    }
    const prev = isLetter(i - 1) ? low(i - 1) : "";
    let latin: string;
    if (lc === "е")
      latin = prev === "" || CYRILLIC_VOWELS.has(prev) || prev === "ъ" || prev === "ь" ? "ye" : "e";
    else if (lc === "ц") latin = prev !== "" && CYRILLIC_VOWELS.has(prev) ? "ts" : "s";
    else if (lc === "ь") latin = "";
    else if (lc === "ъ")
      latin = prev !== "" && !CYRILLIC_VOWELS.has(prev) && CYRILLIC_IOTATED.has(low(i + 1)) ? "" : "ʼ";
    else if (lc === "ҳ" && prev === "с") latin = "ʼh";
    else latin = CYRILLIC_LETTERS[lc] ?? c;
    if (c !== lc && latin !== "") {
      // A capital in an all-capitals word stays all capitals (ШАРТНОМА → SHARTNOMA, Шарт → Shart).
      const neighbourUpper =
        (isLetter(i + 1) && isUpper(at(i + 1))) ||
        (!isLetter(i + 1) && isLetter(i - 1) && isUpper(at(i - 1)));
      latin = neighbourUpper ? latin.toUpperCase() : latin.charAt(0).toUpperCase() + latin.slice(1);
    }
    out += latin;
  }
  return out;
}

/** Latin → Cyrillic except the given substrings (names, numbers a function leaf interpolated). */
function latinToCyrillicKeeping(text: string, keep: readonly string[]): string {
  const kept = [...new Set(keep.filter((k) => k.trim() !== ""))].sort((a, b) => b.length - a.length);
  if (kept.length === 0) return latinToCyrillic(text);
  let marked = text;
  kept.forEach((k, n) => {
    marked = marked.split(k).join(`\uE000${n}\uE001`);
  });
  return latinToCyrillic(marked).replace(/\uE000(\d+)\uE001/g, (_, n: string) => kept[Number(n)] ?? "");
}

/** Keys whose leaves are file names (download names stay Latin in every language). */
const FILE_KEY = /^(?:file|files)$|Files?$/;

type Leaf = string | ((...args: never[]) => string);
/** Some leaves of a catalogue, replacing what the transliteration gives. */
export type DeepPartial<T> = {
  readonly [K in keyof T]?: T[K] extends Leaf ? T[K] : DeepPartial<T[K]>;
};

function derive(value: unknown, fileNames: boolean): unknown {
  if (typeof value === "string") return fileNames && !/\s/.test(value) ? value : latinToCyrillic(value);
  if (typeof value === "function") {
    if (fileNames) return value;
    const fn = value as (...args: unknown[]) => unknown;
    return (...args: unknown[]): string => {
      const result = fn(...args);
      const text = typeof result === "string" ? result : String(result);
      return latinToCyrillicKeeping(
        text,
        args.filter((a): a is string => typeof a === "string"),
      );
    };
  }
  if (Array.isArray(value)) return value.map((v) => derive(v, fileNames));
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = derive(v, fileNames || FILE_KEY.test(k));
    return out;
  }
  return value;
}

function merge(base: unknown, overrides: unknown): unknown {
  if (overrides === undefined) return base;
  if (
    overrides === null ||
    typeof overrides !== "object" ||
    base === null ||
    typeof base !== "object" ||
    Array.isArray(base)
  )
    return overrides;
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [k, v] of Object.entries(overrides)) out[k] = merge(out[k], v);
  return out;
}

/**
 * A catalogue in Uzbek Cyrillic derived from an Uzbek (Latin) one: every string leaf through
 * `latinToCyrillic`, every function leaf wrapped so its result is — except the text it
 * interpolated from its string arguments (names and addresses are shown as typed). Leaves under
 * keys naming files (`file`, `files`, `templateFile`, `exportFile`…) stay Latin when they are
 * file names. `overrides` replace leaves where the transliteration is not what a native writes.
 */
export function cyrillicWords<T extends object>(words: T, overrides?: DeepPartial<Words<T>>): Words<T> {
  return merge(derive(words, false), overrides) as Words<T>;
}
