import type { Bank } from "@makon/shared";
import { describe, expect, it } from "vitest";
import {
  headOfficeOptions,
  isValidBankMfo,
  toBankFormValues,
  toCreateBankBody,
  toUpdateBankBody,
} from "./bank-form";

const banks: Bank[] = [
  { id: 1, name: "Xalq banki", mfo: "00873", parentId: null, parentName: null },
  { id: 2, name: "Xalq banki Yunusobod filiali", mfo: "00874", parentId: 1, parentName: "Xalq banki" },
  { id: 3, name: "Asaka bank", mfo: "00400", parentId: null, parentName: null },
];

describe("bank form", () => {
  it("offers head offices only, by name, never the bank itself", () => {
    expect(headOfficeOptions(banks)).toEqual([
      { value: 3, label: "Asaka bank (00400)" },
      { value: 1, label: "Xalq banki (00873)" },
    ]);
    expect(headOfficeOptions(banks, 3).map((o) => o.value)).toEqual([1]);
  });

  it("checks the MFO", () => {
    expect(isValidBankMfo("00873")).toBe(true);
    expect(isValidBankMfo("873")).toBe(false);
  });

  it("sends parentId null for a head office and only changes on edit", () => {
    expect(toCreateBankBody({ name: " Yangi bank ", mfo: "01234", parentId: undefined })).toEqual({
      name: "Yangi bank",
      mfo: "01234",
      parentId: null,
    });
    const saved = { id: 2, name: "Xalq banki Yunusobod filiali", mfo: "00874", parentId: 1 };
    expect(toUpdateBankBody(toBankFormValues(saved), saved)).toEqual({});
    expect(toUpdateBankBody({ ...toBankFormValues(saved), parentId: undefined }, saved)).toEqual({
      parentId: null,
    });
    expect(toUpdateBankBody({ ...toBankFormValues(saved), parentId: 3, mfo: "00875" }, saved)).toEqual({
      mfo: "00875",
      parentId: 3,
    });
  });
});
