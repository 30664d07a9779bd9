import { formatMoney as formatSum } from "@makon/shared";
import { i18n } from "../i18n";

/**
 * A sum as staff read it, "1 250 000 soʻm", with the currency word of the language being read
 * ("soʻm", "сўм", "сум"). The web's only way to show money: the shared formatter alone would
 * always write "soʻm".
 */
export function formatMoney(amount: number, withCurrency = true): string {
  return formatSum(amount, withCurrency, i18n.t("languages:currency"));
}
