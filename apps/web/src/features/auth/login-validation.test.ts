import { describe, expect, it } from "vitest";
import { hasErrors, minutesToWait, validateLogin } from "./login-validation";

describe("validateLogin", () => {
  it("marks both fields red, without a message, when both are empty", () => {
    expect(validateLogin("", "")).toEqual({ phone: {}, password: {} });
  });

  it("asks for the phone when only the phone is empty", () => {
    expect(validateLogin("", "secret")).toEqual({ phone: { message: "phoneRequired" } });
  });

  it("asks for the password when only the password is empty", () => {
    expect(validateLogin("90-123-45-67", "")).toEqual({ password: { message: "passwordRequired" } });
  });

  it("rejects a phone shorter than 9 digits", () => {
    expect(validateLogin("90-123-45", "secret")).toEqual({ phone: { message: "phoneShort" } });
    expect(validateLogin("90-123-45", "")).toEqual({
      phone: { message: "phoneShort" },
      password: { message: "passwordRequired" },
    });
  });

  it("accepts a full phone and a password", () => {
    const errors = validateLogin("90-123-45-67", "secret");
    expect(errors).toEqual({});
    expect(hasErrors(errors)).toBe(false);
  });
});

describe("minutesToWait", () => {
  it("rounds the server's seconds up to whole minutes", () => {
    expect(minutesToWait(60)).toBe(1);
    expect(minutesToWait(61)).toBe(2);
    expect(minutesToWait(899)).toBe(15);
  });

  it("never says zero minutes", () => {
    expect(minutesToWait(1)).toBe(1);
    expect(minutesToWait(undefined)).toBe(1);
    expect(minutesToWait(0)).toBe(1);
  });
});
