import type { FastifyReply } from "fastify";
import writeXlsxFile from "write-excel-file/node";
import { type ExcelColumn, sheetName, toSheet } from "../../lib/excel";

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

/** Sends a workbook of several sheets as an .xlsx attachment. */
export async function sendWorkbook(reply: FastifyReply, filename: string, sheets: StatsSheet<unknown>[]) {
  return reply
    .header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
    .header("content-disposition", `attachment; filename="${filename}"`)
    .header("cache-control", "no-store")
    .send(await workbook(sheets));
}
