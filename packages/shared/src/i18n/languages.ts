/**
 * The languages people read Makon in (decision 21). Uzbek Latin is the default everywhere: a user,
 * a client or a browser that never chose one reads `uz`.
 */
export const LANGUAGES = ["uz", "uz-Cyrl", "ru"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "uz";

/** Each language's name in itself, as the switch offers it (an endonym is not a translation). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  uz: "Oʻzbekcha",
  "uz-Cyrl": "Ўзбекча",
  ru: "Русский",
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The shape of a catalogue in another language: the same keys as the Uzbek one, every leaf a
 * string (or a function making one, for words built around a number or a name). Writing `const common: Words<typeof uzCommon> = {…}` makes a missing or extra key a
 * type error, so the catalogues cannot drift apart silently.
 */
export type Words<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : Words<T[K]>;
};
