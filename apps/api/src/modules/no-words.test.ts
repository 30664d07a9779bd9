import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { documentsUz, enumsUz } from "@makon/shared";
import { describe, expect, it } from "vitest";

// Words a person reads (Excel, PDF, SMS) come from the catalogues (packages/shared/src/i18n), never
// from a route or a service: a language is then added without a change here. This walks every
// string and template literal of the API's modules, lib and plugins and names the ones that hold
// Uzbek words or Cyrillic text.

const MODULES = path.dirname(fileURLToPath(import.meta.url));
/** Modules, and what they share (lib) and run through (plugins); the seed's demo data is data. */
const DIRS = [MODULES, path.resolve(MODULES, "../lib"), path.resolve(MODULES, "../plugins")];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [full] : [];
  });
}

/** String and template literals of a file, comments left out. */
function literals(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  return [...code.matchAll(/"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)].map((m) => m[1] ?? m[2] ?? "");
}

/** Every string of a catalogue, its word-making functions called with stand-ins. */
function catalogueTexts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function")
    return [String((value as (...a: unknown[]) => unknown)("1", "1", "1", "1", "1"))];
  if (value && typeof value === "object") return Object.values(value).flatMap(catalogueTexts);
  return [];
}

/** Words of the Uzbek catalogue that are code or brand words as well: not looked for. */
const SHARED_WITH_CODE = new Set(["bank", "click", "payme", "sms", "xlsx"]);
/** Every other word of the Uzbek catalogues: one of them in a literal is a word written outside them. */
const CATALOGUE_WORDS = new Set(
  [documentsUz, enumsUz]
    .flatMap(catalogueTexts)
    .flatMap((text) => text.toLowerCase().split(/[^a-zʻʼ'’]+/))
    .filter((w) => w.length >= 3 && !SHARED_WITH_CODE.has(w)),
);

/** The letters oʻ/gʻ and the tutuq belgisi (or an apostrophe standing for them inside a word). */
const UZBEK_LETTERS = /[ʻʼ]|[og]['’]\p{L}{2,}/u;
/** Any Cyrillic letter: Russian and Uzbek (Cyrillic) text belongs in the catalogues too. */
const CYRILLIC = /\p{Script=Cyrillic}/u;
/** The apostrophes search folds into one ("[‘’ʻʼ]"): a rule about spelling, not a word. */
const APOSTROPHES = /\[[^\]]*[ʻʼ][^\]]*\]/g;

/** A code token, not a word: a key, path, name or constant (tashkilot_bank, /undiruv, a.b, STIR). */
const CODE_TOKEN = /[_/:.=@#\\]|^[^\p{Ll}]*$/u;
/** A whole literal that is one lower-case name (a page key like "bino", a route's cache name). */
const NAME = /^[\p{Ll}\d-]+$/u;

/** What in a literal would be a word for people: Uzbek letters, Cyrillic, a catalogue word. */
function wordsIn(literal: string): string[] {
  const s = literal.replace(APOSTROPHES, "");
  const found: string[] = [];
  if (UZBEK_LETTERS.test(s)) found.push("Uzbek letters");
  if (CYRILLIC.test(s)) found.push("Cyrillic");
  if (NAME.test(s)) return found;
  // Template literals: the text around ${…}, not the expressions inside.
  const tokens = s.replace(/\$\{[^}]*\}/g, " ").split(/\s+/);
  for (const token of tokens) {
    if (CODE_TOKEN.test(token)) continue;
    for (const word of token.toLowerCase().split(/[^a-zʻʼ'’]+/))
      if (CATALOGUE_WORDS.has(word)) found.push(word);
  }
  return found;
}

describe("the API's modules, lib and plugins", () => {
  it("know the catalogue's words to look for", () => {
    expect(CATALOGUE_WORDS.size).toBeGreaterThan(200);
    for (const word of ["shartnoma", "toʻlov", "xonadon", "hurmatli", "podyezd", "qarzdorlik"])
      expect(
        [...CATALOGUE_WORDS].some((w) => w.startsWith(word.slice(0, 6))),
        word,
      ).toBe(true);
  });

  it("catch words in string and template literals, Latin or Cyrillic", () => {
    expect(wordsIn("Shartnoma")).not.toEqual([]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a template literal, as the scan reads it
    expect(wordsIn("${n}-podyezd, ${m}-qavat")).not.toEqual([]);
    expect(wordsIn("to'lov muddati")).not.toEqual([]);
    expect(wordsIn("Договор")).toEqual(["Cyrillic"]);
    expect(wordsIn("Шартнома")).toEqual(["Cyrillic"]);
    expect(wordsIn("select c.id from contracts c where c.status = 'concluded'")).toEqual([]);
    expect(wordsIn("[‘’ʻʼ`]")).toEqual([]);
    expect(wordsIn("tashkilot_bank")).toEqual([]);
    expect(wordsIn("bino")).toEqual([]);
    expect(wordsIn("/undiruv")).toEqual([]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a template literal, as the scan reads it
    expect(wordsIn("shartnoma:${key}")).toEqual([]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a template literal, as the scan reads it
    expect(wordsIn("${n} kun")).toEqual(["kun"]);
  });

  it("write no words of their own", () => {
    const found = DIRS.flatMap(sources).flatMap((file) =>
      literals(readFileSync(file, "utf8")).flatMap((s) => {
        const words = wordsIn(s);
        return words.length ? [`${path.relative(MODULES, file)}: "${s}" (${words.join(", ")})`] : [];
      }),
    );
    expect(found).toEqual([]);
  });
});
