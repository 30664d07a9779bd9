import {
  cyrillicWords,
  documentsRu,
  documentsUz,
  documentsUzCyrl,
  enumsRu,
  enumsUz,
  enumsUzCyrl,
} from "@makon/shared";
import { describe, expect, it } from "vitest";
import { ru } from "./ru";
import { collections as ruCollections } from "./ru/collections";
import { handover as ruHandover } from "./ru/handover";
import { sms as ruSms } from "./ru/sms";
import { stats as ruStats } from "./ru/stats";
import { uz } from "./uz";
import { collections } from "./uz/collections";
import { handover } from "./uz/handover";
import { sms } from "./uz/sms";
import { stats } from "./uz/stats";

// The three languages hold exactly the same keys (decision 21): a key missing in one language would
// show another language's words, or the raw key. Words<T> makes a missing key a type error in the
// Russian files; this checks the catalogues as they run, the lazy areas and the shared words too.

type Leaves = Map<string, string>;

/** Every leaf of a catalogue by its dotted key; a function leaf called with sample arguments. */
function leaves(words: unknown, prefix = "", out: Leaves = new Map()): Leaves {
  if (typeof words === "string") out.set(prefix, words);
  else if (typeof words === "function") out.set(prefix, `ƒ${(words as (...a: unknown[]) => unknown).length}`);
  else if (words && typeof words === "object")
    for (const [k, v] of Object.entries(words)) leaves(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)[^}]*\}\}|<(\d+)>/g)].map((m) => m[0]).sort();

const webUz = { ...uz, collections, handover, sms, stats };
const webRu = { ...ru, collections: ruCollections, handover: ruHandover, sms: ruSms, stats: ruStats };
const CATALOGUES: [string, unknown, unknown, unknown][] = [
  ["web", webUz, webRu, cyrillicWords(webUz)],
  ["documents", documentsUz, documentsRu, documentsUzCyrl],
  ["enums", enumsUz, enumsRu, enumsUzCyrl],
];

describe.each(CATALOGUES)("the %s catalogue", (_name, uzWords, ruWords, cyrlWords) => {
  const latin = leaves(uzWords);

  it("has the same keys in Uzbek Latin, Russian and Uzbek Cyrillic", () => {
    const keys = [...latin.keys()].sort();
    expect([...leaves(ruWords).keys()].sort()).toEqual(keys);
    expect([...leaves(cyrlWords).keys()].sort()).toEqual(keys);
  });

  it("keeps every placeholder and tag of a text in every language", () => {
    const differ = (other: Leaves) =>
      [...latin].filter(
        ([k, v]) => JSON.stringify(placeholders(v)) !== JSON.stringify(placeholders(other.get(k) ?? "")),
      );
    expect(differ(leaves(ruWords)).map(([k]) => k)).toEqual([]);
    expect(differ(leaves(cyrlWords)).map(([k]) => k)).toEqual([]);
  });

  it("has no empty text and no plural forms Uzbek lacks (Russian's are derived when loaded)", () => {
    for (const words of [uzWords, ruWords]) {
      const all = leaves(words);
      expect([...all].filter(([, v]) => !v.trim()).map(([k]) => k)).toEqual([]);
      expect([...all.keys()].filter((k) => /_(zero|two|few|many)$/.test(k))).toEqual([]);
    }
  });

  it("is Russian in Russian and Cyrillic in Uzbek Cyrillic", () => {
    // A text with Uzbek's own letters left in the Russian catalogue was not translated.
    expect([...leaves(ruWords)].filter(([, v]) => /[ʻʼ]|oʻ|gʻ/.test(v)).map(([k]) => k)).toEqual([]);
    expect([...leaves(cyrlWords)].filter(([, v]) => /[ʻʼ]/.test(v)).map(([k]) => k)).toEqual([]);
  });
});
