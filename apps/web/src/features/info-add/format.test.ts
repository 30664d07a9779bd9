import { describe, expect, it } from "vitest";
import { formatDecimal } from "./format";

describe("formatDecimal", () => {
  it("groups thousands, uses a comma and drops trailing zeros", () => {
    expect(formatDecimal(11880)).toBe("11\u00a0880");
    expect(formatDecimal(58.3)).toBe("58,3");
    expect(formatDecimal(60)).toBe("60");
    expect(formatDecimal(1234567.456)).toBe("1\u00a0234\u00a0567,46");
    expect(formatDecimal(-10)).toBe("-10");
    expect(formatDecimal(10, 0)).toBe("10");
  });
});
