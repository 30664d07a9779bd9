import { describe, expect, it } from "vitest";
import { digitsOnly, groupAccountNumber } from "./organisation-format";

describe("account numbers", () => {
  it("groups 20 digits in fours for reading", () => {
    expect(groupAccountNumber("20208000123456789012")).toBe("2020 8000 1234 5678 9012");
  });
  it("groups whatever has been typed so far, ignoring spaces and dashes", () => {
    expect(groupAccountNumber("202080")).toBe("2020 80");
    expect(groupAccountNumber("2020 8000-12")).toBe("2020 8000 12");
    expect(groupAccountNumber("")).toBe("");
  });
  it("keeps digits only", () => {
    expect(digitsOnly(" 12-34 a5")).toBe("12345");
  });
});
