import { describe, expect, it } from "vitest";
import {
  checkExtraPhone,
  checkName,
  checkNextCall,
  checkPhone,
  completePhone,
  createCallBody,
  createClientBody,
  emptyClientForm,
} from "./intake-form";

describe("intake form", () => {
  it("takes a phone only once the mask is full", () => {
    expect(completePhone("90-123-45-6")).toBeNull();
    expect(completePhone("90-123-45-67")).toBe("901234567");
    expect(checkPhone("")).toBe("phoneRequired");
    expect(checkPhone("90-12")).toBe("PHONE_9_DIGITS");
    expect(checkPhone("90-123-45-67")).toBeUndefined();
  });

  it("lets the second phone stay empty but never repeat the main one", () => {
    expect(checkExtraPhone("", "90-123-45-67")).toBeUndefined();
    expect(checkExtraPhone("91-1", "90-123-45-67")).toBe("PHONE_9_DIGITS");
    expect(checkExtraPhone("90-123-45-67", "90-123-45-67")).toBe("extraPhoneSame");
    expect(checkExtraPhone("91-123-45-67", "90-123-45-67")).toBeUndefined();
  });

  it("checks the name as the API does (3 to 120 characters, trimmed)", () => {
    expect(checkName("  ")).toBe("nameRequired");
    expect(checkName(" Al ")).toBe("NAME_TOO_SHORT");
    expect(checkName("x".repeat(121))).toBe("NAME_TOO_LONG");
    expect(checkName("Ali Valiyev")).toBeUndefined();
  });

  it("builds the create body with digits and nulls", () => {
    const body = createClientBody({
      ...emptyClientForm("reception"),
      phone: "90-123-45-67",
      fullName: "  Ali Valiyev ",
      interestRooms: 2,
      note: "  ",
      managerId: 7,
    });
    expect(body).toEqual({
      fullName: "Ali Valiyev",
      phone: "901234567",
      extraPhone: null,
      source: "reception",
      interestObjectId: null,
      interestRooms: 2,
      interestBudget: null,
      note: null,
      managerId: 7,
      language: "uz",
    });
    // A client who reads Russian gets their papers in Russian.
    expect(
      createClientBody({ ...emptyClientForm("reception"), phone: "90-123-45-67", language: "ru" }).language,
    ).toBe("ru");
  });

  it("needs the next call time for a callback, and in the future", () => {
    const now = new Date("2026-11-22T10:00:00Z");
    expect(checkNextCall("callback", null, now)).toBe("NEXT_CALL_REQUIRED");
    expect(checkNextCall("answered", null, now)).toBeUndefined();
    expect(checkNextCall("callback", new Date("2026-11-22T09:00:00Z"), now)).toBe("nextCallPast");
    expect(checkNextCall("callback", new Date("2026-11-23T09:00:00Z"), now)).toBeUndefined();
    // Nobody answered: a next call, or the reason there is none — never dropped without a word.
    expect(checkNextCall("no_answer", null, now)).toBe("NEXT_CALL_OR_REASON");
    expect(checkNextCall("no_answer", null, now, "  ")).toBe("NEXT_CALL_OR_REASON");
    expect(checkNextCall("no_answer", null, now, "Ertaga oʻzi keladi")).toBeUndefined();
    expect(checkNextCall("no_answer", new Date("2026-11-23T09:00:00Z"), now)).toBeUndefined();
    const body = createCallBody({
      direction: "incoming",
      result: "callback",
      note: "",
      nextCallAt: new Date("2026-11-23T09:00:00Z"),
    });
    expect(body).toEqual({
      direction: "incoming",
      result: "callback",
      note: null,
      nextCallAt: "2026-11-23T09:00:00.000Z",
    });
  });
});
