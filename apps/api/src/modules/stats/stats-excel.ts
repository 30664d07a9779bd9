import writeXlsxFile from "write-excel-file/node";
import { type ExcelColumn, sheetName, toSheet, type XlsxFile } from "../../lib/excel";

/** One sheet of a workbook: its name, rows and columns (lib/excel's columns). */
export interface StatsSheet<T> {
  name: string;
  rows: T[];
  columns: ExcelColumn<T>[];
}

/** Builds a sheet, keeping each sheet's own row type. */
export const sheet = <T>(name: string, rows: T[], columns: ExcelColumn<T>[]): StatsSheet<unknown> =>
  ({ name, rows, columns }) as StatsSheet<unknown>;

export const DAY = "dd.mm.yyyy";
/** A YYYY-MM-DD as an Excel day. */
export const dayCell = (value: string | null) => (value === null ? null : new Date(`${value}T00:00:00Z`));
/** A month "2026-11" as people read it: 11.2026. */
export const monthCell = (month: string) => `${month.slice(5)}.${month.slice(0, 4)}`;

/** The workbook as bytes (tests and the route alike). */
export async function workbook(sheets: StatsSheet<unknown>[]): Promise<Buffer> {
  const result = writeXlsxFile(
    sheets.map((s) => ({
      data: toSheet(s.rows, s.columns),
      sheet: sheetName(s.name),
      columns: s.columns.map((c) => ({ width: c.width ?? 20 })),
    })),
  );
  return (await result.toBuffer()) as Buffer;
}

/** A workbook of several sheets as a file its route sends (lib/excel's sendXlsxFile). */
export async function workbookFile(name: string, sheets: StatsSheet<unknown>[]): Promise<XlsxFile> {
  return { name, body: await workbook(sheets) };
}
