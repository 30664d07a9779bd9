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
  return [...html.matchAll(/<button ([^>]*)>(.*?)<\/button>/g)].map(([, attrs, body]) => ({
    attrs: Object.fromEntries([...(attrs ?? "").matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [k, v])),
    text: (body ?? "").replace(/<[^>]+>/g, "|"),
  }));
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

  it("draws each unit as a button in its row and column with its status, floor and id", () => {
    const drawn = cells(entranceHtml(entrance, words, false));
    expect(drawn.map((c) => c.attrs["data-unit-id"])).toEqual(["1", "2", "3"]);
    expect(drawn[0]?.attrs).toMatchObject({
      type: "button",
      class: "cb-cell",
      style: "grid-row:1;grid-column:1",
      "data-status": "sold",
      "data-floor": "2",
      title: "Sotilgan",
    });
    expect(drawn[2]?.attrs.style).toBe("grid-row:2;grid-column:2");
    expect(drawn[1]?.text).toBe("|1||2 xona||58,3 m²||495,6 mln|");
    expect(drawn[2]?.text).toBe("|2||1 xona||40 m²||340 mln|");
  });

  it("adds a link per floor row after the widest row only when asked", () => {
    expect(entranceHtml(entrance, words, false)).not.toContain("cb-floor-link");
    const html = entranceHtml(entrance, words, true);
    const links = [
      ...html.matchAll(
        /<a class="cb-floor-link" href="([^"]+)"[^>]*style="([^"]+)"[^>]*aria-label="([^"]+)"/g,
      ),
    ];
    expect(links.map(([, href, style, label]) => [href, style, label])).toEqual([
      ["/floor/102", "grid-row:1;grid-column:3", "1-podyezd, 2-qavat"],
      ["/floor/101", "grid-row:2;grid-column:3", "1-podyezd, 1-qavat"],
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
