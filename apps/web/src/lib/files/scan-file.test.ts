import { describe, expect, it } from "vitest";
import { MAX_SCAN_BYTES, SCAN_ACCEPT, scanFileProblem } from "./scan-file";

describe("scanFileProblem", () => {
  it("accepts PDF, JPEG and PNG up to 10 MB", () => {
    expect(scanFileProblem({ type: "application/pdf", size: MAX_SCAN_BYTES })).toBeNull();
    expect(scanFileProblem({ type: "image/jpeg", size: 1 })).toBeNull();
    expect(scanFileProblem({ type: "image/png", size: 2048 })).toBeNull();
    expect(SCAN_ACCEPT).toContain(".pdf");
  });

  it("refuses other types, empty files and files over 10 MB", () => {
    expect(scanFileProblem({ type: "image/webp", size: 10 })).toBe("wrongType");
    expect(scanFileProblem({ type: "application/msword", size: 10 })).toBe("wrongType");
    expect(scanFileProblem({ type: "application/pdf", size: 0 })).toBe("emptyFile");
    expect(scanFileProblem({ type: "application/pdf", size: MAX_SCAN_BYTES + 1 })).toBe("tooLarge");
  });
});
