/** 11880.5 → "11 880,5": up to `digits` decimals, trailing zeros dropped, Uzbek separators. */
export function formatDecimal(value: number, digits = 2): string {
  const fixed = value.toFixed(digits);
  const trimmed = fixed.includes(".") ? fixed.replace(/0+$/, "").replace(/\.$/, "") : fixed;
  const [whole = "", fraction] = trimmed.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0");
  return fraction ? `${grouped},${fraction}` : grouped;
}
