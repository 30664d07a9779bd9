/**
 * A "nice" axis for a bar chart: a step of 1, 2, 2.5 or 5 × 10ⁿ so that about `count` steps
 * cover `max`. Returns the tick values from 0 to the top of the axis (≥ max).
 */
export function niceTicks(max: number, count = 4): number[] {
  if (!Number.isFinite(max) || max <= 0) return [0, 1];
  const rough = max / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let v = 0; v <= top + step / 2; v += step) ticks.push(Math.round(v * 1e6) / 1e6);
  return ticks;
}

/** Every how many bars a label fits: 1 when each slot is wide enough, else every 2nd, 3rd… */
export function labelEvery(slotWidth: number, labelWidth: number): number {
  if (slotWidth <= 0) return 1;
  return Math.max(1, Math.ceil(labelWidth / slotWidth));
}
