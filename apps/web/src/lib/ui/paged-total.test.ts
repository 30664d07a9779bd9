import { describe, expect, it } from "vitest";
import { pagedTotal } from "./paged-total";

const words = { exact: (n: number) => `Jami: ${n} ta`, more: (n: string) => `Jami: ${n} dan ortiq` };
const items = (n: number) => Array.from({ length: n }, (_, i) => i);

describe("pagedTotal", () => {
  it("says the exact total under the cap", () => {
    const t = pagedTotal({ total: 37, items: items(20) }, { page: 1, size: 20 }, words);
    expect(t.total).toBe(37);
    expect(t.showTotal(t.total)).toBe("Jami: 37 ta");
  });

  it("says 'more than' past the cap and keeps a next page while pages come full", () => {
    const answer = { total: 10_000, totalCapped: true, items: items(50) };
    const first = pagedTotal(answer, { page: 1, size: 50 }, words);
    // Thousands are grouped with a no-break space, as money is.
    expect(first.showTotal(first.total)).toMatch(/^Jami: 10\s000 dan ortiq$/u);
    expect(first.total).toBe(10_000);
    // Past the cap's pages: one more page is always offered after a full one…
    const deep = pagedTotal(answer, { page: 230, size: 50 }, words);
    expect(deep.total).toBe(229 * 50 + 50 + 1);
    // …and none after a page that came short.
    const last = pagedTotal({ ...answer, items: items(7) }, { page: 231, size: 50 }, words);
    expect(last.total).toBe(230 * 50 + 7);
  });

  it("is empty before the first answer", () => {
    expect(pagedTotal(undefined, { page: 1, size: 20 }, words).total).toBe(0);
  });
});
