import { type Cell, readFirstSheet, type SheetLimits } from "../../lib/xlsx/read-sheet";
import { type ZipProblem, ZipRefused } from "../../lib/xlsx/zip";

/** Rows of units one import takes (below the title row). */
export const MAX_ROWS = 5000;

/**
 * What an import file may cost to open. An import of 5,000 units is 2–4 MB of sheet XML; the
 * caps leave room for wide sheets and a few extra sheets while refusing bombs outright.
 */
const LIMITS: SheetLimits = {
  zip: { maxEntries: 500, maxTotalBytes: 64 << 20, maxEntryBytes: 32 << 20, maxRatio: 200 },
  maxRows: MAX_ROWS + 1,
  maxColumns: 256,
};

export type UnitsSheet = { rows: Cell[][]; overflow: boolean } | { refused: ZipProblem };

/** Runs in a worker thread (units-import.service.ts): decodes the upload's first sheet. */
export default function readUnitsSheet(file: Uint8Array): UnitsSheet {
  try {
    return readFirstSheet(Buffer.from(file.buffer, file.byteOffset, file.byteLength), LIMITS);
  } catch (err) {
    if (err instanceof ZipRefused) return { refused: err.problem };
    throw err;
  }
}
