import { describe, expect, it } from "vitest";
import {
  isValidOptionalPhone,
  isValidStir,
  type OrganisationFields,
  toCreateBody,
  toFormValues,
  toUpdateBody,
} from "./organisation-form";

const saved: OrganisationFields = {
  name: "Makon Qurilish MChJ",
  kind: "own",
  stir: "301234567",
  address: null,
  director: "Aliyev Vali",
  phone: "901234567",
  requirePassport: false,
  requireSignedScan: true,
};

describe("organisation form", () => {
  it("accepts a STIR of exactly 9 digits", () => {
    expect(isValidStir("301234567")).toBe(true);
    for (const bad of ["30123456", "3012345678", "30123456a", ""]) expect(isValidStir(bad)).toBe(false);
  });

  it("allows an empty phone but not a partial one", () => {
    expect(isValidOptionalPhone("")).toBe(true);
    expect(isValidOptionalPhone("90-123-45-67")).toBe(true);
    expect(isValidOptionalPhone("90-123-4")).toBe(false);
  });

  it("fills the form with the masked phone and empty strings for nulls", () => {
    expect(toFormValues(saved)).toEqual({
      name: "Makon Qurilish MChJ",
      kind: "own",
      stir: "301234567",
      address: "",
      director: "Aliyev Vali",
      phone: "90-123-45-67",
      requirePassport: false,
      requireSignedScan: true,
      penaltyRate: null,
      penaltyCap: null,
    });
  });

  it("sends trimmed text, null for empty fields and the phone as 9 digits", () => {
    expect(
      toCreateBody({
        name: "  Yangi ",
        kind: "partner",
        stir: "123456789",
        address: " ",
        director: "",
        phone: "",
        requirePassport: false,
        requireSignedScan: false,
        penaltyRate: 0.1,
        penaltyCap: null,
      }),
    ).toEqual({
      name: "Yangi",
      kind: "partner",
      stir: "123456789",
      address: null,
      director: null,
      phone: null,
      requirePassport: false,
      requireSignedScan: false,
      penaltyRate: 0.1,
      penaltyCap: null,
    });
    expect(toCreateBody({ ...toFormValues(saved) }).phone).toBe("901234567");
  });

  it("sends only the changed fields on edit", () => {
    const values = toFormValues(saved);
    expect(toUpdateBody(values, saved)).toEqual({});
    expect(toUpdateBody({ ...values, director: "", phone: "93-111-22-33", kind: "buyer" }, saved)).toEqual({
      director: null,
      phone: "931112233",
      kind: "buyer",
    });
    expect(toUpdateBody({ ...values, requirePassport: true }, saved)).toEqual({ requirePassport: true });
  });

  it("sends the penya terms when they change, and never clears terms not yet loaded", () => {
    const known = { ...saved, penaltyRate: 0.1, penaltyCap: 10 };
    const values = toFormValues(known);
    expect(values).toMatchObject({ penaltyRate: 0.1, penaltyCap: 10 });
    expect(toUpdateBody(values, known)).toEqual({});
    expect(toUpdateBody({ ...values, penaltyRate: 0.05, penaltyCap: null }, known)).toEqual({
      penaltyRate: 0.05,
      penaltyCap: null,
    });
    // The list's record has no terms: an untouched empty field sends nothing, a typed one is sent.
    const fromList = toFormValues(saved);
    expect(toUpdateBody(fromList, saved)).toEqual({});
    expect(toUpdateBody({ ...fromList, penaltyRate: 0.2 }, saved)).toEqual({ penaltyRate: 0.2 });
  });
});
