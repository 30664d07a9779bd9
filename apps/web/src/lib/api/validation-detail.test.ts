import { describe, expect, it } from "vitest";
import { uz } from "../../i18n/uz";
import { ApiError } from "./api-error";
import { BUSINESS_RANGE, VALIDATION_CODES, validationDetail } from "./validation-detail";

describe("validationDetail", () => {
  it("finds the first field code the app has words for", () => {
    const error = new ApiError("VALIDATION_ERROR", 400, undefined, [
      { path: "/months", message: "Too small" },
      { path: "/date", message: "DATE_OUT_OF_RANGE" },
    ]);
    expect(validationDetail(error)).toBe("DATE_OUT_OF_RANGE");
    expect(
      validationDetail(new ApiError("VALIDATION_ERROR", 400, undefined, [{ message: "NAME_TOO_SHORT" }])),
    ).toBeNull();
    expect(
      validationDetail(new ApiError("CONFLICT", 409, undefined, [{ message: "DATE_INVALID" }])),
    ).toBeNull();
    expect(validationDetail(new Error("x"))).toBeNull();
  });
  it("every code has Uzbek words, and the range reads as days", () => {
    for (const code of VALIDATION_CODES) expect(uz.validation[code]).toBeTruthy();
    expect(BUSINESS_RANGE).toEqual({ from: "01.01.2000", to: "31.12.2100" });
  });
});
