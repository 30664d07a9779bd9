import { describe, expect, it } from "vitest";
import { filenameFromDisposition } from "./download-file";

describe("filenameFromDisposition", () => {
  it("reads a quoted or bare filename", () => {
    expect(filenameFromDisposition('attachment; filename="xodimlar.xlsx"')).toBe("xodimlar.xlsx");
    expect(filenameFromDisposition("attachment; filename=xodimlar.xlsx")).toBe("xodimlar.xlsx");
  });

  it("prefers the UTF-8 filename*", () => {
    expect(
      filenameFromDisposition("attachment; filename=\"x.xlsx\"; filename*=UTF-8''bo%CA%BBlimlar.xlsx"),
    ).toBe("boʻlimlar.xlsx");
  });

  it("gives undefined without a header or a name", () => {
    expect(filenameFromDisposition(null)).toBeUndefined();
    expect(filenameFromDisposition("attachment")).toBeUndefined();
  });
});
