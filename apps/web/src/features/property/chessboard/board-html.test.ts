import type { UnitWithClient } from "@makon/shared";
import { describe, expect, it } from "vitest";
import { type CellWords, entranceHtml, escapeHtml } from "./board-html";
import { buildLayout } from "./board-model";

const words: CellWords = {
  status: {
    available: "Boʻsh",
    booked: "Bron",
    in_process: "Rasmiylashtirilmoqda",
    sold: "Sotilgan",
    handed_over: "Topshirilgan",
    not_for_sale: "Sotuvda emas",
  },
  rooms: "xona",
  area: "m²",
  price: "mln",
  floorLink: (entrance, floor) => `${entrance}-podyezd, ${floor}-qavat`,
};

function unit(id: number, floor: number, number: string, p: Partial<UnitWithClient> = {}): UnitWithClient {
  return {
    id,
    objectId: 1,
    buildingId: 1,
    entranceId: 10,
    floorId: 100 + floor,
    floor,
    number,
    rooms: 2,
    areaM2: 58.3,
    pricePerM2: 8_500_000,
    totalPrice: 495_550_000,
    type: "residential",
    finishing: "unfinished",
    status: "available",
    clientId: null,
    clientName: null,
    contractId: null,
    contractNumber: null,
    bookingExpiresAt: null,
    ...p,
  };
}

/** Parses the HTML the way the browser will (jsdom-free: a tiny reading of our own markup). */
function cells(html: string) {
  return [...html.matchAll(/<button ([^>]*)>(.*?)<\/button>/gs)].map(([, attrs, body]) => ({
    attrs: Object.fromEntries([...(attrs ?? "").matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [k, v])),
    text: (body ?? "").replace(/<[^>]+>/g, "|"),
  }));
}

type Placed = { what: string; row: number; col: number; span: number };

/**
 * Where a CSS grid of `columns` unit columns and the link column puts the entrance's elements:
 * the auto-placement of the CSS Grid specification (row flow, sparse), for what chessboard.css
 * gives them — a cell is auto-placed, a row's end (link or marker) goes to the last column, a
 * skipped row spans every column.
 */
function placeInGrid(html: string, columns: number): Placed[] {
  const width = columns + 1;
  const taken = new Set<string>();
  const free = (row: number, col: number, span: number) =>
    Array.from({ length: span }, (_, i) => `${row}:${col + i}`).every((k) => !taken.has(k));
  let row = 0;
  let col = 0;
  const out: Placed[] = [];
  for (const [tag] of html.matchAll(/<(button|a|i) [^>]*>/g)) {
    const what = tag.includes("cb-cell")
      ? `unit ${/data-unit-id="(\d+)"/.exec(tag)?.[1]}`
      : tag.includes("cb-floor-link")
        ? `link ${/href="([^"]+)"/.exec(tag)?.[1]}`
        : tag.includes("cb-row-end")
          ? "end"
          : tag.includes("cb-row-skip")
            ? "skip"
            : `unknown ${tag}`;
    if (what === "skip" || what === "end" || what.startsWith("link")) {
      // A definite column: the cursor moves to it, on the next row when that is behind it.
      const start = what === "skip" ? 0 : columns;
      const span = what === "skip" ? width : 1;
      if (start < col) row++;
      while (!free(row, start, span)) row++;
      col = start;
      out.push({ what, row, col, span });
      for (let i = 0; i < span; i++) taken.add(`${row}:${start + i}`);
    } else {
      while (!free(row, col, 1)) if (++col >= width) [row, col] = [row + 1, 0];
      out.push({ what, row, col, span: 1 });
      taken.add(`${row}:${col}`);
    }
  }
  return out;
}

describe("entranceHtml", () => {
  const layout = buildLayout({
    entrances: [{ id: 10, number: 1, floors: 2 }],
    units: [
      unit(1, 2, "3", { status: "sold" }),
      unit(2, 1, "1"),
      unit(3, 1, "2", { areaM2: 40, totalPrice: 340_000_000, rooms: 1 }),
    ],
  });
  const entrance = layout.entrances[0]!;

  it("draws each unit as a button with its status, floor and id, and no inline style", () => {
    const drawn = cells(entranceHtml(entrance, words, false));
    expect(drawn.map((c) => c.attrs["data-unit-id"])).toEqual(["1", "2", "3"]);
    expect(drawn[0]?.attrs).toEqual({
      type: "button",
      class: "cb-cell",
      "data-unit-id": "1",
      "data-status": "sold",
      "data-floor": "2",
      title: "Sotilgan",
    });
    expect(drawn[1]?.text).toBe("|1|2 xona\n58,3 m²|495,6 mln|");
    expect(drawn[2]?.text).toBe("|2|1 xona\n40 m²|340 mln|");
  });

  it("puts each unit in its layout row and column, and ends every row in the link column", () => {
    for (const floorLinks of [false, true]) {
      const placed = placeInGrid(entranceHtml(entrance, words, floorLinks), entrance.columns);
      const end = (floorId: number) => (floorLinks ? `link /floor/${floorId}` : "end");
      expect(placed).toEqual([
        { what: "unit 1", row: 0, col: 0, span: 1 },
        { what: end(102), row: 0, col: 2, span: 1 },
        { what: "unit 2", row: 1, col: 0, span: 1 },
        { what: "unit 3", row: 1, col: 1, span: 1 },
        { what: end(101), row: 1, col: 2, span: 1 },
      ]);
    }
  });

  it("keeps a floor without units in this entrance as an empty row, wherever it is", () => {
    const gappy = buildLayout({
      entrances: [{ id: 10, number: 1, floors: 5 }],
      units: [unit(1, 4, "7"), unit(2, 4, "8"), unit(3, 2, "3"), unit(4, 1, "1")],
    });
    const e = gappy.entrances[0]!;
    // Floors 5 (top, empty), 4, 3 (empty), 2 and 1: rows 0 … 4.
    expect(gappy.floors).toEqual([5, 4, 3, 2, 1]);
    const placed = placeInGrid(entranceHtml(e, words, true), e.columns);
    const units = placed.filter((p) => p.what.startsWith("unit"));
    expect(units.map((p) => [p.what, p.row, p.col])).toEqual(
      e.cells.map((c) => [`unit ${c.unit.id}`, c.row, c.col]),
    );
    expect(placed.filter((p) => p.what.startsWith("link")).map((p) => [p.what, p.row])).toEqual([
      ["link /floor/104", 1],
      ["link /floor/102", 3],
      ["link /floor/101", 4],
    ]);
    expect(placed.filter((p) => p.what === "skip").map((p) => p.row)).toEqual([0, 2]);
    expect(placed.every((p) => !p.what.startsWith("unknown"))).toBe(true);
  });

  it("labels each floor link with its entrance and floor, only when asked", () => {
    expect(entranceHtml(entrance, words, false)).not.toContain("cb-floor-link");
    const html = entranceHtml(entrance, words, true);
    const links = [...html.matchAll(/<a class="cb-floor-link" href="([^"]+)"[^>]*aria-label="([^"]+)"/g)];
    expect(links.map(([, href, label]) => [href, label])).toEqual([
      ["/floor/102", "1-podyezd, 2-qavat"],
      ["/floor/101", "1-podyezd, 1-qavat"],
    ]);
  });

  it("escapes every text taken from the data", () => {
    const hostile = buildLayout({
      entrances: [{ id: 10, number: 1, floors: 1 }],
      units: [unit(9, 1, `1"><img src=x onerror=alert(1)>&`)],
    });
    const html = entranceHtml(hostile.entrances[0]!, words, true);
    expect(html).not.toContain("<img");
    expect(html).toContain("1&quot;&gt;&lt;img src=x onerror=alert(1)&gt;&amp;");
    expect(escapeHtml(`<a href='x'>&"`)).toBe("&lt;a href=&#39;x&#39;&gt;&amp;&quot;");
  });
});
