import type { Resources } from "../language";

/**
 * Russian counts in three forms (1 and 21: "one", 2–4: "few", 5–20: "many"), and i18next asks for
 * the form of the number it is given. The catalogues keep the Uzbek keys (_one and _other only),
 * with words that fit any number ("Домов: {{count}}"): here each _other also answers for _few and
 * _many. Without this, 2–20 would fall back to the Uzbek words.
 */
export function withRussianPlurals(resources: Resources): Resources {
  return Object.fromEntries(Object.entries(resources).map(([ns, words]) => [ns, plurals(words)]));
}

function plurals(words: object): object {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(words)) {
    out[key] = value !== null && typeof value === "object" ? plurals(value) : value;
    if (key.endsWith("_other")) {
      const stem = key.slice(0, -"_other".length);
      for (const form of ["_few", "_many"]) if (!(stem + form in words)) out[stem + form] = value;
    }
  }
  return out;
}
