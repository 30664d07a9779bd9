import { readSheet } from "read-excel-file/node";
import { describe, expect, it } from "vitest";
import writeXlsxFile from "write-excel-file/node";
import {
  buildZip,
  hostileXlsx,
  SHEET_HEAD,
  SHEET_TAIL,
  sheetXml,
  xlsxWith,
} from "../../../test/helpers/zip-builder";
import { readFirstSheet, type SheetLimits } from "./read-sheet";
import { isDateTemplate } from "./styles";
import { ZipRefused } from "./zip";

const LIMITS: SheetLimits = {
  zip: { maxEntries: 100, maxTotalBytes: 16 << 20, maxEntryBytes: 8 << 20, maxRatio: 200 },
  maxRows: 1001,
  maxColumns: 64,
};

function refusal(read: () => unknown): string {
  try {
    read();
  } catch (err) {
    if (err instanceof ZipRefused) return err.problem;
    throw err;
  }
  throw new Error("not refused");
}

// Building and inflating archives of many megabytes: seconds on a loaded two-core machine.
describe("readFirstSheet", { timeout: 30_000 }, () => {
  it("reads what read-excel-file read: trimmed text, numbers, booleans, dates, gaps and empty rows", async () => {
    const rows = [
      ["Podyezd", "Qavat", "  Xonadon ", "Taʼmir", 'a & b < c "d"'],
      [1, 2.5, "101", true, null],
      [],
      [null, null, null, { value: new Date(Date.UTC(2024, 0, 2)), type: Date, format: "dd/mm/yyyy" }, "x"],
      ["  ", -3, "Noturar joy", false, 1e21],
      [{ value: 0.25, format: "0.00%" }, "oʻgʻil", null, null, null],
      [],
    ];
    const file = await writeXlsxFile(rows as never).toBuffer();
    const ours = readFirstSheet(file, LIMITS);
    expect(ours.overflow).toBe(false);
    expect(ours.rows).toEqual(await readSheet(file));
    expect(ours.rows[3]?.[3]).toEqual(new Date(Date.UTC(2024, 0, 2)));
  });

  it("stops at the first row with data below the cap instead of reading them all", () => {
    const many = Array.from({ length: 20_000 }, (_, i) => [i + 1, "x"]);
    const started = performance.now();
    const sheet = readFirstSheet(xlsxWith(Buffer.from(sheetXml(many))), LIMITS);
    expect(sheet.overflow).toBe(true);
    expect(sheet.rows).toHaveLength(LIMITS.maxRows);
    expect(performance.now() - started).toBeLessThan(1000);
    // Exactly at the cap is not an overflow; empty rows below it do not count.
    const exact = sheetXml(many.slice(0, LIMITS.maxRows)).replace(SHEET_TAIL, `<row r="5000"/>${SHEET_TAIL}`);
    expect(readFirstSheet(xlsxWith(Buffer.from(exact)), LIMITS).overflow).toBe(false);
  });

  it("ignores cells right of the column cap and reads prefixed element names", () => {
    const xml = `${SHEET_HEAD}<row r="1"><c r="A1"><v>1</v></c><c r="ZZ1"><v>2</v></c></row>${SHEET_TAIL}`
      .replaceAll("<row", "<x:row")
      .replaceAll("</row", "</x:row")
      .replaceAll("<c ", "<x:c ")
      .replaceAll("</c>", "</x:c>")
      .replaceAll("<v>", "<x:v>")
      .replaceAll("</v>", "</x:v>")
      .replace("<worksheet xmlns=", '<worksheet xmlns:x="urn:x" xmlns=');
    expect(readFirstSheet(xlsxWith(Buffer.from(xml)), LIMITS).rows).toEqual([[1]]);
  });

  it("refuses from the central directory alone: declared size, total, entries, ratio", async () => {
    const bomb = await hostileXlsx(300);
    expect(bomb.length).toBeLessThan(400_000);
    const started = performance.now();
    expect(refusal(() => readFirstSheet(bomb, LIMITS))).toBe("ARCHIVE_TOO_LARGE");
    expect(performance.now() - started).toBeLessThan(100);

    const parts = Array.from({ length: 101 }, (_, i) => ({ name: `f${i}.xml`, data: Buffer.from("<a/>") }));
    expect(refusal(() => readFirstSheet(buildZip(parts), LIMITS))).toBe("ARCHIVE_TOO_MANY_ENTRIES");

    // Under every size cap, but 2 MB from a few kilobytes is no spreadsheet.
    const dense = xlsxWith(Buffer.from(`${SHEET_HEAD}${" ".repeat(2 << 20)}${SHEET_TAIL}`));
    expect(refusal(() => readFirstSheet(dense, LIMITS))).toBe("ARCHIVE_TOO_LARGE");

    const wide = Array.from({ length: 5 }, (_, i) => ({ name: `big${i}.bin`, data: Buffer.alloc(4 << 20) }));
    expect(
      refusal(() => readFirstSheet(xlsxWith(Buffer.from(sheetXml([[1]])), { extra: wide }), LIMITS)),
    ).toBe("ARCHIVE_TOO_LARGE");
  });

  it("caps the real inflated size when the directory lies, and refuses damaged archives", async () => {
    const liar = await hostileXlsx(300, { declaredSize: 1 << 20 });
    const started = performance.now();
    expect(refusal(() => readFirstSheet(liar, LIMITS))).toBe("ARCHIVE_TOO_LARGE");
    expect(performance.now() - started).toBeLessThan(100);

    const short = xlsxWith(Buffer.from(sheetXml([[1]])), { declaredSize: 1 << 20 });
    expect(refusal(() => readFirstSheet(short, LIMITS))).toBe("DAMAGED");
    expect(refusal(() => readFirstSheet(Buffer.from("not a spreadsheet"), LIMITS))).toBe("DAMAGED");
    const good = xlsxWith(Buffer.from(sheetXml([[1]])));
    expect(refusal(() => readFirstSheet(good.subarray(0, good.length - 30), LIMITS))).toBe("DAMAGED");
    const malformed = xlsxWith(Buffer.from(`${SHEET_HEAD}<row r="1"><c r="A1"><v>1</c></row>${SHEET_TAIL}`));
    expect(refusal(() => readFirstSheet(malformed, LIMITS))).toBe("DAMAGED");
  });
});

describe("isDateTemplate", () => {
  it("tells date formats from number formats", () => {
    for (const t of ["dd/mm/yyyy", "yyyy-mm-dd hh:mm", '[$-409]d"-"mmm;@', "h:mm:ss AM/PM"])
      expect(isDateTemplate(t), t).toBe(true);
    for (const t of ["0.00%", "#,##0", '"soʻm" #,##0', "0.00E+00", "@"])
      expect(isDateTemplate(t), t).toBe(false);
  });
});
