import {
  type ImportProblem,
  LANGUAGES,
  UNIT_IMPORT_COLUMNS,
  type UnitImportColumn,
  type UnitImportRow,
  unitImportRowSchema,
  wordsFor,
} from "@makon/shared";
import { eq } from "drizzle-orm";
import { buildings, entrances, floors, units } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import { moduleBeside, WorkerTask, WorkerTaskFailed } from "../../lib/worker-task";
import { MAX_ROWS, type UnitsSheet } from "./units-sheet.worker";

/** Cell text as a lookup key: lower case, every apostrophe written alike. */
const norm = (v: unknown) =>
  String(v ?? "")
    .trim()
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bb\u02bc\x60]/g, "'"); // curly quotes, the okina and tutuq letters, the backtick

/**
 * What a cell or a title may say, in any language: an office fills the template in the language
 * it was downloaded in, and a file may travel between colleagues. The English words are the
 * enum values themselves, which older files and other systems write.
 */
const ANY_LANGUAGE = LANGUAGES.map((l) => wordsFor(l).documents.unitsImport);

function lookup<K extends string>(
  pick: (w: (typeof ANY_LANGUAGE)[number]) => Record<K, string>,
): Map<string, K> {
  const map = new Map<string, K>();
  for (const words of ANY_LANGUAGE)
    for (const [key, word] of Object.entries(pick(words)) as [K, string][]) {
      map.set(norm(word), key);
      map.set(norm(word).replace(/'/g, ""), key);
      map.set(norm(key), key);
    }
  return map;
}

const COLUMN_TITLES = lookup((w) => w.columns);
const TYPE_WORDS = lookup((w) => w.types);
const FINISHING_WORDS = lookup((w) => w.finishing);
// Words the import has always taken besides the catalogue's.
for (const [word, type] of [
  ["turar-joy", "residential"],
  ["noturar", "commercial"],
  ["tijorat", "commercial"],
] as const)
  TYPE_WORDS.set(word, type);

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

/**
 * The upload is decoded in a worker thread: a hostile file (a zip bomb, a million rows) costs
 * that worker its time and heap, never the event loop other users' requests wait on. A full
 * import of 5,000 rows is read in about half a second within a 32 MB heap (worker start
 * included); ten seconds and 256 MB leave room for wide 5 MB files on a loaded machine. Two at
 * once matches the two cores, a few more wait, the rest are asked to come back.
 */
const sheetReader = new WorkerTask<Buffer, UnitsSheet>(moduleBeside(import.meta.url, "units-sheet.worker"), {
  timeoutMs: 10_000,
  resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
  maxRunning: 2,
  maxWaiting: 8,
});

async function readSheet(file: Buffer): Promise<UnitsSheet> {
  try {
    return await sheetReader.run(file);
  } catch (err) {
    if (!(err instanceof WorkerTaskFailed) || err.failure === "crashed") throw err;
    if (err.failure === "busy")
      throw new AppError("SERVICE_UNAVAILABLE", "Other import files are being read", { retryAfter: 5 });
    throw new AppError("FILE_TOO_COMPLEX", `The file could not be read within limits (${err.failure})`);
  }
}

/** A row that reads well, with its row number in the file (for the building's own checks). */
export interface ReadRow {
  row: number;
  unit: UnitImportRow;
}

/**
 * Reads and checks every row: the rows that read well and every problem found in the file. The
 * caller imports only when there is no problem at all, never a partial result.
 */
export async function parseUnitsFile(
  file: Buffer,
  /** The column titles a missing column is named by: the importing user's language. */
  columns: Readonly<Record<UnitImportColumn, string>>,
): Promise<{ rows: ReadRow[]; problems: ImportProblem[] }> {
  const sheet = await readSheet(file);
  if ("refused" in sheet) {
    if (sheet.refused === "DAMAGED")
      return { rows: [], problems: [{ row: 0, column: null, code: "NOT_AN_XLSX_FILE" }] };
    throw new AppError(sheet.refused, "The file unpacks to more than an import may hold");
  }
  const [header = [], ...body] = sheet.rows;
  const index: Partial<Record<UnitImportColumn, number>> = {};
  header.forEach((h, i) => {
    const key = COLUMN_TITLES.get(norm(h));
    if (key && index[key] === undefined) index[key] = i;
  });
  const problems: ImportProblem[] = [];
  const title = (key: UnitImportColumn) => {
    const i = index[key];
    return i === undefined ? columns[key] : String(header[i] ?? "").trim();
  };
  for (const key of UNIT_IMPORT_COLUMNS)
    if (index[key] === undefined) problems.push({ row: 1, column: columns[key], code: "COLUMN_MISSING" });
  if (problems.length) return { rows: [], problems };
  if (body.length === 0) return { rows: [], problems: [{ row: 2, column: null, code: "NO_ROWS" }] };
  if (sheet.overflow)
    return { rows: [], problems: [{ row: MAX_ROWS + 2, column: null, code: "TOO_MANY_ROWS" }] };

  const rows: ReadRow[] = [];
  const seen = new Map<string, number>();
  body.forEach((cells, i) => {
    const rowNo = i + 2;
    const cell = (k: UnitImportColumn) => cells[index[k]!];
    const candidate = {
      entrance: cell("entrance"),
      floor: cell("floor"),
      number: cell("number") === null || cell("number") === undefined ? "" : String(cell("number")),
      rooms: cell("rooms"),
      areaM2: cell("areaM2"),
      pricePerM2: cell("pricePerM2"),
      type: TYPE_WORDS.get(norm(cell("type"))) ?? norm(cell("type")),
      finishing: FINISHING_WORDS.get(norm(cell("finishing"))) ?? norm(cell("finishing")),
    };
    const parsed = unitImportRowSchema.safeParse(candidate);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as UnitImportColumn;
        problems.push({
          row: rowNo,
          column: UNIT_IMPORT_COLUMNS.includes(key) ? title(key) : null,
          code: issue.code.toUpperCase(),
        });
      }
      return;
    }
    const first = seen.get(parsed.data.number);
    if (first) problems.push({ row: rowNo, column: title("number"), code: `DUPLICATE_OF_ROW_${first}` });
    else seen.set(parsed.data.number, rowNo);
    rows.push({ row: rowNo, unit: parsed.data });
  });
  return { rows, problems };
}

/**
 * Imports units into a building: all rows or none. Entrances must exist; missing floors of an
 * entrance are created; a number already used in the building is a problem of its row.
 */
export async function importUnits(
  db: Db,
  buildingId: number,
  file: Buffer,
  actorId: number,
  columns: Readonly<Record<UnitImportColumn, string>>,
): Promise<{ created: number }> {
  const { rows: read, problems } = await parseUnitsFile(file, columns);
  const fail = (list: ImportProblem[]) =>
    new AppError("VALIDATION_ERROR", "The file has problems; nothing was imported", { details: list });
  // A file that cannot be read as rows (a column missing, no rows) has nothing to check further.
  if (problems.length && read.length === 0) throw fail(problems);
  const rows = read.map((r) => r.unit);
  return db.transaction(async (tx) => {
    const [b] = await tx.select().from(buildings).where(eq(buildings.id, buildingId)).for("update");
    if (!b) throw new AppError("NOT_FOUND", "Building not found");
    const entranceRows = await tx.select().from(entrances).where(eq(entrances.buildingId, buildingId));
    const entranceId = new Map(entranceRows.map((e) => [e.number, e.id]));
    const taken = new Set(
      (await tx.select({ n: units.number }).from(units).where(eq(units.buildingId, buildingId))).map(
        (u) => u.n,
      ),
    );
    // The building's checks run on every row that read well, so the report holds every problem
    // of the file at once, as the page promises: not the file's first, then the building's.
    const all = [...problems];
    for (const { row, unit } of read) {
      if (!entranceId.has(unit.entrance))
        all.push({ row, column: columns.entrance, code: "NO_SUCH_ENTRANCE" });
      if (taken.has(unit.number)) all.push({ row, column: columns.number, code: "NUMBER_TAKEN" });
    }
    if (all.length) throw fail(all.sort((x, y) => x.row - y.row));

    const floorRows = await tx.select().from(floors).where(eq(floors.buildingId, buildingId));
    const floorId = new Map(floorRows.map((f) => [`${f.entranceId}:${f.number}`, f.id]));
    const missing = [...new Set(rows.map((r) => `${entranceId.get(r.entrance)}:${r.floor}`))].filter(
      (k) => !floorId.has(k),
    );
    if (missing.length) {
      const created = await tx
        .insert(floors)
        .values(
          missing.map((k) => ({
            buildingId,
            entranceId: Number(k.split(":")[0]),
            number: Number(k.split(":")[1]),
          })),
        )
        .returning();
      for (const f of created) floorId.set(`${f.entranceId}:${f.number}`, f.id);
    }
    const values = rows.map((r) => {
      const eId = entranceId.get(r.entrance)!;
      return {
        objectId: b.objectId,
        buildingId,
        entranceId: eId,
        floorId: floorId.get(`${eId}:${r.floor}`)!,
        number: r.number,
        rooms: r.rooms,
        areaM2: r.areaM2,
        pricePerM2: r.pricePerM2,
        totalPrice: Math.round(r.areaM2 * r.pricePerM2),
        type: r.type,
        finishing: r.finishing,
      };
    });
    for (let i = 0; i < values.length; i += 500) await tx.insert(units).values(values.slice(i, i + 500));
    const maxFloor = Math.max(b.floors, ...rows.map((r) => r.floor));
    if (maxFloor > b.floors)
      await tx.update(buildings).set({ floors: maxFloor }).where(eq(buildings.id, buildingId));
    await writeAudit(tx, {
      userId: actorId,
      entity: "building",
      entityId: buildingId,
      action: "import_units",
      after: { created: values.length },
    });
    return { created: values.length };
  });
}
