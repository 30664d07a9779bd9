import { posix } from "node:path";
import { readDateStyles } from "./styles";
import { attr, walkXml } from "./xml";
import { ZipArchive, type ZipLimits, ZipRefused } from "./zip";

export type Cell = string | number | boolean | Date | null;

export interface SheetLimits {
  zip: ZipLimits;
  /** Rows with data beyond this one are not read: the sheet is reported as overflowing. */
  maxRows: number;
  /** Cells right of this column are ignored (a stray value at column XFD must not widen every row). */
  maxColumns: number;
}

export interface FirstSheet {
  /** Row 1 first; empty rows inside kept, trailing ones dropped; every row as wide as the widest. */
  rows: Cell[][];
  /** A row with data lies below maxRows; reading stopped there. */
  overflow: boolean;
}

/**
 * The first sheet of an .xlsx file, read as read-excel-file's readSheet did (trimmed strings,
 * empty cells null, dates for date-formatted numbers) but without ever holding more than
 * maxRows rows: the XML walk stops at the first row with data below the cap.
 */
export function readFirstSheet(file: Buffer, limits: SheetLimits): FirstSheet {
  const zip = ZipArchive.open(file, limits.zip);
  const text = (name: string) => zip.read(name)?.toString("utf8");
  const workbook = text("xl/workbook.xml");
  const rels = text("xl/_rels/workbook.xml.rels");
  if (workbook === undefined || rels === undefined) throw damaged("workbook missing");

  const { sheetRel, epoch1904 } = readWorkbook(workbook);
  const targets = readRelationships(rels);
  const sheetPath = sheetRel === undefined ? undefined : targets.byId.get(sheetRel);
  const sheet = sheetPath === undefined ? undefined : text(sheetPath);
  if (sheet === undefined) throw damaged("first sheet missing");
  const strings = readSharedStrings(text(targets.sharedStrings ?? "xl/sharedStrings.xml"));
  const dateStyle = readDateStyles(text(targets.styles ?? "xl/styles.xml"));

  const rows: Cell[][] = [];
  let overflow = false;
  let width = 0;
  let lastRow = 0;
  let row: Cell[] | null = null;
  let rowNo: number | undefined;
  let cell: { ref?: string; t?: string; s?: string; v?: string; inline?: string } | null = null;
  let column = 0;
  let inV = false;
  let inIs = false;
  let inT = false;
  let inPhonetic = false;

  walkXml(sheet, (stop) => ({
    open(name, attrs) {
      if (name === "row") {
        row = [];
        column = 0;
        const r = attrs().r;
        rowNo = r === undefined ? undefined : Number(r);
      } else if (name === "c" && row) {
        const a = attrs();
        cell = { ref: a.r, t: a.t, s: a.s };
      } else if (cell) {
        if (name === "v") {
          inV = true;
          cell.v ??= "";
        } else if (name === "is") {
          inIs = true;
          cell.inline ??= "";
        } else if (name === "t") inT = true;
        else if (name === "rPh") inPhonetic = true;
      }
    },
    text(value) {
      if (!cell) return;
      if (inV) cell.v += value;
      else if (inIs && inT && !inPhonetic) cell.inline += value;
    },
    close(name) {
      if (name === "c" && cell && row) {
        const at = cellAddress(cell.ref);
        const next = at?.column ?? column + 1;
        if (next <= column) throw damaged(`cell ${cell.ref} out of place`);
        column = next;
        rowNo ??= at?.row;
        const value = cellValue(cell, strings, dateStyle, epoch1904);
        if (value !== null && column <= limits.maxColumns) {
          while (row.length < column - 1) row.push(null);
          row.push(value);
          width = Math.max(width, column);
        }
        cell = null;
      } else if (name === "row" && row) {
        const no = rowNo ?? lastRow + 1;
        if (no <= lastRow) throw damaged(`row ${no} after row ${lastRow}`);
        lastRow = no;
        if (row.length > 0) {
          if (no > limits.maxRows) {
            overflow = true;
            stop();
          } else {
            while (rows.length < no - 1) rows.push([]);
            rows.push(row);
          }
        }
        row = null;
      } else if (name === "v") inV = false;
      else if (name === "is") inIs = false;
      else if (name === "t") inT = false;
      else if (name === "rPh") inPhonetic = false;
    },
  }));
  for (const r of rows) while (r.length < width) r.push(null);
  return { rows, overflow };
}

function damaged(detail: string) {
  return new ZipRefused("DAMAGED", detail);
}

function readWorkbook(xml: string): { sheetRel: string | undefined; epoch1904: boolean } {
  let sheetRel: string | undefined;
  let epoch1904 = false;
  walkXml(xml, (stop) => ({
    open(name, attrs) {
      if (name === "workbookPr") epoch1904 = ["1", "true"].includes(attrs().date1904 ?? "");
      else if (name === "sheet") {
        sheetRel = attr(attrs(), "id");
        stop();
      }
    },
  }));
  return { sheetRel, epoch1904 };
}

/** Targets of the workbook's relationships, as paths inside the archive. */
function readRelationships(xml: string) {
  const byId = new Map<string, string>();
  let sharedStrings: string | undefined;
  let styles: string | undefined;
  walkXml(xml, () => ({
    open(name, attrs) {
      if (name !== "Relationship") return;
      const { Id, Target, Type = "" } = attrs();
      if (Id === undefined || Target === undefined) return;
      const path = Target.startsWith("/") ? Target.slice(1) : posix.normalize(`xl/${Target}`);
      byId.set(Id, path);
      if (Type.endsWith("/sharedStrings")) sharedStrings = path;
      else if (Type.endsWith("/styles")) styles = path;
    },
  }));
  return { byId, sharedStrings, styles };
}

function readSharedStrings(xml: string | undefined): string[] {
  const strings: string[] = [];
  if (xml === undefined) return strings;
  let current: string | null = null;
  let inT = false;
  let inPhonetic = false;
  walkXml(xml, () => ({
    open(name) {
      if (name === "si") current = "";
      else if (name === "t") inT = true;
      else if (name === "rPh") inPhonetic = true;
    },
    text(value) {
      if (current !== null && inT && !inPhonetic) current += value;
    },
    close(name) {
      if (name === "si" && current !== null) {
        strings.push(unescapeXlsx(current));
        current = null;
      } else if (name === "t") inT = false;
      else if (name === "rPh") inPhonetic = false;
    },
  }));
  return strings;
}

/** `_xHHHH_` is how .xlsx writes characters XML 1.0 cannot hold (ECMA-376 §22.9.2.19). */
function unescapeXlsx(s: string): string {
  return s.includes("_x")
    ? s.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)))
    : s;
}

function cellAddress(ref: string | undefined): { row: number; column: number } | undefined {
  const m = ref === undefined ? null : /^([A-Z]{1,3})(\d+)$/.exec(ref);
  if (!m) return undefined;
  let column = 0;
  for (const ch of m[1] ?? "") column = column * 26 + (ch.charCodeAt(0) - 64);
  return { row: Number(m[2]), column };
}

const cellText = (s: string) => unescapeXlsx(s).trim() || null;

/** One cell's value; a value that contradicts its type is a damaged file, as it was before. */
function cellValue(
  c: { t?: string; s?: string; v?: string; inline?: string },
  strings: string[],
  dateStyle: (i: number) => boolean | undefined,
  epoch1904: boolean,
): Cell {
  const v = c.v;
  switch (c.t ?? "n") {
    case "str":
      return v ? cellText(v) : null;
    case "inlineStr":
      return c.inline === undefined ? null : cellText(c.inline);
    case "s": {
      if (!v) return null;
      const s = strings[Number(v)];
      if (s === undefined) throw damaged(`shared string ${v} missing`);
      return s.trim() || null;
    }
    case "b":
      if (!v) return null;
      if (v === "1" || v === "0") return v === "1";
      throw damaged(`boolean ${v}`);
    case "e":
      return null;
    case "d": {
      if (!v) return null;
      const d = new Date(v);
      if (Number.isNaN(d.valueOf())) throw damaged(`date ${v}`);
      return d;
    }
    case "n": {
      if (!v) return null;
      const n = Number(v);
      if (Number.isNaN(n)) throw damaged(`number ${v}`);
      if (c.s === undefined) return n;
      const isDate = dateStyle(Number(c.s));
      if (isDate === undefined) throw damaged(`style ${c.s} missing`);
      // Day numbers count from 1899-12-30 (1904-01-01 on old Macs); 25,569 is 1970-01-01.
      return isDate ? new Date(Math.round((n + (epoch1904 ? 1462 : 0) - 25569) * 86_400_000)) : n;
    }
    default:
      throw damaged(`cell type ${c.t}`);
  }
}
