import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@makon/shared";
import { Select, type SelectProps } from "antd";

/** Each language named in itself ("Oʻzbekcha", "Ўзбекча", "Русский"): a name is not translated. */
export const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

/** The three languages: the switch of the app's language, and the language of a client's papers. */
export function LanguageSelect(props: Omit<SelectProps<Language>, "options" | "mode">) {
  return <Select<Language> options={LANGUAGE_OPTIONS} {...props} />;
}
