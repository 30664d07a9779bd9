import { TASHKENT_OFFSET_MS } from "@makon/shared";
import type { FastifyReply } from "fastify";
import writeXlsxFile, { type Cell, type SheetData } from "write-excel-file/node";

/** The most rows an export reads: a file people open in Excel, not a dump. */
export const EXPORT_MAX_ROWS = 50_000;

export interface ExcelColumn<T> {
  header: string;
  width?: number;
  /** A Date column of calendar days says "dd.mm.yyyy"; without it a Date is a moment (Tashkent time). */
  dateFormat?: string;
  value: (row: T) => string | number | Date | boolean | null;
}

/** Builds the sheet: a bold header row, then one row per record. */
export function toSheet<T>(rows: T[], columns: ExcelColumn<T>[]): SheetData {
  const header: Cell[] = columns.map((c) => ({ value: c.header, fontWeight: "bold" }));
  const body = rows.map((row) =>
    columns.map((c): Cell => {
      const value = c.value(row);
      if (value === null) return null;
      if (value instanceof Date) {
        // A calendar day (dateFormat given) is written as it is. A moment is written as the
        // Tashkent wall-clock time: an Excel date has no zone and is read as it shows.
        if (c.dateFormat) return { value, type: Date, format: c.dateFormat };
        return {
          value: new Date(value.getTime() + TASHKENT_OFFSET_MS),
          type: Date,
          format: "dd.mm.yyyy hh:mm",
        };
      }
      return value;
    }),
  );
  return [header, ...body];
}

/**
 * A sheet's name as Excel takes it: at most 31 characters, none of : \ / ? * [ ] (a word of a
 * longer language must not make the file unreadable).
 */
export function sheetName(name: string): string {
  return [...name.replace(/[:\\/?*[\]]/g, " ")].slice(0, 31).join("").trim() || "1";
}

/** A further sheet after the first, already built (toSheet). */
export interface ExtraSheet {
  sheet: string;
  data: SheetData;
  widths: number[];
}

/**
 * A spreadsheet made and not yet sent: its file name and bytes. Services make it (makeXlsx) and
 * know nothing of HTTP; their route sends it (sendXlsxFile), so an export's headers are written
 * in one place.
 */
export interface XlsxFile {
  name: string;
  body: Buffer;
}

/**
 * Makes rows into an .xlsx file (the whole list of the current filter, not one page). `sheet` is
 * the sheet's name in the reader's language (the catalogue's `sheet`). `extra` sheets follow the
 * first one, which is the one an import reads back.
 */
export async function makeXlsx<T>(
  file: { name: string; sheet: string; extra?: ExtraSheet[] },
  rows: T[],
  columns: ExcelColumn<T>[],
): Promise<XlsxFile> {
  const first = {
    data: toSheet(rows, columns),
    columns: columns.map((c) => ({ width: c.width ?? 20 })),
    sheet: sheetName(file.sheet),
  };
  const sheets = [
    first,
    ...(file.extra ?? []).map((x) => ({
      data: x.data,
      columns: x.widths.map((width) => ({ width })),
      sheet: sheetName(x.sheet),
    })),
  ];
  return { name: file.name, body: await writeXlsxFile(sheets).toBuffer() };
}

/** Sends a made spreadsheet as an attachment, never cached: it holds a filter's rows as of now. */
export function sendXlsxFile(reply: FastifyReply, file: XlsxFile) {
  return reply
    .header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
    .header("content-disposition", `attachment; filename="${file.name}"`)
    .header("cache-control", "no-store")
    .send(file.body);
}

/** Makes rows into an .xlsx file and sends it (makeXlsx, then sendXlsxFile), for a route's own rows. */
export async function sendXlsx<T>(
  reply: FastifyReply,
  file: { name: string; sheet: string; extra?: ExtraSheet[] },
  rows: T[],
  columns: ExcelColumn<T>[],
) {
  return sendXlsxFile(reply, await makeXlsx(file, rows, columns));
}
