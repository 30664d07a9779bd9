import type { ClientCard } from "@makon/shared";
import { describe, expect, it } from "vitest";
import { isValidExtraPhone, isValidPassport, isValidPinfl, toFormValues, toUpdateBody } from "./client-form";

const card = {
  id: 7,
  fullName: "Alisher Qodirov",
  phone: "901234567",
  extraPhone: null,
  address: null,
  note: null,
  interestObjectId: null,
  interestRooms: 2,
  interestBudget: null,
  passport: "AA*****67",
  pinfl: null,
  personalMasked: true,
  language: "uz",
} as unknown as ClientCard;

describe("client form", () => {
  it("validates passport and JShShIR, empty allowed", () => {
    expect(isValidPassport("")).toBe(true);
    expect(isValidPassport("aa 1234567")).toBe(true);
    expect(isValidPassport("A1234567")).toBe(false);
    expect(isValidPinfl("12345678901234")).toBe(true);
    expect(isValidPinfl("1234")).toBe(false);
    expect(isValidExtraPhone("90-123-45-67")).toBe(true);
    expect(isValidExtraPhone("90-123")).toBe(false);
  });

  it("sends only what changed and never a masked passport", () => {
    expect(toFormValues(card).passport).toBe("");
    const values = { ...toFormValues(card), fullName: " Alisher Qodiriy ", passport: "AA1234567" };
    expect(toUpdateBody(values, card, true)).toEqual({ fullName: "Alisher Qodiriy" });
  });

  it("sends the passport normalised when the user may see it", () => {
    const full = { ...card, passport: null, personalMasked: false } as ClientCard;
    const values = { ...toFormValues(full), passport: "ab 1234567", extraPhone: "93-111-22-33" };
    expect(toUpdateBody(values, full, true)).toEqual({ passport: "AB1234567", extraPhone: "931112233" });
  });

  it("sends the papers' language when it changed", () => {
    expect(toFormValues(card).language).toBe("uz");
    expect(toUpdateBody({ ...toFormValues(card), language: "uz-Cyrl" }, card, false)).toEqual({
      language: "uz-Cyrl",
    });
  });
});
