import { formatAreaM2 as formatArea } from "@makon/shared";
import { i18n } from "../i18n";

/** An area as staff read it, "58,3 m²", with the unit of the language being read ("м²" in Cyrillic). */
export function formatAreaM2(area: number, withUnit = true): string {
  const text = formatArea(area, false);
  return withUnit ? `${text}\u00a0${i18n.t("languages:areaUnit")}` : text;
}
