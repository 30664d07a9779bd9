import "dayjs/locale/uz";
import { cyrillicWords, latinToCyrillic } from "@makon/shared";
import type { Locale } from "antd/es/locale";
import { antdLocaleUz, withPickerWords } from "../antd-locale";
import type { LanguagePack, Resources } from "../language";
import { uz } from "../uz";

/**
 * Uzbek Cyrillic: not a third catalogue but the Uzbek one transliterated (with its word
 * exceptions, packages/shared/src/i18n/transliterate.ts), namespace by namespace, when someone
 * first reads it. dayjs's "uz" locale is the Cyrillic one.
 */
export function cyrillicResources(resources: Resources): Resources {
  return Object.fromEntries(Object.entries(resources).map(([ns, words]) => [ns, cyrillicWords(words)]));
}

/** antd's keys that hold a code or a date format, not words. */
const NOT_WORDS = /^locale$|Format$/;
/** antd's placeholders ("${label} kiriting") stay as they are. */
const PLACEHOLDER = /(\$\{\w+\})/;

function cyrillicAntd(value: unknown, key: string): unknown {
  if (typeof value === "string") {
    if (NOT_WORDS.test(key)) return value;
    return value
      .split(PLACEHOLDER)
      .map((part, i) => (i % 2 === 1 ? part : latinToCyrillic(part)))
      .join("");
  }
  if (Array.isArray(value)) return value.map((item: unknown) => cyrillicAntd(item, key));
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cyrillicAntd(v, k)]));
  return value;
}

const antdCyrillic = { ...(cyrillicAntd(antdLocaleUz, "") as Locale), locale: "uz" };

export const pack: LanguagePack = {
  resources: cyrillicResources(uz),
  antd: withPickerWords(antdCyrillic, cyrillicWords(uz.common.picker), "uz"),
  dayjs: "uz",
};
