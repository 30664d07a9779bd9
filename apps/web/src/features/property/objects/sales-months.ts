import type { BuildingAbout } from "@makon/shared";
import { monthParts } from "./number-format";

export type MonthSales = BuildingAbout["salesByMonth"][number] & {
  /** A month between two with sales, added so the time axis has no holes. */
  gap: boolean;
};

/**
 * The API lists only months with contracts; a chart over time needs every month between the
 * first and the last, the quiet ones at zero. Malformed months are kept as they are, unfilled.
 */
export function fillMonths(sales: BuildingAbout["salesByMonth"]): MonthSales[] {
  const sorted = [...sales].sort((a, b) => a.month.localeCompare(b.month));
  const out: MonthSales[] = [];
  for (const m of sorted) {
    const prev = out.at(-1);
    const from = prev ? monthParts(prev.month) : null;
    const to = monthParts(m.month);
    if (from && to) {
      let y = Number(from.year);
      let mo = Number(from.month);
      // Bounded: a bad year far away must not build a huge list.
      for (let guard = 0; guard < 240; guard++) {
        mo += 1;
        if (mo > 12) {
          mo = 1;
          y += 1;
        }
        const key = `${y}-${String(mo).padStart(2, "0")}`;
        if (key >= m.month) break;
        out.push({ month: key, count: 0, total: 0, gap: true });
      }
    }
    out.push({ ...m, gap: false });
  }
  return out;
}
