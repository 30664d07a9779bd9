import "dayjs/locale/ru";
import ruRU from "antd/locale/ru_RU";
import { withPickerWords } from "../antd-locale";
import type { LanguagePack } from "../language";
import { ru } from "../ru";
import { withRussianPlurals } from "./russian-plurals";

/** Russian: loaded the first time someone reads it (../language.ts), never with the main route. */
export const pack: LanguagePack = {
  resources: withRussianPlurals(ru),
  antd: withPickerWords(ruRU, ru.common.picker, "ru"),
  dayjs: "ru",
};
