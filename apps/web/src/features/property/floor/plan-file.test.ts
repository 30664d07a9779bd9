import { describe, expect, it } from "vitest";
import { MAX_PLAN_BYTES, planFileProblem } from "./plan-file";

describe("planFileProblem", () => {
  it("accepts PNG, JPEG and WebP up to 5 MB", () => {
    expect(planFileProblem({ type: "image/png", size: 1024 })).toBeNull();
    expect(planFileProblem({ type: "image/jpeg", size: MAX_PLAN_BYTES })).toBeNull();
    expect(planFileProblem({ type: "image/webp", size: 10 })).toBeNull();
  });

  it("refuses other types, empty files and files over 5 MB", () => {
    expect(planFileProblem({ type: "application/pdf", size: 1024 })).toBe("wrongType");
    expect(planFileProblem({ type: "image/gif", size: 1024 })).toBe("wrongType");
    expect(planFileProblem({ type: "", size: 1024 })).toBe("wrongType");
    expect(planFileProblem({ type: "image/png", size: 0 })).toBe("emptyFile");
    expect(planFileProblem({ type: "image/png", size: MAX_PLAN_BYTES + 1 })).toBe("tooLarge");
  });
});
