import { describe, expect, it } from "vitest";
import { sheetName, toSheet } from "./excel";

describe("toSheet", () => {
  it("writes moments as Tashkent wall-clock time and calendar days as they are", () => {
    const [header, row] = toSheet(
      [{ at: new Date("2026-11-22T19:30:00Z"), day: new Date("2026-11-22T00:00:00Z"), n: 5 }],
      [
        { header: "Vaqt", value: (r) => r.at },
        { header: "Sana", dateFormat: "dd.mm.yyyy", value: (r) => r.day },
        { header: "Son", value: (r) => r.n },
      ],
    );
    expect(header?.map((c) => (c as { value: string }).value)).toEqual(["Vaqt", "Sana", "Son"]);
    expect(row?.[0]).toMatchObject({ value: new Date("2026-11-23T00:30:00Z"), format: "dd.mm.yyyy hh:mm" });
    expect(row?.[1]).toMatchObject({ value: new Date("2026-11-22T00:00:00Z"), format: "dd.mm.yyyy" });
    expect(row?.[2]).toBe(5);
  });
});

describe("sheetName", () => {
  it("keeps a sheet's name within what Excel takes: 31 characters, no : \\ / ? * [ ]", () => {
    expect(sheetName("Данные")).toBe("Данные");
    expect(sheetName("Просроченная задолженность по договорам")).toHaveLength(31);
    expect(sheetName("Oylar [2026/11]: *?")).toBe("Oylar  2026 11");
    expect(sheetName("///")).toBe("1");
  });
});
