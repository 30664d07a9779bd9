import { describe, expect, it } from "vitest";
import { checkImportFile, importProblems, MAX_IMPORT_BYTES, problemMessage } from "./import-model";

describe("checkImportFile", () => {
  it("takes only a non-empty .xlsx of at most 5 MB", () => {
    expect(checkImportFile({ name: "xonadonlar.XLSX", size: 1000 })).toBeNull();
    expect(checkImportFile({ name: "xonadonlar.xls", size: 1000 })).toBe("notXlsx");
    expect(checkImportFile({ name: "x.csv", size: 1000 })).toBe("notXlsx");
    expect(checkImportFile({ name: "x.xlsx", size: 0 })).toBe("empty");
    expect(checkImportFile({ name: "x.xlsx", size: MAX_IMPORT_BYTES + 1 })).toBe("tooLarge");
    expect(checkImportFile({ name: "x.xlsx", size: MAX_IMPORT_BYTES })).toBeNull();
  });
});

describe("problemMessage", () => {
  it("maps the API's codes, the duplicate's row included", () => {
    expect(problemMessage({ code: "DUPLICATE_OF_ROW_2" })).toEqual({ key: "DUPLICATE", values: { row: 2 } });
    expect(problemMessage({ code: "NUMBER_TAKEN" })).toEqual({ key: "NUMBER_TAKEN" });
    expect(problemMessage({ code: "TOO_SMALL" })).toEqual({ key: "TOO_SMALL" });
    expect(problemMessage({ code: "SOMETHING_NEW" })).toEqual({ key: "OTHER" });
  });
});

describe("importProblems", () => {
  it("reads the report from an error's details, and nothing else", () => {
    expect(importProblems([{ row: 4, column: "Xonadon", code: "DUPLICATE_OF_ROW_2" }])).toEqual([
      { row: 4, column: "Xonadon", code: "DUPLICATE_OF_ROW_2" },
    ]);
    expect(importProblems([{ row: 0, code: "NOT_AN_XLSX_FILE" }])).toEqual([
      { row: 0, column: null, code: "NOT_AN_XLSX_FILE" },
    ]);
    expect(importProblems(undefined)).toBeNull();
    expect(importProblems([])).toBeNull();
    expect(importProblems([{ path: "/", code: "UNIT_COUNT" }])).toBeNull();
  });
});
