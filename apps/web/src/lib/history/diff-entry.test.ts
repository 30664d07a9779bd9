import { describe, expect, it } from "vitest";
import { diffEntry, formatValue } from "./diff-entry";

const words = { none: "—", hidden: "••••", yes: "Ha", no: "Yoʻq" };

describe("diffEntry", () => {
  it("lists only the fields whose values differ", () => {
    expect(
      diffEntry(
        { name: "Ali", phone: "901234567", active: true },
        { name: "Vali", phone: "901234567", active: false },
      ),
    ).toEqual([
      { field: "name", before: "Ali", after: "Vali" },
      { field: "active", before: true, after: false },
    ]);
  });

  it("treats a missing side as null: a creation shows every field, a deletion too", () => {
    expect(diffEntry(null, { name: "Ali", order: 1 })).toEqual([
      { field: "name", before: null, after: "Ali" },
      { field: "order", before: null, after: 1 },
    ]);
    expect(diffEntry({ name: "Ali" }, null)).toEqual([{ field: "name", before: "Ali", after: null }]);
  });

  it("compares arrays and objects by value, ignoring key order", () => {
    expect(
      diffEntry(
        { pages: ["home", "sotuv"], x: { a: 1, b: 2 } },
        { pages: ["home", "sotuv"], x: { b: 2, a: 1 } },
      ),
    ).toEqual([]);
    expect(diffEntry({ pages: ["home"] }, { pages: ["home", "baza"] })).toEqual([
      { field: "pages", before: ["home"], after: ["home", "baza"] },
    ]);
  });

  it("does not count one empty value becoming another as a change", () => {
    expect(diffEntry({ a: null, b: "", c: [] }, { a: [], b: null })).toEqual([]);
    expect(diffEntry(null, { name: "Ali", dostup: [] })).toEqual([
      { field: "name", before: null, after: "Ali" },
    ]);
  });

  it("includes fields only one side has", () => {
    expect(diffEntry({ a: 1 }, { b: 2 }).map((c) => c.field)).toEqual(["b", "a"]);
  });

  it("ignores values that are not records", () => {
    expect(diffEntry("x", [1, 2])).toEqual([]);
  });
});

describe("formatValue", () => {
  it("joins arrays, masks secrets and shows empty values as a dash", () => {
    expect(formatValue(["home", "sotuv"], words)).toBe("home, sotuv");
    expect(formatValue([], words)).toBe("—");
    expect(formatValue("[hidden]", words)).toBe("••••");
    expect(formatValue(null, words)).toBe("—");
    expect(formatValue("", words)).toBe("—");
    expect(formatValue(true, words)).toBe("Ha");
    expect(formatValue(false, words)).toBe("Yoʻq");
    expect(formatValue(12, words)).toBe("12");
    expect(formatValue({ a: 1 }, words)).toBe('{"a":1}');
  });
});
