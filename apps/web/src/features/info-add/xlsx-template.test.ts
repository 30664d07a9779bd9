import { describe, expect, it } from "vitest";
import { crc32, sheetXml, xlsxFromRows, zipStored } from "./xlsx-template";

const enc = new TextEncoder();
const u32 = (b: Uint8Array, at: number) => new DataView(b.buffer, b.byteOffset).getUint32(at, true);
const u16 = (b: Uint8Array, at: number) => new DataView(b.buffer, b.byteOffset).getUint16(at, true);

describe("crc32", () => {
  it("gives the standard check value", () => {
    expect(crc32(enc.encode("123456789"))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
  });
});

describe("zipStored", () => {
  it("writes local headers, a central directory and its end record", () => {
    const zip = zipStored([
      { name: "a.txt", data: enc.encode("salom") },
      { name: "b/ʻ.xml", data: enc.encode("<x/>") },
    ]);
    expect(u32(zip, 0)).toBe(0x04034b50);
    expect(u32(zip, 14)).toBe(crc32(enc.encode("salom")));
    const end = zip.length - 22;
    expect(u32(zip, end)).toBe(0x06054b50);
    expect(u16(zip, end + 10)).toBe(2);
    const centralAt = u32(zip, end + 16);
    expect(u32(zip, centralAt)).toBe(0x02014b50);
    expect(centralAt + u32(zip, end + 12)).toBe(end);
  });
});

describe("xlsx template", () => {
  it("puts the titles in the first row as inline text, escaped", () => {
    const xml = sheetXml([["Podyezd", "1 m² narxi", "a&b"]]);
    expect(xml).toContain('<c r="A1" t="inlineStr"><is><t>Podyezd</t></is></c>');
    expect(xml).toContain('<c r="B1" t="inlineStr"><is><t>1 m² narxi</t></is></c>');
    expect(xml).toContain("<t>a&amp;b</t>");
  });

  it("is a zip holding the workbook parts", () => {
    const file = xlsxFromRows([["Podyezd"]], "Xonadonlar");
    const text = new TextDecoder().decode(file);
    for (const part of ["[Content_Types].xml", "_rels/.rels", "xl/workbook.xml", "xl/worksheets/sheet1.xml"])
      expect(text).toContain(part);
    expect(text).toContain('<sheet name="Xonadonlar" sheetId="1" r:id="rId1"/>');
  });
});
