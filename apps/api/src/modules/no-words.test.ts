import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Words a person reads (Excel, PDF, SMS) come from the catalogue (packages/shared/src/i18n), never
// from a route or a service: the second and third languages then need no change here. This walks
// every string literal of the API's modules and names the ones that hold Uzbek words.

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

// The letters oʻ/gʻ and the tutuq belgisi are Uzbek alone; the words are the ones files once held.
const UZBEK = /[ʻʼ]|\b(Ha|Shartnoma|Sana|Mijoz|Telefon|Xonadon|Summa|Holati|Sotuvchi|Xaridor)\b/;
/** The apostrophes search folds into one ("[‘’ʻʼ]"): a rule about spelling, not a word. */
const APOSTROPHES = /\[[^\]]*[ʻʼ][^\]]*\]/g;

describe("the API's modules, lib and plugins", () => {
  it("write no Uzbek words of their own", () => {
    const found = DIRS.flatMap(sources).flatMap((file) =>
      literals(readFileSync(file, "utf8"))
        .filter((s) => UZBEK.test(s.replace(APOSTROPHES, "")))
        .map((s) => `${path.relative(MODULES, file)}: "${s}"`),
    );
    expect(found).toEqual([]);
  });
});
