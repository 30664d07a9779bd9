/** Soʻm on a chart's axis: thousands, millions or billions, one decimal at most, the unit apart. */
export function compactAmount(amount: number): {
  value: string;
  unit: "thousand" | "million" | "billion" | "";
} {
  const abs = Math.abs(amount);
  const [divisor, unit] =
    abs >= 1e9
      ? ([1e9, "billion"] as const)
      : abs >= 1e6
        ? ([1e6, "million"] as const)
        : abs >= 1e3
          ? ([1e3, "thousand"] as const)
          : ([1, ""] as const);
  const rounded = Math.round((amount / divisor) * 10) / 10;
  return { value: String(rounded).replace(".", ","), unit };
}

/** A share 0–1 as a percentage with one decimal ("12,5 %"). */
export function percent(share: number): string {
  const rounded = Math.round(share * 1000) / 10;
  return `${String(rounded).replace(".", ",")}\u00a0%`;
}
