import { describe, expect, it } from "vitest";
import { bankPaths, levelOfPage } from "./bank-level";

describe("bank levels", () => {
  it("reads the level from the page key", () => {
    expect(levelOfPage("quyi_bank")).toBe("lower");
    expect(levelOfPage("quyi_bank_in")).toBe("lower");
    expect(levelOfPage("yuqori_bank_boss")).toBe("upper");
  });

  it("knows each level's three addresses", () => {
    expect(bankPaths("lower")).toMatchObject({ list: "/quyi_bank", desk: "/quyi_bank_boss" });
    expect(bankPaths("upper").one(7)).toBe("/yuqori_bank_in/7");
  });
});
