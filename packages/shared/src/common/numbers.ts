// No zod here (see money.ts): lists and the history format numbers on nearly every screen.

const NBSP = "\u00a0";

/** A number as staff read it: thousands grouped, at most `decimals` decimals after a comma. */
export function formatNumber(value: number, decimals = 0): string {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  const [whole = "0", fraction = ""] = Math.abs(rounded).toFixed(decimals).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  const kept = fraction.replace(/0+$/, "");
  return `${rounded < 0 ? "-" : ""}${grouped}${kept ? `,${kept}` : ""}`;
}

/** An area: thousands grouped, one decimal with a comma, "m²" after it. */
export function formatAreaM2(area: number, withUnit = true): string {
  const text = formatNumber(area, 1);
  return withUnit ? `${text}${NBSP}m²` : text;
}
