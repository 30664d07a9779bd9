// No zod here: the web app formats money on nearly every screen and must not load the schemas for it.

/**
 * Money is whole soʻm. "1 250 000 soʻm" with a thin non-breaking group separator. `currency` is
 * the word after the sum in another language ("сум", "сўм": the documents catalogue's `currency`).
 */
export function formatMoney(amount: number, withCurrency = true, currency = "soʻm"): string {
  const sign = amount < 0 ? "-" : "";
  const digits = Math.abs(Math.trunc(amount))
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0");
  return withCurrency ? `${sign}${digits}\u00a0${currency}` : `${sign}${digits}`;
}

/** The largest sum the API takes (soʻm): far above any flat, far below where JS numbers lose a soʻm. */
export const MAX_MONEY = 100_000_000_000;
